/// A title with an icon before it (SwiftUI's `Label(_:systemImage:)`), as a row, button or tab
/// shows one.
///
/// The icon is drawn from a small built-in set of SF Symbols names (``SystemSymbol``); a name
/// outside it draws the title alone. Readers say the title only: the icon is decoration.
public struct Label: PrimitiveView {
    var title: String
    var systemImage: String

    public init(_ title: String, systemImage: String) { self.title = title; self.systemImage = systemImage }

    /// Space between icon and title: tvOS 17 list rows and buttons leave about 16 pt
    /// (measured from tvOS 17 Settings screenshots).
    static let spacing = 16.0

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        let font = env.legible(env.font)
        let text = Node(.text(TextContent(string: title, font: font, color: env.textColor(env.foregroundColor))), environment: env)
        guard let glyph = SystemSymbol.glyph(systemImage) else { return text }
        let icon = Node(.text(TextContent(string: glyph, font: font, color: env.textColor(env.foregroundColor))), environment: env)
        icon.updateAccessibility { $0.isHidden = true }
        let row = Node(.stack(.horizontal, spacing: Self.spacing, alignment: .center), environment: env)
        row.children = [icon, text]
        return row
    }
}
