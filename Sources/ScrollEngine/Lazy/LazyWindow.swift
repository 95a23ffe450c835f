import UICore

/// Which items of a lazy container to materialise: those intersecting the visible region
/// extended by a small prefetch distance on both ends along the axis.
///
/// It asks the `LazyItemGeometry` (index arithmetic), so the cost and the result are
/// proportional to what is near the visible region, flat in the item count.
public struct LazyWindow: Sendable {
    /// The item geometry.
    public var geometry: any LazyItemGeometry
    /// The scroll axis.
    public var axis: Axis
    /// Extra points materialised before and after the visible region; nil uses
    /// ``defaultPrefetchFraction`` of the visible length.
    public var prefetch: Double?

    /// Half a visible length on each side: enough for one fling frame or a focus move to find its
    /// neighbour already built (tuned by eye).
    public static let defaultPrefetchFraction = 0.5

    /// A window over `geometry` along `axis`.
    public init(geometry: any LazyItemGeometry, axis: Axis, prefetch: Double? = nil) {
        self.geometry = geometry
        self.axis = axis
        self.prefetch = prefetch
    }

    /// The prefetch distance for a visible region.
    public func prefetchDistance(for visibleRect: Rect) -> Double {
        if let prefetch, prefetch.isFinite, prefetch >= 0 { return prefetch }
        let length = visibleRect.length(axis)
        return length.isFinite ? Swift.max(0, length) * LazyWindow.defaultPrefetchFraction : 0
    }

    /// The indices to materialise for `visibleRect` (content coordinates), ascending.
    public func indices(for visibleRect: Rect) -> [Int] {
        let extra = prefetchDistance(for: visibleRect)
        var rect = visibleRect
        if axis == .horizontal { rect.origin.x -= extra; rect.size.width += 2 * extra }
        else { rect.origin.y -= extra; rect.size.height += 2 * extra }
        return geometry.items(intersecting: rect)
    }

    /// The indices strictly visible in `visibleRect` (no prefetch).
    public func visibleIndices(for visibleRect: Rect) -> [Int] { geometry.items(intersecting: visibleRect) }
}
