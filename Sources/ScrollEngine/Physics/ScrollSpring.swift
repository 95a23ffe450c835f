/// A damped spring in SwiftUI's parameterisation: `response` (seconds per undamped
/// oscillation) and `dampingFraction` (1 = critically damped, below 1 bounces).
///
/// Mass is 1, stiffness `(2π / response)²` and damping `2 · dampingFraction · 2π / response`,
/// as in SwiftUI's `Spring(response:dampingRatio:)` (named `ScrollSpring` so it never clashes with UICore's `Spring`). Use ``motion(from:to:velocity:)`` for the
/// closed-form trajectory toward a target.
public struct ScrollSpring: Hashable, Sendable {
    /// Seconds for one undamped oscillation (> 0).
    public let response: Double
    /// Ratio of damping to critical damping (≥ 0).
    public let dampingFraction: Double

    /// A spring; non-finite or non-positive responses become 0.5 s (SwiftUI's `.smooth` duration,
    /// Apple docs), negative or non-finite damping 1 (critically damped).
    public init(response: Double, dampingFraction: Double) {
        self.response = (response.isFinite && response > 0) ? response : 0.5
        self.dampingFraction = (dampingFraction.isFinite && dampingFraction >= 0) ? dampingFraction : 1
    }

    /// A spring from SwiftUI's `duration`/`bounce` form: response = duration,
    /// dampingFraction = 1 − bounce (Apple docs, `Spring(duration:bounce:)`, for bounce ≥ 0).
    public init(duration: Double, bounce: Double) {
        self.init(response: duration, dampingFraction: 1 - Swift.max(0, Swift.min(1, bounce)))
    }

    /// SwiftUI's `.smooth`: duration 0.5 s, bounce 0 (Apple docs, `Spring.smooth`).
    public static let smooth = ScrollSpring(duration: 0.5, bounce: 0)
    /// SwiftUI's `.snappy`: duration 0.5 s, bounce 0.15 (Apple docs, `Spring.snappy`).
    public static let snappy = ScrollSpring(duration: 0.5, bounce: 0.15)
    /// SwiftUI's `.bouncy`: duration 0.5 s, bounce 0.3 (Apple docs, `Spring.bouncy`).
    public static let bouncy = ScrollSpring(duration: 0.5, bounce: 0.3)

    /// Angular frequency of the undamped spring, radians per second.
    public var angularFrequency: Double { 2 * Double.pi / response }
    /// Stiffness for a unit mass.
    public var stiffness: Double { angularFrequency * angularFrequency }
    /// Damping coefficient for a unit mass.
    public var damping: Double { 2 * dampingFraction * angularFrequency }

    /// The motion from `from` toward `to`, starting at `velocity` (units per second).
    public func motion(from: Double, to: Double, velocity: Double = 0) -> SpringMotion {
        SpringMotion(spring: self, from: from, to: to, velocity: velocity)
    }
}
