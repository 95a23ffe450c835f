import UICore

/// The scroll controller's own consistency check, for hosts that verify every frame in debug builds.
extension ScrollController {
    /// What is wrong with the scroll state, or nil when it holds.
    ///
    /// The invariant: the offset is always finite, and once the view is settled (not dragging,
    /// no animation running) it lies inside the offset range along every scroll axis — a
    /// rubber-band overscroll is allowed only while it springs back.
    public func invariantViolation() -> String? {
        guard offset.x.isFinite, offset.y.isFinite else { return "offset \(offset) is not finite" }
        guard !isScrolling else { return nil }
        for axis in axes.scrollAxes {
            let value = offset(along: axis), range = geometry.offsetRange(along: axis)
            if !range.contains(value) {
                return "settled offset \(value) along \(axis) is outside \(range.lowerBound)…\(range.upperBound)"
            }
        }
        return nil
    }
}
