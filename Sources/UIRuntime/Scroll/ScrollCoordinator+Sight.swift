import UICore

extension ScrollCoordinator {
    /// How far (points) a view may stand past a scroll view's edge and still count as in sight:
    /// a scroll view rests on whole device pixels, so a revealed view's edge may miss by a
    /// fraction of a point (our tolerance).
    static let sightTolerance = 0.5

    /// Whether a scroll view among `scrollIDs` is still moving and `frame` (window points) is
    /// not yet wholly inside it along its axis (a view longer than the scroll view: not yet
    /// filling it): the scroll that reveals a newly focused view (S8) has not brought it into
    /// sight. Once every such scroll view rests, what it shows is all a reveal gives: false.
    func isBringingIntoSight(_ frame: Rect, in scrollIDs: [ViewID]) -> Bool {
        for id in scrollIDs {
            guard let c = controllers[id], c.isAnimating, let r = reports[id] else { continue }
            let axis = r.axis
            let shown = Swift.min(frame.max(axis), r.frame.max(axis)) - Swift.max(frame.min(axis), r.frame.min(axis))
            if shown < Swift.min(frame.length(axis), r.frame.length(axis)) - Self.sightTolerance { return true }
        }
        return false
    }
}
