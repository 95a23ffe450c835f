/// A layout computed by a closure, for modifiers defined outside UICore (e.g. `containerRelativeFrame`).
public struct CustomLayout {
    /// Returns the size for a proposal; the context gives the nearest container's size.
    public var size: (ProposedSize, LayoutContext, Node) -> Size
    /// Places children inside the node's final frame (default: each child fills it).
    public var place: ((Rect, LayoutContext, Node) -> Void)?

    public init(size: @escaping (ProposedSize, LayoutContext, Node) -> Size,
                place: ((Rect, LayoutContext, Node) -> Void)? = nil) {
        self.size = size; self.place = place
    }
}
