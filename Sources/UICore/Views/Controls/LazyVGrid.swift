/// A vertically growing grid that builds only the cells near the visible region (SwiftUI's `LazyVGrid`).
///
/// Cells share one height (the first cell's ideal height at the column width), so any cell's
/// frame is known without building it: focus and scroll reach cells never created.
public struct LazyVGrid<Data: RandomAccessCollection, ID: Hashable>: PrimitiveView where Data.Index == Int {
    var columns: [GridItem]
    var spacing: Double
    var content: ForEach<Data, ID>
    var prefetch: Double

    public init(columns: [GridItem], spacing: Double = LayoutEngine.defaultSpacing, prefetch: Double = LazyDefaults.prefetch,
                content: () -> ForEach<Data, ID>) {
        self.columns = columns; self.spacing = spacing; self.content = content(); self.prefetch = prefetch
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let (itemID, build, index, indexNamed, focus) = itemBuilders(content, in: context)
        let count = content.data.count
        let columns = self.columns, spacing = self.spacing
        let probe = LazyProbe()
        var spec = LazySpec(
            makeGeometry: { p, layout in
                let width = (p.width.flatMap { $0.isFinite ? $0 : nil }) ?? 800
                let cols = GridItem.resolve(columns, width: width)
                var rowHeight = 0.0
                if count > 0 {
                    rowHeight = probe.size(ProposedSize(width: cols[0].width, height: nil), in: layout) { build(0) }.height
                }
                return UniformGridGeometry(count: count, columns: cols, rowHeight: rowHeight, rowSpacing: spacing, width: width)
            },
            prefetch: prefetch, itemInteractions: nil,
            id: itemID,
            index: index, indexNamed: indexNamed,
            item: build)
        spec.focusIndex = focus.index(of:boundTo:)
        return Node(.lazy(spec), environment: context.environment)
    }
}

extension LazyVGrid where Data == Range<Int> {
    /// A grid of one `ForEach` over a closed range (`ForEach(0x1F600...0x1F679, id: \.self)`, as
    /// Apple's `LazyVGrid` documentation writes it), taken as the half-open range it covers.
    public init(columns: [GridItem], spacing: Double = LayoutEngine.defaultSpacing, prefetch: Double = LazyDefaults.prefetch,
                               content: () -> ForEach<ClosedRange<Int>, ID>) {
        self.init(columns: columns, spacing: spacing, prefetch: prefetch) { content().halfOpen }
    }
}
