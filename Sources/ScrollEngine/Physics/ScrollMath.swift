#if canImport(Glibc)
import Glibc
#elseif canImport(Musl)
import Musl
#elseif canImport(Darwin)
import Darwin
#endif

/// Elementary functions and clamping helpers used throughout the engine (internal).
enum ScrollMath {
    /// e to the power `x`.
    @inline(__always) static func exp(_ x: Double) -> Double { _exp(x) }
    /// The natural logarithm.
    @inline(__always) static func log(_ x: Double) -> Double { _log(x) }
    /// Sine of radians.
    @inline(__always) static func sin(_ x: Double) -> Double { _sin(x) }
    /// Cosine of radians.
    @inline(__always) static func cos(_ x: Double) -> Double { _cos(x) }

    /// `value` limited to `lower…upper` (upper wins when the range is inverted); NaN gives `lower`.
    @inline(__always) static func clamp(_ value: Double, _ lower: Double, _ upper: Double) -> Double {
        guard !value.isNaN else { return lower }
        return Swift.max(lower, Swift.min(upper, value))
    }
}

@inline(__always) private func _exp(_ x: Double) -> Double { exp(x) }
@inline(__always) private func _log(_ x: Double) -> Double { log(x) }
@inline(__always) private func _sin(_ x: Double) -> Double { sin(x) }
@inline(__always) private func _cos(_ x: Double) -> Double { cos(x) }
