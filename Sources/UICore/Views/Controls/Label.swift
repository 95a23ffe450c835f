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
        if env.stacksLabelsAsUnavailableContent { return stackedNode(in: env) }
        let font = env.legible(env.font)
        let text = Node(.text(TextContent(string: titleSource.resolved(in: env), font: font, color: env.textColor(env.foregroundColor))), environment: env)
        guard let glyph = SystemSymbol.glyph(systemImage) else { return text }
        let icon = Node(.text(TextContent(string: glyph, font: font, color: env.textColor(env.foregroundColor))), environment: env)
        icon.updateAccessibility { $0.isHidden = true }
        let row = Node(.stack(.horizontal, spacing: Self.spacing, alignment: .center), environment: env)
        row.children = [icon, text]
        return row
    }

    /// A ``ContentUnavailableView``'s label: the symbol large and dimmed above the title, which
    /// is in the title font, bold, centred (SwiftUI's style for that view's label).
    private func stackedNode(in env: EnvironmentValues) -> Node {
        let titleFont = env.legible(Font.title2.bold())
        let text = Node(.text(TextContent(string: titleSource.resolved(in: env), font: titleFont,
                                          color: env.textColor(env.foregroundColor), alignment: .center)), environment: env)
        guard let glyph = SystemSymbol.glyph(systemImage) else { return text }
        let icon = Node(.text(TextContent(string: glyph, font: env.legible(ContentUnavailableView.symbolFont),
                                          color: env.textColor(env.foregroundColor.opacity(Color.Level.secondary.opacity)))), environment: env)
        icon.updateAccessibility { $0.isHidden = true }
        let column = Node(.stack(.vertical, spacing: ContentUnavailableView.spacing, alignment: .center), environment: env)
        column.children = [icon, text]
        return column
    }
}
