#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A damped spring in SwiftUI's parameterisation: `response` (seconds per oscillation when
/// undamped) and `dampingFraction` (1 = critically damped, < 1 bounces).
public struct Spring: Hashable, Sendable {
    public var response: Double
    public var dampingFraction: Double

    public init(response: Double = 0.55, dampingFraction: Double = 0.825) {
        self.response = max(0.01, response); self.dampingFraction = max(0, dampingFraction)
    }

    /// SwiftUI's default `.spring` (response 0.55, damping 0.825, per Apple's documentation of `Animation.spring`).
    public static let `default` = Spring()
    /// SwiftUI's `.snappy` (response 0.5, damping 0.85 — Apple docs, iOS 17).
    public static let snappy = Spring(response: 0.5, dampingFraction: 0.85)
    /// A short, gentle spring for the widget's last-drink push (seed 003 asks for "short and gentle"; tuned by eye).
    public static let gentle = Spring(response: 0.35, dampingFraction: 0.9)

    var omega: Double { 2 * .pi / response }

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
