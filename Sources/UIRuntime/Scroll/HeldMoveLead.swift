import UICore

/// How far a held direction's moves look ahead (S8 with a held D-pad): while a hold repeats, the
/// focused view is revealed together with the place the next view will likely take — one more
/// of its length the way focus moved — and the next move waits until that is in sight
/// (`ScrollCoordinator.isBringingIntoSight(_:in:)`). Focus then lands on views already shown and
/// the scroll leads the focus, as on a TV, instead of trailing it with the focused view below
/// the edge.
struct HeldMoveLead {
    /// The offset (points) of the next view's likely place from the focused view's frame; nil
    /// when focus last moved other than by a held direction's repeat.
    private(set) var offset: Point?

    /// Notes a focus move from the frame `old` to `new` (window points); `repeating` when a
    /// held direction's repeat made it. A move along neither axis (or from nowhere) looks
    /// nowhere ahead.
    mutating func moved(from old: Rect?, to new: Rect, repeating: Bool) {
        guard repeating, let old else { offset = nil; return }
        let dx = new.midX - old.midX, dy = new.midY - old.midY
        guard dx != 0 || dy != 0 else { offset = nil; return }
        offset = abs(dy) >= abs(dx) ? Point(x: 0, y: dy > 0 ? new.height : -new.height)
                                    : Point(x: dx > 0 ? new.width : -new.width, y: 0)
    }

    /// Forgets the lead (focus moved by other means, or went away).
    mutating func drop() { offset = nil }

    /// `frame` (the focused view's) with the place ahead of it added.
    func sight(_ frame: Rect) -> Rect {
        guard let offset else { return frame }
        return frame.union(frame.offsetBy(dx: offset.x, dy: offset.y))
    }
}
