/// Item frames of a lazy stack or grid, answerable without creating any item view.
///
/// The focus engine asks it which items lie in a beam; the scroll engine asks it for scroll
/// targets; the lazy layout asks it which items are near the visible region. Each query costs
/// in proportion to what it returns (index arithmetic), never to `count`.
public protocol LazyItemGeometry: Sendable {
    /// How many items the container holds.
    var count: Int { get }
    /// The size of the whole content.
    var contentSize: Size { get }
    /// The frame of one item, in the container's content coordinates.
    func frame(ofItem index: Int) -> Rect
    /// The indices of the items whose frames intersect `rect` (content coordinates), ascending.
    func items(intersecting rect: Rect) -> [Int]
    /// For grids, the axis along which lines of cells follow one another (a vertical grid's rows
    /// advance downward); nil for geometries that are not grids.
    var lineAxis: Axis? { get }
    /// What an item is offered when it is built and sized: by default its frame's size.
    func proposal(forItem index: Int) -> ProposedSize
}

extension LazyItemGeometry {
    /// Not a grid.
    public var lineAxis: Axis? { nil }

    /// The item's frame size: it is built to fill the place the geometry gives it.
    public func proposal(forItem index: Int) -> ProposedSize { ProposedSize(frame(ofItem: index).size) }
}
