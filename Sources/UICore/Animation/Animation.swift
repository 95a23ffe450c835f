/// How a value moves from one state to another: a timing curve over a duration, or a spring.
public enum Animation: Hashable, Sendable, Codable {
    case timing(UnitCurve, duration: Double)
    case spring(Spring)

    /// SwiftUI's default implicit animation: the default spring.
    public static let `default` = Animation.spring(.default)
    /// SwiftUI's `.spring` (`withAnimation(.spring) { … }`): a spring with the response and
    /// damping SwiftUI's `spring(response:dampingFraction:blendDuration:)` defaults to, 0.5 s and
    /// 0.825 (Apple docs).
    public static var spring: Animation { .spring(Spring(response: 0.5, dampingFraction: 0.825)) }
    /// SwiftUI's `.smooth`: the smooth spring, no bounce.
    public static let smooth = Animation.spring(.smooth)
    /// SwiftUI's `.snappy`: the snappy spring, a small bounce.
    public static let snappy = Animation.spring(.snappy)
    /// SwiftUI's `.bouncy`: the bouncy spring.
    public static let bouncy = Animation.spring(.bouncy)
    /// SwiftUI's default timing-curve duration, 0.35 s (Apple docs, `Animation.easeInOut`).
    public static let defaultCurveDuration = 0.35
    /// Ease-out over ``defaultCurveDuration``.
    public static let easeOut = Animation.easeOut(duration: defaultCurveDuration)
    /// Ease-in-out over ``defaultCurveDuration``.
    public static let easeInOut = Animation.easeInOut(duration: defaultCurveDuration)
    /// Linear over ``defaultCurveDuration``.
    public static let linear = Animation.linear(duration: defaultCurveDuration)
    /// Ease-out over `duration` seconds.
    public static func easeOut(duration: Double) -> Animation { .timing(.easeOut, duration: duration) }
    /// Ease-in-out over `duration` seconds.
    public static func easeInOut(duration: Double) -> Animation { .timing(.easeInOut, duration: duration) }
    /// A linear animation.
    public static func linear(duration: Double) -> Animation { .timing(.linear, duration: duration) }

    /// Progress (0 → 1, springs may overshoot) `t` seconds after the start.
    public func progress(at t: Double) -> Double {
        switch self {
        case .timing(let curve, let d): return d <= 0 ? 1 : curve.value(at: t / d)
        case .spring(let s): return s.value(at: t)
        }
    }

    /// How long until the animation has settled.
    public var duration: Double {
        switch self {
        case .timing(_, let d): return max(0, d)
        case .spring(let s): return s.settlingDuration()
        }
    }
}
