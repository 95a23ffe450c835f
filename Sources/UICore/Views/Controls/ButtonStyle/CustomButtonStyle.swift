/// An app's ``ButtonStyle`` held as a ``Button/Style`` (`.custom`), so it travels in the
/// environment as the built-in styles do.
///
/// Two are equal when they are of one style type and, for a style that is `Equatable`, equal
/// values: a view holding the same style is the same input from frame to frame.
public struct CustomButtonStyle: Equatable, @unchecked Sendable {
    // `@unchecked`: the style is a value the app made (views are values), read on the thread
    // that resolves views only.
    private let style: any ButtonStyle
    private let same: (any ButtonStyle) -> Bool

    /// `style`, held.
    public init<S: ButtonStyle>(_ style: S) {
        self.style = style
        same = { other in
            guard let other = other as? S else { return false }
            if let a = style as? any Equatable { return Self.equal(a, other) }
            return true
        }
    }

    /// The view `style` makes for `configuration`.
    func body(_ configuration: ButtonStyleConfiguration) -> any View { style.makeBody(configuration: configuration) }

    public static func == (a: CustomButtonStyle, b: CustomButtonStyle) -> Bool { a.same(b.style) }

    private static func equal<E: Equatable>(_ a: E, _ b: Any) -> Bool { (b as? E).map { $0 == a } ?? false }
}
