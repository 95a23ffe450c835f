/// A thin line that separates content (SwiftUI's `Divider`): across the width in a vertical
/// stack (and outside any stack), upright across the height in a horizontal one.
///
///     VStack {
///         Text("Ingredients")
///         Divider()
///         Text("Method")
///     }
///
/// It takes the length it is offered along the line and one point across it, in the
/// separator colour: the foreground at 20 %.
public struct Divider: PrimitiveView {
    /// The line's thickness in points: SwiftUI's divider is a hairline, one pixel; this window
    /// draws one point (a pixel at 1920×1080, two at 4K).
    static let thickness = 1.0
    /// The line's colour, the foreground at this opacity: tvOS's dark separator
    /// (`UIColor.separator`, rgb 84, 84, 88 at 60 %) over black is about white at 20 %.
    static let opacity = 0.2

    /// A divider along the cross axis of the stack it is in.
    public init() {}

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        let upright = env.stackAxis == .horizontal
        let line = Node(.shape(ShapeContent(shape: .rect, fill: .color(env.platter(env.foregroundColor.opacity(Self.opacity))))),
                        environment: env)
        let node = Node(.custom(CustomLayout(size: { p, _, _ in
            // Offered no length along the line (a lazy row's item, an ideal size), it asks for
            // none, so the views beside it set the length it is then placed at.
            upright ? Size(width: Self.thickness, height: LayoutEngine.finite(p.height) ?? 0)
                    : Size(width: LayoutEngine.finite(p.width) ?? 0, height: Self.thickness)
        }, place: { rect, layout, me in
            LayoutEngine.place(me.children[0], in: rect, layout)
        })), environment: env)
        node.children = [line]
        return node
    }
}
