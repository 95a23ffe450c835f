import Testing
@testable import Rasterizer

/// A component's byte is `(v × 255).rounded()` clamped to 0…255 (NaN reads as 255), worked out
/// without libm's `round`: the same byte for every value, halves and the values a hair either
/// side of them included, so pixels drawn before and after the change agree.
@Suite struct ARGBByteTests {
    /// The byte as it was first written: libm's rounding, then the clamp.
    static func reference(_ v: Double) -> UInt8 { UInt8(Swift.max(0, Swift.min(255, (v * 255).rounded()))) }

    @Test func everyHalfAndItsNeighboursRoundAsLibmDoes() {
        for k in 0...512 {
            let x = Double(k) / 2   // 0, 0.5, 1, … 256: every half step, in units of 1/255
            for candidate in [x, x.nextDown, x.nextUp, x.nextDown.nextDown, x.nextUp.nextUp] {
                let v = candidate / 255
                #expect(ARGB.byte(v) == Self.reference(v), "v = \(v)")
            }
        }
    }

    @Test func outOfRangeAndNonFiniteValuesClampAsBefore() {
        for v in [-1e300, -1, -0.5 / 255, -0.0, 0, 0.49999999999999994 / 255, 1, 1.0000001, 2, 1e300,
                  .infinity, -.infinity, .nan, .leastNonzeroMagnitude, -.leastNonzeroMagnitude] {
            #expect(ARGB.byte(v) == Self.reference(v), "v = \(v)")
        }
    }

    @Test func aMillionSpreadValuesAgree() {
        var generator = SystemRandomNumberGenerator()
        var mismatches = 0
        for _ in 0..<1_000_000 {
            let v = Double.random(in: -0.1...1.1, using: &generator)
            if ARGB.byte(v) != Self.reference(v) { mismatches += 1 }
        }
        #expect(mismatches == 0)
    }
}
