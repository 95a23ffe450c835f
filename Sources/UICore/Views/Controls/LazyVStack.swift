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

extension LazyVStack where Data == LazyContent, ID == LazyContent.ItemID {
    /// A lazy stack of any views and `ForEach`es side by side (a header above the rows, several
    /// `ForEach`es, `Section`s): each view and each element is one item (``LazyContent``). A
    /// stack of one `ForEach` takes the other initializer (disfavoured here so the two do not
    /// both match it).
    @_disfavoredOverload
    public init(alignment: HorizontalAlignment = .center, spacing: Double = LayoutEngine.defaultSpacing,
                prefetch: Double = LazyDefaults.prefetch, @ViewBuilder content: () -> ViewGroup) {
        self.spacing = spacing; self.prefetch = prefetch
        self.content = ForEach(LazyContent(content()), id: \.id) { $0.view }
        self.alignment = Alignment(horizontal: alignment, vertical: .center)
    }
}

extension LazyVStack where Data == Range<Int> {
    /// A lazy stack of one `ForEach` over a closed range (`ForEach(1...100, id: \.self)`), taken
    /// as the half-open range it covers.
    public init(alignment: HorizontalAlignment = .center, spacing: Double = LayoutEngine.defaultSpacing,
                               prefetch: Double = LazyDefaults.prefetch, content: () -> ForEach<ClosedRange<Int>, ID>) {
        self.init(alignment: alignment, spacing: spacing, prefetch: prefetch) { content().halfOpen }
    }
}
