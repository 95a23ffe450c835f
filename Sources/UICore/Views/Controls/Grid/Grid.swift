/// Views in rows and columns that line up (SwiftUI's `Grid`): each ``GridRow``'s views are its
/// cells, column by column; a column is as wide as its widest cell and a row as tall as its
/// tallest, so a table of labels and values lines up without fixed widths. A view directly in
/// the grid, not in a row, spans every column (a divider, a heading).
///
///     Grid(alignment: .leading, horizontalSpacing: 40) {
///         GridRow { Text("Title"); Text("Year") }
///         ForEach(movies) { movie in
///             GridRow { Text(movie.title); Text(String(movie.year)) }
///         }
///     }
///
/// Cells are sized as they would like to be (a text on one line); the grid does not share out
/// width it is offered beyond that, nor shrink cells to fit a narrower offer. No cell spans
/// (`gridCellColumns`) or per-column alignments.
public struct Grid: PrimitiveView {
    var alignment: Alignment
    var horizontalSpacing: Double?
    var verticalSpacing: Double?
    var content: ViewGroup

    /// A grid of `content`'s rows, each cell placed in its column and row by `alignment`, with
    /// the spacings given between columns and rows (nil: the standard spacing).
    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil,
                @ViewBuilder content: () -> ViewGroup) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing
        self.verticalSpacing = verticalSpacing
        self.content = content()
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let spacing = (horizontalSpacing ?? LayoutEngine.defaultSpacing, verticalSpacing ?? LayoutEngine.defaultSpacing)
        let alignment = alignment
        let node = Node(.custom(CustomLayout(size: { p, ctx, me in
            GridMetrics(me, spacing: spacing, ctx).size
        }, place: { rect, ctx, me in
            let m = GridMetrics(me, spacing: spacing, ctx)
            m.place(me, in: rect, alignment: alignment, ctx)
        })), environment: context.environment)
        node.children = context.resolveChildren(content.views)
        return node
    }
}
