import FocusEngine
import Testing
import UICore

/// The Digital Crown value model (F11).
@Suite struct CrownTests {
    @Test func snapsToTheStrideAndClamps() {
        // The seed's rating picker: 0…2 by 1, low sensitivity (0.25 per notch).
        var crown = DigitalCrownRotation(value: 0, from: 0, through: 2, by: 1, sensitivity: .low)
        #expect(crown.apply(notches: 1) == 0)
        #expect(crown.apply(notches: 1) == 1, "0.5 rounds to the next detent")
        #expect(crown.lastDetents == 1)
        #expect(crown.apply(notches: 2) == 1)
        #expect(crown.apply(notches: 20) == 2, "clamped at through")
        #expect(crown.apply(notches: -1) == 2, "the reading stopped at the bound: a small turn back stays on 2")
        #expect(crown.apply(notches: -100) == 0)
        #expect(crown.value == 0)
    }

    @Test func sensitivityOrdersTheTurningNeeded() {
        var low = DigitalCrownRotation(from: 0, through: 100, by: 1, sensitivity: .low)
        var high = DigitalCrownRotation(from: 0, through: 100, by: 1, sensitivity: .high)
        #expect(low.apply(notches: 8) == 2)
        #expect(high.apply(notches: 8) == 8)
        #expect(high.lastDetents == 8)
    }

    @Test func continuousValuesWrap() {
        var crown = DigitalCrownRotation(value: 2, from: 0, through: 2, by: 1, sensitivity: .high, isContinuous: true)
        #expect(crown.apply(notches: 1) == 0, "past through comes back to from")
        #expect(crown.apply(notches: -1) == 2)
        #expect(crown.apply(notches: -3) == 2, "a whole period")
        #expect(crown.apply(notches: 3_001) == 0)
    }

    @Test func smoothValuesWithoutAStride() {
        var crown = DigitalCrownRotation(from: 0, through: 1, sensitivity: .medium)
        #expect(crown.apply(notches: 1) == 0.5)
        #expect(crown.apply(notches: 5) == 1)
        var wrapping = DigitalCrownRotation(from: 0, through: 1, sensitivity: .medium, isContinuous: true)
        #expect(abs(wrapping.apply(notches: 3) - 0.5) < 1e-9)
        crown.set(0.25)
        #expect(crown.value == 0.25)
    }
}
