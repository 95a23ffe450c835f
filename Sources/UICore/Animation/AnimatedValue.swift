/// A number that animates toward targets on an injected clock, retargeting smoothly from wherever it is.
public struct AnimatedValue: Sendable {
    public private(set) var from: Double
    public private(set) var to: Double
    public private(set) var start: Double
    public private(set) var animation: Animation

    /// A value resting at `value`.
    public init(_ value: Double) {
        from = value; to = value; start = -.infinity; animation = .linear(duration: 0)
    }

    /// The value at time `now`.
    public func value(at now: Double) -> Double {
        let t = now - start
        guard t.isFinite, t < animation.duration else { return to }
        return from + (to - from) * animation.progress(at: t)
    }

    /// Whether it is still moving at `now`.
    public func isAnimating(at now: Double) -> Bool { now - start < animation.duration }

    /// Starts moving toward `target` at `now` (no-op when already heading there).
    public mutating func animate(to target: Double, with animation: Animation, at now: Double) {
        guard target != to else { return }
        from = value(at: now); to = target; start = now; self.animation = animation
    }

    /// Jumps to a value without animating.
    public mutating func set(_ value: Double) { from = value; to = value; start = -.infinity }
}
