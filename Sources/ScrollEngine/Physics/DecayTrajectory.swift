/// The path of a released scroll slowing down exponentially until it rests at its projected end.
///
/// The remaining distance at time `t` (seconds) is `P · e^(−k·t)` where `P` is
/// ``DecelerationRate/projectedDistance(velocity:)`` and `k = 1000 · (1 − d) / d`, the continuous
/// rate that starts at exactly the release velocity and lands exactly on the projection of the
/// UIKit formula (velocity then shrinks by ≈ `d` every millisecond, as UIKit's does). The motion is over
/// (see ``duration``) once less than ``restDistance`` remains or the speed drops under
/// ``restVelocity``, whichever comes first.
public struct DecayTrajectory: Hashable, Sendable {
    /// Position at release.
    public let start: Double
    /// Velocity at release, points per second.
    public let initialVelocity: Double
    /// The deceleration rate.
    public let rate: DecelerationRate

    /// Half a point: movement below it is invisible on our 1x canvas (the brief's "within 0.5 pt"; tuned by eye).
    public static let restDistance = 0.5
    /// Half a point per second: the brief's rest speed ("|v| < ~0.5 pt/s"; tuned by eye).
    public static let restVelocity = 0.5

    /// A trajectory from `start` at `velocity` points per second (non-finite velocities count as 0).
    public init(start: Double, velocity: Double, rate: DecelerationRate = .normal) {
        self.start = start.isFinite ? start : 0
        self.initialVelocity = velocity.isFinite ? velocity : 0
        self.rate = rate
    }

    /// Signed distance to the rest point.
    public var distance: Double { rate.projectedDistance(velocity: initialVelocity) }

    /// Where the motion comes to rest.
    public var end: Double { start + distance }

    /// `1000 · (1 − d) / d`: the exponential decay constant per second (initial velocity ÷ projected distance).
    var decayPerSecond: Double { 1000 / rate.projectionFactor }

    /// Position at `t` seconds after release.
    public func position(at t: Double) -> Double {
        guard t > 0 else { return start }
        guard t < duration else { return end }
        return start + distance * (1 - ScrollMath.exp(-decayPerSecond * t))
    }

    /// Velocity (points per second) at `t` seconds after release; 0 once the motion is over.
    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        return distance * decayPerSecond * ScrollMath.exp(-decayPerSecond * Swift.max(0, t))
    }

    /// Seconds until the motion is over: within ``restDistance`` of the end or slower than ``restVelocity``.
    public var duration: Double {
        let remaining = Swift.abs(distance)
        guard remaining > DecayTrajectory.restDistance else { return 0 }
        let k = decayPerSecond
        // remaining(t) = |P| e^{-kt}; speed(t) = |P| k e^{-kt}.
        let tDistance = ScrollMath.log(remaining / DecayTrajectory.restDistance) / k
        let speed = remaining * k
        let tVelocity = speed > DecayTrajectory.restVelocity ? ScrollMath.log(speed / DecayTrajectory.restVelocity) / k : 0
        return Swift.max(0, Swift.min(tDistance, tVelocity))
    }
}
