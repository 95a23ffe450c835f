/// How quickly a released scroll slows down: the fraction of velocity kept per millisecond.
///
/// The values are UIKit's `UIScrollView.DecelerationRate`: `.normal` keeps 99.8 % of the
/// velocity every millisecond and `.fast` keeps 99 %. A release at velocity `v` (points per
/// second) therefore travels `v / 1000 · d / (1 − d)` points before it stops — the sum of the
/// per-millisecond steps `v/1000 · d¹ + v/1000 · d² + …`.
public struct DecelerationRate: Hashable, Sendable, CustomStringConvertible {
    /// Velocity kept per millisecond, in 0 < d < 1.
    public let rawValue: Double

    /// A rate keeping `rawValue` of the velocity per millisecond; values outside (0, 1) are
    /// replaced by ``normal``.
    public init(rawValue: Double) {
        self.rawValue = (rawValue > 0 && rawValue < 1 && rawValue.isFinite) ? rawValue : DecelerationRate.normalRawValue
    }

    /// UIScrollView.DecelerationRate.normal's raw value (0.998 per ms), documented by UIKit.
    static let normalRawValue = 0.998
    /// UIScrollView.DecelerationRate.fast's raw value (0.99 per ms), documented by UIKit.
    static let fastRawValue = 0.99

    /// The default rate of scroll views (UIScrollView.DecelerationRate.normal, 0.998 per ms).
    public static let normal = DecelerationRate(rawValue: normalRawValue)
    /// The quick-stopping rate used by paging (UIScrollView.DecelerationRate.fast, 0.99 per ms).
    public static let fast = DecelerationRate(rawValue: fastRawValue)

    /// The factor `d / (1 − d)` turning a velocity in points per millisecond into a travel distance.
    public var projectionFactor: Double { rawValue / (1 - rawValue) }

    /// The distance (points, signed) a release at `velocity` points per second travels before stopping.
    public func projectedDistance(velocity: Double) -> Double {
        guard velocity.isFinite else { return 0 }
        return velocity / 1000 * projectionFactor
    }

    /// Where a release at `offset` with `velocity` (points per second) comes to rest.
    public func projectedEnd(from offset: Double, velocity: Double) -> Double {
        offset + projectedDistance(velocity: velocity)
    }

    /// "normal", "fast" or the raw value per millisecond.
    public var description: String {
        if self == .normal { return "normal" }
        if self == .fast { return "fast" }
        return "\(rawValue)/ms"
    }
}
