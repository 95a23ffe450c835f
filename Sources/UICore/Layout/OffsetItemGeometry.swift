/// A lazy container's item geometry seen from a point above it: every frame moved by an offset.
///
/// A `scrollTargetLayout()` container need not be a scroll view's whole content: wrapped in
/// `.padding`, or below a header in a `VStack`, its items sit at an offset in the scroll view's
/// content, and the scroll engine's targets are in content coordinates.
public struct OffsetItemGeometry: LazyItemGeometry {
    public let base: any LazyItemGeometry
    /// Where the container's origin sits in the coordinates the frames are wanted in.
    public let dx: Double, dy: Double

    public init(_ base: any LazyItemGeometry, dx: Double, dy: Double) {
        self.base = base; self.dx = dx; self.dy = dy
    }

    public var count: Int { base.count }
    public var contentSize: Size {
        Size(width: base.contentSize.width + dx, height: base.contentSize.height + dy)
    }
    public func frame(ofItem index: Int) -> Rect { base.frame(ofItem: index).offsetBy(dx: dx, dy: dy) }
    public func items(intersecting rect: Rect) -> [Int] { base.items(intersecting: rect.offsetBy(dx: -dx, dy: -dy)) }
    public var lineAxis: Axis? { base.lineAxis }
}
