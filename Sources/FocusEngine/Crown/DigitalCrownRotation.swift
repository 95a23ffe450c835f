import UICore

/// The value a Digital Crown drives (`digitalCrownRotation($value, from:through:by:sensitivity:isContinuous:)`).
///
/// Wheel notches accumulate into an unsnapped reading; the published ``value`` is that reading
/// snapped to the nearest stride multiple from `from` (a detent). Without `isContinuous` the
/// reading stops at the bounds; with it the value wraps around (through + stride comes back
/// to from).
public struct DigitalCrownRotation: Hashable, Sendable {
    /// The published value (snapped to the stride when there is one).
    public private(set) var value: Double
    /// The lower bound.
    public let from: Double
    /// The upper bound.
    public let through: Double
    /// The stride between detents, nil for a smooth value.
    public let by: Double?
    /// How much turning a unit of value takes.
    public let sensitivity: DigitalCrownSensitivity
    /// Wrap around at the bounds instead of stopping.
    public let isContinuous: Bool
    /// How many detents the last ``apply(notches:)`` crossed (for haptic ticks).
    public private(set) var lastDetents = 0
    /// The unsnapped reading.
    private var reading: Double

    /// A crown value starting at `value` (clamped into the range).
    public init(value: Double? = nil, from: Double, through: Double, by: Double? = nil,
                sensitivity: DigitalCrownSensitivity = .high, isContinuous: Bool = false) {
        let lo = Swift.min(from, through), hi = Swift.max(from, through)
        self.from = lo; self.through = hi
        self.by = by.flatMap { $0 > 0 && $0.isFinite ? $0 : nil }
        self.sensitivity = sensitivity
        self.isContinuous = isContinuous
        let start = Swift.min(hi, Swift.max(lo, value ?? lo))
        self.reading = start
        self.value = start
        self.value = snapped(start)
    }

    /// The length of one wrap-around period: the range plus one stride (so 0…2 by 1 cycles
    /// through three values), or just the range for smooth values.
    private var period: Double { (through - from) + (by ?? 0) }

    private func detentIndex(_ reading: Double) -> Double {
        guard let by else { return 0 }
        return ((reading - from) / by).rounded()
    }

    private func snapped(_ reading: Double) -> Double {
        guard let by else {
            if isContinuous, period > 0 { return from + positiveRemainder(reading - from, period) }
            return reading
        }
        var k = detentIndex(reading)
        if isContinuous {
            let n = (period / by).rounded()
            if n > 0 { k = positiveRemainder(k, n) }
        } else {
            k = Swift.min(k, ((through - from) / by).rounded(.down))
        }
        return from + k * by
    }

    private func positiveRemainder(_ a: Double, _ m: Double) -> Double {
        let r = a.truncatingRemainder(dividingBy: m)
        return r < 0 ? r + m : r
    }

    /// Turns the crown by wheel notches (+ up/away) and returns the new value.
    ///
    /// Each notch moves the reading by `DigitalCrownSensitivity/unitsPerNotch` strides (or
    /// value units without a stride).
    @discardableResult
    public mutating func apply(notches: Double) -> Double {
        guard notches.isFinite else { return value }
        let before = detentIndex(reading)
        reading += notches * sensitivity.unitsPerNotch * (by ?? 1)
        if !isContinuous { reading = Swift.min(through, Swift.max(from, reading)) }
        lastDetents = Int(abs(detentIndex(reading) - before))
        value = snapped(reading)
        if isContinuous, period > 0 {
            // Keep the reading within a few periods of the range so it never loses precision.
            let periods = ((reading - from) / period).rounded(.down)
            if abs(periods) > 1_000 { reading -= periods * period }
        }
        return value
    }

    /// Sets the value directly (the binding changed elsewhere), clamped and snapped.
    public mutating func set(_ newValue: Double) {
        reading = Swift.min(through, Swift.max(from, newValue))
        value = snapped(reading)
        lastDetents = 0
    }
}
