import UICore

/// How a view's position in the visible region maps to a ``ScrollTransitionState`` (S7).
///
/// With the default ``Threshold/visible(_:)`` of 1, a view is in the identity phase while fully
/// visible and its value tends to ±1 as it leaves, reaching it when fully hidden. Lower fractions
/// keep identity while at least that fraction is visible. ``Threshold/centered`` is identity only
/// at the centre. Interactive configurations give continuous values; ``animated`` ones snap the
/// value to the phase (−1, 0 or 1), to be animated by the caller.
public struct ScrollTransitionConfiguration: Hashable, Sendable {
    /// When the identity phase ends.
    public enum Threshold: Hashable, Sendable {
        /// Identity while at least this fraction (0…1] of the view (or of the visible region, when the view is longer) is visible.
        case visible(Double)
        /// Identity only when centred; the value grows with the distance from the centre.
        case centered
    }

    /// The threshold.
    public var threshold: Threshold
    /// Continuous values (true) or values snapped to the phase (false).
    public var isInteractive: Bool

    /// A configuration.
    public init(threshold: Threshold = .visible(1), isInteractive: Bool = true) {
        self.threshold = threshold
        self.isInteractive = isInteractive
    }

    /// Interactive, identity while fully visible (the default: the brief's rule, "identity while fully visible").
    public static let interactive = ScrollTransitionConfiguration()
    /// Phase changes only, identity while fully visible.
    public static let animated = ScrollTransitionConfiguration(isInteractive: false)

    /// The state of a view with `frame` against the `visible` region along `axis` (same coordinate space).
    public func state(of frame: Rect, in visible: Rect, axis: Axis) -> ScrollTransitionState {
        let lo = frame.min(axis), hi = frame.max(axis), vlo = visible.min(axis), vhi = visible.max(axis)
        guard lo.isFinite, hi.isFinite, vlo.isFinite, vhi.isFinite, vhi > vlo else { return .identity }
        let leading = frame.mid(axis) < visible.mid(axis)
        let raw: Double
        switch threshold {
        case .centered:
            let reach = ((vhi - vlo) + Swift.max(0, hi - lo)) / 2
            raw = reach > 0 ? (frame.mid(axis) - visible.mid(axis)) / reach : 0
        case .visible(let wanted):
            let needed = (wanted.isFinite && wanted > 0) ? Swift.min(1, wanted) : 1
            let length = hi - lo
            let overlap = Swift.max(0, Swift.min(hi, vhi) - Swift.max(lo, vlo))
            let fraction: Double
            if length <= 0 { fraction = (lo >= vlo && lo <= vhi) ? 1 : 0 }
            else { fraction = overlap / Swift.min(length, vhi - vlo) }
            let progress = fraction >= needed - 1e-12 ? 0 : (needed - fraction) / needed
            raw = leading ? -progress : progress
        }
        let value = Swift.max(-1, Swift.min(1, raw))
        let phase: ScrollTransitionPhase = value == 0 ? .identity : (value < 0 ? .topLeading : .bottomTrailing)
        return ScrollTransitionState(phase: phase, value: isInteractive ? value : phase.value)
    }
}
