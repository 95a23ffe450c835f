/// A vertical stack that builds only the items near the visible region (SwiftUI's `LazyVStack`).
public struct LazyVStack<Data: RandomAccessCollection, ID: Hashable>: AxisLazyStack where Data.Index == Int {
    static var axis: Axis { .vertical }
    var spacing: Double
    var prefetch: Double
    var alignment: Alignment
    var content: ForEach<Data, ID>
    /// A lazy vertical stack whose rows sit at `alignment` across the width it is offered.
    public init(alignment: HorizontalAlignment = .center, spacing: Double = LayoutEngine.defaultSpacing,
                prefetch: Double = LazyDefaults.prefetch, content: () -> ForEach<Data, ID>) {
        self.spacing = spacing; self.prefetch = prefetch; self.content = content()
        self.alignment = Alignment(horizontal: alignment, vertical: .center)
    }
}
