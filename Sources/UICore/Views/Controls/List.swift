/// A vertically scrolling list of rows on grouped platters (SwiftUI's `List` in its tvOS inset style).
///
/// Give it an `.id` to keep its scroll offset; each row is drawn on a rounded platter.
public struct List: PrimitiveView {
    var content: ViewGroup
    var spacing: Double

    // Row platter: white at 6 % on the dark background, 16 pt corners, 24/10 pt insets (tvOS grouped
    // table cells, measured from tvOS 17 Settings screenshots).
    static let rowFill = Color.white.opacity(0.06)
    static let rowCorner = 16.0

    public init(spacing: Double = 14, @ViewBuilder content: () -> ViewGroup) {
        self.content = content(); self.spacing = spacing
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        var inner = context
        inner.pendingID = nil
        let rows = inner.resolveChildren(content.views).map { row -> Node in
            let padded = Node(.padding(EdgeInsets(top: 10, leading: 24, bottom: 10, trailing: 24)), environment: env)
            padded.children = [row]
            let framed = Node(.frame(FrameSpec(maxWidth: .infinity, alignment: .leading)), environment: env)
            framed.children = [padded]
            let platter = Node(.background(.center), environment: env)
            platter.children = [framed, Node(.shape(ShapeContent(shape: .roundedRect(cornerRadius: Self.rowCorner), fill: .color(Self.rowFill))), environment: env)]
            return platter
        }
        let stack = Node(.stack(.vertical, spacing: spacing, alignment: .topLeading), environment: env)
        stack.children = rows
        let padded = Node(.padding(EdgeInsets(top: 20, leading: 20, bottom: 20, trailing: 20)), environment: env)
        padded.children = [stack]
        let scroll = Node(.scroll(ScrollSpec(axis: .vertical, id: context.pendingID ?? "list")), environment: env)
        scroll.children = [padded]
        return scroll
    }
}
