/// A vertical stack that builds only the items near the visible region (SwiftUI's `LazyVStack`).
public struct LazyVStack<Data: RandomAccessCollection, ID: Hashable>: PrimitiveView where Data.Index == Int {
    var spacing: Double
    var prefetch: Double
    var content: ForEach<Data, ID>
    public init(spacing: Double = LayoutEngine.defaultSpacing, prefetch: Double = LazyDefaults.prefetch, content: () -> ForEach<Data, ID>) {
        self.spacing = spacing; self.prefetch = prefetch; self.content = content()
    }
    public func makeNode(in context: ResolveContext) -> Node {
        LazyStackNode.make(axis: .vertical, spacing: spacing, prefetch: prefetch, content: content, in: context)
    }
}
