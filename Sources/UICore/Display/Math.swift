#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Thin wrappers so geometry files need no Foundation import.
@inline(__always) func _math_sin(_ x: Double) -> Double { sin(x) }
@inline(__always) func _math_cos(_ x: Double) -> Double { cos(x) }
