import UICore
/// One running animation of the offset along one axis (internal to ``ScrollController``).
///
/// Every kind has a finite duration fixed when it starts, so an animation always ends.
struct AxisAnimation: Sendable {
    /// The motion.
    enum Kind: Sendable {
        /// Free deceleration that rests inside the range.
        case decay(DecayTrajectory)
        /// Free deceleration that crosses an edge at `crossing` seconds, then bounces back to it.
        case decayThenBounce(DecayTrajectory, crossing: Double, bounce: SpringMotion)
        /// A spring toward a target (behaviour snapping, programmatic scrolls, edge bounce).
        case spring(SpringMotion)
        /// A wheel notch's ease-out.
        case ease(EaseOutCurve)
    }

    /// The motion.
    let kind: Kind
    /// Clock reading when it started, seconds.
    let startTime: Double
    /// Points added to every value since it started: the content moved under a deceleration
    /// (rows above measured at other lengths than estimated), and the motion moves with it.
    var shift = 0.0

    /// Seconds from start to rest.
    var duration: Double {
        switch kind {
        case .decay(let d): d.duration
        case .decayThenBounce(_, let crossing, let bounce): crossing + bounce.duration
        case .spring(let s): s.duration
        case .ease(let e): e.duration
        }
    }

    /// The resting value.
    var end: Double {
        let end = switch kind {
        case .decay(let d): d.end
        case .decayThenBounce(_, _, let bounce): bounce.to
        case .spring(let s): s.to
        case .ease(let e): e.to
        }
        return end + shift
    }

    /// The value `t` seconds after the start.
    func value(at t: Double) -> Double {
        let value = switch kind {
        case .decay(let d): d.position(at: t)
        case .decayThenBounce(let d, let crossing, let bounce):
            t < crossing ? d.position(at: t) : bounce.value(at: t - crossing)
        case .spring(let s): s.value(at: t)
        case .ease(let e): e.value(at: t)
        }
        return value + shift
    }

    /// The velocity (points per second) `t` seconds after the start.
    func velocity(at t: Double) -> Double {
        switch kind {
        case .decay(let d): d.velocity(at: t)
        case .decayThenBounce(let d, let crossing, let bounce):
            t < crossing ? d.velocity(at: t) : bounce.velocity(at: t - crossing)
        case .spring(let s): s.velocity(at: t)
        case .ease(let e): e.velocity(at: t)
        }
    }

    /// Whether this is a wheel ease (successive notches accumulate onto its end).
    var isWheelEase: Bool { if case .ease = kind { true } else { false } }

    /// Free deceleration from `start` at `velocity` that stays in `range` or bounces off its edge
    /// (the bounce settling below `rest` of displacement).
    static func deceleration(from start: Double, velocity: Double, rate: DecelerationRate,
                             range: ClosedRange<Double>, rest: Double = SpringMotion.restDisplacement, at now: Double) -> AxisAnimation {
        let decay = DecayTrajectory(start: start, velocity: velocity, rate: rate)
        let end = decay.end
        let edge: Double? = end > range.upperBound && start <= range.upperBound ? range.upperBound
            : (end < range.lowerBound && start >= range.lowerBound ? range.lowerBound : nil)
        guard let edge, decay.distance != 0 else {
            return AxisAnimation(kind: .decay(decay), startTime: now)
        }
        // start + P(1 − e^{−kt}) = edge  →  t = −ln(1 − (edge − start)/P) / k
        let fraction = (edge - start) / decay.distance
        let crossing = fraction <= 0 ? 0 : -ScrollMath.log(Swift.max(1e-12, 1 - fraction)) / decay.decayPerSecond
        let bounce = RubberBand.bounceSpring.motion(from: edge, to: edge, velocity: decay.velocity(at: crossing), rest: rest)
        return AxisAnimation(kind: .decayThenBounce(decay, crossing: crossing, bounce: bounce), startTime: now)
    }
}
