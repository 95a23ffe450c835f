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
        let colour = env.foregroundColor
        // A ``ContentUnavailableView``'s label: the symbol large and dimmed above the title, which
        // is in the title font, bold, centred (SwiftUI's style for that view's label).
        if env.stacksLabelsAsUnavailableContent {
            return node(in: env, title: (Font.title2.bold(), .center), icon: (ContentUnavailableView.symbolFont,
                        colour.opacity(Color.Level.secondary.opacity)),
                        stack: .stack(.vertical, spacing: ContentUnavailableView.spacing, alignment: .center))
        }
        return node(in: env, title: (env.font, .leading), icon: (env.font, colour),
                    stack: .stack(.horizontal, spacing: Self.spacing, alignment: .center))
    }

    /// The title in the `title` font and alignment, after the symbol (hidden from readers) in the
    /// `icon` font and colour, the two in `stack`; the title alone when the symbol is not in the set.
    private func node(in env: EnvironmentValues, title: (font: Font, alignment: HorizontalAlignment),
                      icon: (font: Font, color: Color), stack: Node.Kind) -> Node {
        let text = Node(.text(TextContent(string: titleSource.resolved(in: env), font: env.legible(title.font),
                                          color: env.textColor(env.foregroundColor), alignment: title.alignment)), environment: env)
        guard let glyph = SystemSymbol.glyph(systemImage) else { return text }
        let symbol = Node(.text(TextContent(string: glyph, font: env.legible(icon.font), color: env.textColor(icon.color))), environment: env)
        symbol.updateAccessibility { $0.isHidden = true }
        let group = Node(stack, environment: env)
        group.children = [symbol, text]
        return group
    }
}
