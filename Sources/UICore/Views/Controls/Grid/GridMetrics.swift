/// A ``Grid``'s columns and rows worked out from its children: each column as wide as its widest
/// cell, each row as tall as its tallest, a child outside a ``GridRow`` across every column.
struct GridMetrics {
    /// The columns' widths, first to last.
    let columns: [Double]
    /// Each child's height, in order.
    let heights: [Double]
    /// The gaps between columns and between rows.
    let spacing: (horizontal: Double, vertical: Double)
    /// The whole grid's size.
    let size: Size

    /// The metrics of `grid`'s children, sized in `ctx`.
    init(_ grid: Node, spacing: (Double, Double), _ ctx: LayoutContext) {
        self.spacing = spacing
        var columns: [Double] = []
        var rowHeights: [Double?] = []
        for child in grid.children {
            guard child[GridRowKey.self] != nil else { rowHeights.append(nil); continue }
            var height = 0.0
            for (i, cell) in child.children.enumerated() {
                let s = LayoutEngine.size(cell, .unspecified, ctx)
                if i < columns.count { columns[i] = max(columns[i], s.width) } else { columns.append(s.width) }
                height = max(height, s.height)
            }
            rowHeights.append(height)
        }
        let across = columns.isEmpty ? nil : columns.reduce(0, +) + spacing.0 * Double(columns.count - 1)
        var width = across ?? 0
        var heights: [Double] = []
        for (child, rowHeight) in zip(grid.children, rowHeights) {
            if let rowHeight { heights.append(rowHeight); continue }
            // Across every column: offered the columns' width (its own when there are none).
            let s = LayoutEngine.size(child, ProposedSize(width: across, height: nil), ctx)
            if across == nil { width = max(width, s.width) }
            heights.append(s.height)
        }
        self.columns = columns
        self.heights = heights
        let gaps = spacing.1 * Double(max(0, heights.count - 1))
        size = Size(width: width, height: heights.reduce(0, +) + gaps)
    }

    /// Places `grid`'s children in `rect`: each row in the grid's columns, each other child
    /// across them, placed by `alignment`.
    func place(_ grid: Node, in rect: Rect, alignment: Alignment, _ ctx: LayoutContext) {
        var y = rect.minY
        for (child, height) in zip(grid.children, heights) {
            let row = Rect(x: rect.minX, y: y, width: size.width, height: height)
            if child[GridRowKey.self] != nil {
                ctx.grid = GridPlacement(columns: columns, spacing: spacing.horizontal, alignment: alignment)
                LayoutEngine.place(child, in: row, ctx)
                ctx.grid = nil
            } else {
                let s = LayoutEngine.size(child, ProposedSize(width: columns.isEmpty ? nil : size.width, height: nil), ctx)
                LayoutEngine.place(child, in: Rect(origin: alignment.origin(of: s, in: row, direction: child.environment.layoutDirection),
                                                   size: s), ctx)
            }
            y += height + spacing.vertical
        }
    }

    /// A row's cells side by side with the standard spacing, as a row outside a grid lays them.
    static func alone(_ row: Node, _ ctx: LayoutContext) -> (placement: GridPlacement, size: Size) {
        let sizes = row.children.map { LayoutEngine.size($0, .unspecified, ctx) }
        let spacing = LayoutEngine.defaultSpacing
        let width = sizes.map(\.width).reduce(0, +) + spacing * Double(max(0, sizes.count - 1))
        return (GridPlacement(columns: sizes.map(\.width), spacing: spacing, alignment: .center),
                Size(width: width, height: sizes.map(\.height).max() ?? 0))
    }

    /// Places `row`'s cells in `rect`, in the columns of the grid placing it (the one the
    /// context names), else side by side; `alignment` overrides the grid's up and down.
    static func placeRow(_ row: Node, alignment: VerticalAlignment?, in rect: Rect, _ ctx: LayoutContext) {
        // The columns come from outside the row: a row brought along from the last frame is
        // placed again, not moved, when they may have changed.
        ctx.outsideReads &+= 1
        let placement = ctx.grid ?? alone(row, ctx).placement
        ctx.grid = nil
        var cellAlignment = placement.alignment
        if let alignment { cellAlignment.vertical = alignment }
        let direction = row.environment.layoutDirection
        var x = 0.0
        for (i, cell) in row.children.enumerated() {
            let width = i < placement.columns.count ? placement.columns[i] : 0
            // Right to left, the first column is the rightmost.
            let minX = direction == .rightToLeft ? rect.maxX - x - width : rect.minX + x
            let column = Rect(x: minX, y: rect.minY, width: width, height: rect.height)
            let ideal = LayoutEngine.size(cell, .unspecified, ctx)
            let s = Size(width: min(ideal.width, width), height: min(ideal.height, rect.height))
            LayoutEngine.place(cell, in: Rect(origin: cellAlignment.origin(of: s, in: column, direction: direction), size: s), ctx)
            x += width + placement.spacing
        }
    }
}
