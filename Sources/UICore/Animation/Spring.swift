#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring in SwiftUI's parameterisation: `response` (seconds per oscillation when
/// undamped) and `dampingFraction` (1 = critically damped, < 1 bounces).
///
/// Mass is 1, stiffness `(2π / response)²` and damping `2 · dampingFraction · 2π / response`, as in
/// SwiftUI's `Spring(response:dampingRatio:)`. The one spring type of the project: view animations
/// use ``value(at:)``; the scroll engine adds a motion with an initial velocity.
public struct Spring: Hashable, Sendable, Codable {
    /// Seconds for one undamped oscillation (> 0).
    public let response: Double
    /// Ratio of damping to critical damping (≥ 0).
    public let dampingFraction: Double

    /// A spring; non-finite or non-positive responses become 0.5 s (SwiftUI's `.smooth` duration,
    /// Apple docs), negative or non-finite damping 1 (critically damped).
    public init(response: Double = 0.55, dampingFraction: Double = 0.825) {
        self.response = (response.isFinite && response > 0) ? response : 0.5
        self.dampingFraction = (dampingFraction.isFinite && dampingFraction >= 0) ? dampingFraction : 1
    }

    /// A spring from SwiftUI's `duration`/`bounce` form: response = duration,
    /// dampingFraction = 1 − bounce (Apple docs, `Spring(duration:bounce:)`, for bounce ≥ 0).
    public init(duration: Double, bounce: Double) {
        self.init(response: duration, dampingFraction: 1 - Swift.max(0, Swift.min(1, bounce)))
    }

    /// SwiftUI's default `.spring` (response 0.55, damping 0.825, per Apple's documentation of `Animation.spring`).
    public static let `default` = Spring()
    /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (Apple docs, `Spring.smooth`).
    public static let smooth = Spring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (Apple docs, `Spring.snappy`).
    public static let snappy = Spring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (Apple docs, `Spring.bouncy`).
    public static let bouncy = Spring(duration: 0.5, bounce: 0.3)
    /// A short, gentle spring for the widget's last-drink push (seed 003 asks for "short and gentle"; tuned by eye).
    public static let gentle = Spring(response: 0.35, dampingFraction: 0.9)

    /// Angular frequency of the undamped spring, radians per second.
    public var angularFrequency: Double { 2 * Double.pi / response }
    /// Stiffness for a unit mass.
    public var stiffness: Double { angularFrequency * angularFrequency }
    /// Damping coefficient for a unit mass.
    public var damping: Double { 2 * dampingFraction * angularFrequency }

    var omega: Double { angularFrequency }

    /// Progress 0→1 of a spring released at rest from 0 toward 1, `t` seconds later.
    public func value(at t: Double) -> Double {
        guard t > 0 else { return 0 }
        let w = omega, z = dampingFraction
        if z < 1 {
            let wd = w * (1 - z * z).squareRoot()
            return 1 - exp(-z * w * t) * (cos(wd * t) + (z * w / wd) * sin(wd * t))
        } else if z == 1 {
            return 1 - exp(-w * t) * (1 + w * t)
        } else {
            let s = (z * z - 1).squareRoot()
            let r1 = -w * (z - s), r2 = -w * (z + s)
            let c2 = r1 / (r1 - r2), c1 = 1 - c2
            return 1 - (c1 * exp(r1 * t) + c2 * exp(r2 * t))
        }
    }

    /// The time after which the spring stays within `epsilon` of its target (its settling time).
    public func settlingDuration(epsilon: Double = 0.001) -> Double {
        let w = omega, z = max(dampingFraction, 0.05)
        let decay = z < 1 ? z * w : w * (z - (z * z - 1).squareRoot())
        return min(10, log(1 / epsilon) / max(decay, 1e-3) + (z >= 1 ? response * 0.5 : 0))
    }
}
