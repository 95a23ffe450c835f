/// A title with an icon before it (SwiftUI's `Label(_:systemImage:)`), as a row, button or tab
/// shows one.
///
/// The icon is drawn from a small built-in set of SF Symbols names (``SystemSymbol``); a name
/// outside it draws the title alone. Readers say the title only: the icon is decoration.
public struct Label: PrimitiveView {
    var titleSource: LocalizableString
    var systemImage: String

    /// A label titled with a key looked up in the environment's catalogue (a literal).
    public init(_ titleKey: LocalizedStringKey, systemImage: String) { self.titleSource = .localized(titleKey); self.systemImage = systemImage }
    /// A label titled with a string shown as it is.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, systemImage: String) { self.titleSource = .verbatim(String(title)); self.systemImage = systemImage }

    /// Space between icon and title: tvOS 17 list rows and buttons leave about 16 pt
    /// (measured from tvOS 17 Settings screenshots).
    static let spacing = 16.0

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        let font = env.legible(env.font)
        let text = Node(.text(TextContent(string: titleSource.resolved(in: env), font: font, color: env.textColor(env.foregroundColor))), environment: env)
        guard let glyph = SystemSymbol.glyph(systemImage) else { return text }
        let icon = Node(.text(TextContent(string: glyph, font: font, color: env.textColor(env.foregroundColor))), environment: env)
        icon.updateAccessibility { $0.isHidden = true }
        let row = Node(.stack(.horizontal, spacing: Self.spacing, alignment: .center), environment: env)
        row.children = [icon, text]
        return row
    }
}
