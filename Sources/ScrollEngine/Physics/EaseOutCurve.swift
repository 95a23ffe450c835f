/// A short cubic ease-out between two values: the smoothing applied to mouse-wheel notches.
///
/// Progress is `1 − (1 − t/duration)³`, which starts at three times the average speed and
/// glides to a stop, the feel of macOS's smooth wheel scrolling.
public struct EaseOutCurve: Hashable, Sendable {
    /// Start value.
    public let from: Double
    /// End value.
    public let to: Double
    /// Seconds from start to end (> 0).
    public let duration: Double

    /// 0.18 s: tuned by eye to sit in the 150–200 ms range of macOS's smooth wheel scrolling.
    public static let wheelDuration = 0.18

    /// An ease from `from` to `to` over `duration` seconds (non-positive durations jump).
    public init(from: Double, to: Double, duration: Double = EaseOutCurve.wheelDuration) {
        self.from = from.isFinite ? from : 0
        self.to = to.isFinite ? to : self.from
        self.duration = (duration.isFinite && duration > 0) ? duration : 0
    }

    /// The value at `t` seconds after the start.
    public func value(at t: Double) -> Double {
        guard duration > 0, t < duration else { return t <= 0 && duration > 0 ? from : to }
        guard t > 0 else { return from }
        let u = 1 - t / duration
        return from + (to - from) * (1 - u * u * u)
    }

    /// The velocity (units per second) at `t`.
    public func velocity(at t: Double) -> Double {
        guard duration > 0, t >= 0, t < duration else { return 0 }
        let u = 1 - t / duration
        return (to - from) * 3 * u * u / duration
    }
}
