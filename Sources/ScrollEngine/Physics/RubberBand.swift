import UICore
/// The resistance of content dragged past its edge (UIScrollView's rubber-band curve).
///
/// A finger `x` points past the edge moves the content `c·d·x / (d + c·x)` points, where `d` is
/// the container's length along the axis and `c` = 0.55: the pull starts at 55 % and never
/// exceeds `d`. The formula and coefficient are the widely cited reconstruction of
/// UIScrollView's behaviour (used by many UIKit re-implementations); the spring back after
/// release is critically damped (see ``bounceSpring``).
public enum RubberBand {
    /// UIScrollView's rubber-band coefficient, 0.55 (reverse-engineered UIKit constant, widely cited).
    public static let coefficient = 0.55

    /// The critically damped spring that returns overscrolled content to its edge.
    /// Response 0.4 s: tuned by eye against UIScrollView's bounce-back on iOS.
    public static let bounceSpring = Spring(response: 0.4, dampingFraction: 1)

    /// The visible overscroll for a raw overscroll of `overscroll` points (sign kept) in a
    /// container `dimension` points long.
    public static func displayed(overscroll x: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard x.isFinite, d.isFinite, d > 0 else { return 0 }
        let magnitude = Swift.abs(x)
        let value = c * d * magnitude / (d + c * magnitude)
        return x < 0 ? -value : value
    }

    /// The raw overscroll that displays as `displayed` (the inverse of ``displayed(overscroll:dimension:coefficient:)``).
    public static func raw(displayed y: Double, dimension d: Double, coefficient c: Double = coefficient) -> Double {
        guard y.isFinite, d.isFinite, d > 0 else { return 0 }
        // The curve never reaches d; stay a millionth short of it so the inverse stays finite (numerical guard).
        let magnitude = Swift.min(Swift.abs(y), d * 0.999_999)
        let value = d * magnitude / (c * (d - magnitude))
        return y < 0 ? -value : value
    }

    /// The displayed offset for a raw (finger-tracking) offset, rubber-banded outside `range`.
    public static func offset(raw: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        if raw < range.lowerBound { return range.lowerBound + displayed(overscroll: raw - range.lowerBound, dimension: dimension) }
        if raw > range.upperBound { return range.upperBound + displayed(overscroll: raw - range.upperBound, dimension: dimension) }
        return raw
    }

    /// The raw offset that displays as `offset` (inverse of ``offset(raw:range:dimension:)``).
    public static func rawOffset(displayed offset: Double, range: ClosedRange<Double>, dimension: Double) -> Double {
        if offset < range.lowerBound { return range.lowerBound + raw(displayed: offset - range.lowerBound, dimension: dimension) }
        if offset > range.upperBound { return range.upperBound + raw(displayed: offset - range.upperBound, dimension: dimension) }
        return offset
    }
}
