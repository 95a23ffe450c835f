import UICore

extension ScrollController {
    /// Scrolls so that the point `anchor` of `rect` (content coordinates, as
    /// ``reveal(rect:margin:animated:spring:)`` takes them) sits on the same point of the visible
    /// region along each scroll axis, as far as the content lets it: `.top` puts the rect's top
    /// edge on the region's top edge, `.center` centres it, `.bottom` puts its bottom edge on the
    /// region's bottom edge (SwiftUI's `ScrollViewProxy.scrollTo(_:anchor:)`). Animated with
    /// `spring` (default ``programmaticSpring``) or at once. Returns whether a scroll started.
    @discardableResult
    public func scroll(toShow rect: Rect, anchor: UnitPoint, animated: Bool = true, spring: Spring? = nil) -> Bool {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite, anchor.x.isFinite, anchor.y.isFinite else {
            warn("scroll(toShow:anchor:): non-finite rect \(rect) or anchor ignored"); return false
        }
        let base = restingOffset
        var goal = base
        for axis in axes.scrollAxes {
            let length = containerSize[axis]
            guard length > 0 else { continue }
            let fraction = axis == .horizontal ? anchor.x : anchor.y
            let lo = rect.min(axis), hi = Swift.max(rect.max(axis), lo)
            // The visible region's start that puts the rect's anchor point on the region's.
            let visibleStart = lo + fraction * (hi - lo) - fraction * length
            let offset = ScrollMath.clamp(visibleStart + geometry.contentInsets.start(axis), 0, geometry.maxOffset(along: axis))
            goal = goal.withScrollComponent(axis, offset)
        }
        guard goal != base else { return false }
        scroll(to: goal, animated: animated, spring: spring)
        return true
    }
}
