import UICore

extension ScrollController {
    /// Whether this scroll view snaps to targets (paging or view-aligned with a target layout).
    public var snapsToTargets: Bool { targets != nil && !(behavior is FreeScrollTargetBehavior) }

    /// Mouse-wheel notches (the crown) as a user would expect them: a snapping scroll view moves
    /// by whole targets, at least one per turn in its direction, ending aligned as a released
    /// swipe does; a free one scrolls ``pointsPerNotch`` per notch. Positive notches scroll
    /// toward the start (the wheel turned away from the user).
    public func wheelSnapping(notches: Double, animated: Bool = true) {
        guard let targets, snapsToTargets else { wheel(notches: -notches); return }
        let resting = restingOffset.scrollComponent(primaryAxis)
        let wanted = resting - notches * ScrollController.pointsPerNotch
        guard var index = targets.nearestTarget(to: wanted, direction: -notches),
              let current = targets.nearestTarget(to: resting, direction: 0) else { return }
        if index == current { index = notches < 0 ? Swift.min(targets.count - 1, current + 1) : Swift.max(0, current - 1) }
        scrollTo(targetIndex: index, animated: animated)
    }

    /// Scrolls just enough to show `rect` (content coordinates along the primary axis) like
    /// ``reveal(rect:margin:animated:spring:)``; a snapping scroll view then ends on the nearest
    /// target in the reveal's direction, rounding away from where it came from so the revealed
    /// item stays whole (focus-driven scrolling stays view-aligned). `spring` animates it (default
    /// ``programmaticSpring``). Returns whether it scrolls.
    @discardableResult
    public func revealSnapping(rect: Rect, animated: Bool = true, spring: Spring? = nil) -> Bool {
        let axis = primaryAxis
        let before = restingOffset.scrollComponent(axis)
        guard reveal(rect: rect, animated: animated, spring: spring) else { return false }
        guard let targets, snapsToTargets else { return true }
        let goal = restingOffset.scrollComponent(axis)
        if var index = targets.nearestTarget(to: goal, direction: goal - before) {
            if goal > before, targets.start(at: index) < goal - 0.5 { index = Swift.min(targets.count - 1, index + 1) }
            if goal < before, targets.start(at: index) > goal + 0.5 { index = Swift.max(0, index - 1) }
            scrollTo(targetIndex: index, animated: animated, spring: spring)
        }
        return true
    }
}
