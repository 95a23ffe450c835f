import UICore
/// The closed-form trajectory of a `Spring` pulling a value toward a target.
///
/// The motion has a finite ``duration``: the first time the spring's energy
/// `v² + ω²·x²` (which only ever decreases) drops below what ``restDisplacement`` of displacement
/// holds (a quarter point unless the caller knows its device pixels), after which it can never
/// move visibly again; ``value(at:)`` returns the target exactly from then on. The duration is capped at ``maximumDuration`` so no animation can run forever.
public struct SpringMotion: Hashable, Sendable {
    /// The spring.
    public let spring: Spring
    /// Starting value.
    public let from: Double
    /// Value the spring rests at.
    public let to: Double
    /// Velocity at the start, units per second.
    public let initialVelocity: Double
    /// Seconds until the motion counts as settled (≤ ``maximumDuration``).
    public let duration: Double
    /// The displacement (with the velocity's share of the energy) below which the motion counts
    /// as settled: ``restDisplacement`` unless the motion was made for a known pixel grid.
    public let rest: Double

    /// A quarter point: displacement below it is invisible on our 1x canvas (tuned by eye). A
    /// scroll view that knows its device pixels rests at half of one instead
    /// (``ScrollController/pixelsPerPoint``).
    public static let restDisplacement = 0.25
    /// Ten seconds: a hard cap so that even a nearly undamped spring ends (our safety limit, tuned by eye).
    public static let maximumDuration = 10.0

    /// The motion from `from` toward `to` at `velocity`, settled once its energy is below what
    /// `rest` of displacement holds (``restDisplacement`` by default); non-finite inputs are
    /// treated as settled.
    public init(spring: Spring, from: Double, to: Double, velocity: Double, rest: Double = SpringMotion.restDisplacement) {
        let safeTo = to.isFinite ? to : (from.isFinite ? from : 0)
        let safeFrom = from.isFinite ? from : safeTo
        let safeVelocity = velocity.isFinite ? velocity : 0
        self.spring = spring
        self.to = safeTo
        self.from = safeFrom
        self.initialVelocity = safeVelocity
        let safeRest = rest.isFinite && rest > 0 ? rest : SpringMotion.restDisplacement
        self.rest = safeRest
        self.duration = SpringMotion.settleTime(spring: spring, x0: safeFrom - safeTo, v0: safeVelocity, limit: safeRest)
    }

    /// The value at `t` seconds after the start.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return from }
        guard t < duration else { return to }
        return to + displacement(at: t).x
    }

    /// The velocity (units per second) at `t` seconds after the start; 0 once settled.
    public func velocity(at t: Double) -> Double {
        guard t < duration else { return 0 }
        return displacement(at: Swift.max(0, t)).v
    }

    /// Whether the motion is over at `t`.
    public func isSettled(at t: Double) -> Bool { t >= duration }

    /// Displacement from the target and its velocity, closed form for the three damping regimes.
    func displacement(at t: Double) -> (x: Double, v: Double) {
        SpringMotion.displacement(spring: spring, x0: from - to, v0: initialVelocity, t: t)
    }

    /// Closed-form displacement and velocity of a spring released at `x0` with `v0`.
    static func displacement(spring: Spring, x0: Double, v0: Double, t: Double) -> (x: Double, v: Double) {
        let w0 = spring.angularFrequency, z = spring.dampingFraction
        if z < 1 - 1e-9 {
            let wd = w0 * (1 - z * z).squareRoot()
            let a = x0, b = (v0 + z * w0 * x0) / wd
            let e = ScrollMath.exp(-z * w0 * t), c = ScrollMath.cos(wd * t), s = ScrollMath.sin(wd * t)
            let x = e * (a * c + b * s)
            let v = e * ((b * wd - z * w0 * a) * c - (a * wd + z * w0 * b) * s)
            return (x, v)
        } else if z <= 1 + 1e-9 {
            let b = v0 + w0 * x0
            let e = ScrollMath.exp(-w0 * t)
            return (e * (x0 + b * t), e * (b - w0 * (x0 + b * t)))
        } else {
            let root = (z * z - 1).squareRoot()
            let r1 = -w0 * (z - root), r2 = -w0 * (z + root)
            let c2 = (v0 - r1 * x0) / (r2 - r1), c1 = x0 - c2
            let e1 = ScrollMath.exp(r1 * t), e2 = ScrollMath.exp(r2 * t)
            return (c1 * e1 + c2 * e2, c1 * r1 * e1 + c2 * r2 * e2)
        }
    }

    /// Energy per unit mass scaled to a displacement: sqrt(x² + v²/ω²), non-increasing in time.
    private static func energyDisplacement(spring: Spring, x0: Double, v0: Double, t: Double) -> Double {
        let (x, v) = displacement(spring: spring, x0: x0, v0: v0, t: t)
        let w = spring.angularFrequency
        return (x * x + (v * v) / (w * w)).squareRoot()
    }

    /// First time the energy drops below `limit` (bisection; energy is monotone).
    private static func settleTime(spring: Spring, x0: Double, v0: Double, limit: Double) -> Double {
        func energyDisplacement(at t: Double) -> Double {
            SpringMotion.energyDisplacement(spring: spring, x0: x0, v0: v0, t: t)
        }
        if energyDisplacement(at: 0) <= limit { return 0 }
        var hi = 0.05
        while energyDisplacement(at: hi) > limit {
            hi *= 2
            if hi >= SpringMotion.maximumDuration { return SpringMotion.maximumDuration }
        }
        var lo = hi / 2
        if energyDisplacement(at: lo) <= limit { lo = 0 }
        for _ in 0..<40 {
            let mid = (lo + hi) / 2
            if energyDisplacement(at: mid) > limit { lo = mid } else { hi = mid }
        }
        return hi
    }
}
