/// A named picture from the asset catalogue, scaled to fill the space offered (resizable), or
/// a symbol (`Image(systemName:)`).
public struct Image: PrimitiveView {
    public var name: String
    /// The SF Symbols name of a symbol image, nil for an asset.
    public var systemName: String?

    public init(_ name: String) { self.name = name }

    /// A symbol drawn as text in the current font and colour, from the built-in set
    /// (``SystemSymbol``); a name outside it draws nothing. Readers skip it, as SwiftUI does a
    /// symbol without a label.
    public init(systemName: String) { self.name = systemName; self.systemName = systemName }

    /// Marks the node a symbol image draws (a glyph of text): still the label's image where an
    /// image is looked for (a borderless button lifts it).
    public enum SymbolKey: ViewAttributeKey { public typealias Value = Bool }

    /// The image, sized to the space offered (SwiftUI's `resizable()`). An asset image here
    /// always takes the size offered, as SwiftUI's does once resizable, so this only keeps
    /// SwiftUI's spelling: `Image("poster").resizable().aspectRatio(2 / 3, contentMode: .fit)`.
    /// No cap insets or tiling.
    public func resizable() -> Image { self }

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        guard let systemName else { return Node(.image(name), environment: env) }
        guard let glyph = SystemSymbol.glyph(systemName) else { return Node(.empty, environment: env) }
        let node = Node(.text(TextContent(string: glyph, font: env.legible(env.font), color: env.textColor(env.foregroundColor))),
                        environment: env)
        node.updateAccessibility { $0.isHidden = true }
        node[SymbolKey.self] = true
        return node
    }
}
