/// What ``LazyHStack`` and ``LazyVStack`` share: one `ForEach` laid out along a fixed axis, with
/// only the items near the visible region built (``LazyStackNode``).
protocol AxisLazyStack: PrimitiveView {
    associatedtype Data: RandomAccessCollection where Data.Index == Int
    associatedtype ID: Hashable
    /// The axis the items follow.
    static var axis: Axis { get }
    var spacing: Double { get }
    var prefetch: Double { get }
    /// Where items narrower (shorter) than the stack sit across its axis.
    var alignment: Alignment { get }
    var content: ForEach<Data, ID> { get }
}

extension AxisLazyStack {
    public func makeNode(in context: ResolveContext) -> Node {
        LazyStackNode.make(axis: Self.axis, spacing: spacing, prefetch: prefetch, alignment: alignment, content: content,
                           in: context.insideStack(along: Self.axis))
    }
}
