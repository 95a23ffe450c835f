/// One row of a ``Grid`` (SwiftUI's `GridRow`): its views are the row's cells, the first in the
/// grid's first column. `alignment` places the cells up and down inside the row (nil: the grid's).
///
/// Outside a grid it lays its views out side by side, as an `HStack` would.
public struct GridRow: PrimitiveView {
    var alignment: VerticalAlignment?
    var content: ViewGroup

    public init(alignment: VerticalAlignment? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.alignment = alignment
        self.content = content()
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let alignment = alignment
        let node = Node(.custom(CustomLayout(size: { _, ctx, me in
            GridMetrics.alone(me, ctx).size
        }, place: { rect, ctx, me in
            // Placed by its grid: in the grid's columns; alone: its cells side by side.
            GridMetrics.placeRow(me, alignment: alignment, in: rect, ctx)
        })), environment: context.environment)
        node[GridRowKey.self] = alignment
        node.children = context.resolveChildren(content.views)
        return node
    }
}

/// Marks a ``GridRow``'s node, holding its own vertical alignment (nil: the grid's).
struct GridRowKey: ViewAttributeKey {
    typealias Value = VerticalAlignment?
}
