/// A clock that only moves when told to: the virtual clock of replays and tests
/// (in the spirit of swift-nio's `EmbeddedEventLoop`).
public final class ManualClock: TimeSource {
    private let seconds: Locked<Double>

    /// A clock reading `start` seconds.
    public init(start: Double = 0) { seconds = Locked(start) }

    public var now: Double { seconds.withLock { $0 } }

    /// Moves the clock forward by `delta` seconds (negative deltas are ignored).
    public func advance(by delta: Double) {
        guard delta > 0, delta.isFinite else { return }
        seconds.withLock { $0 += delta }
    }

    /// Sets the clock to an absolute reading, never moving it backwards.
    public func set(_ value: Double) {
        seconds.withLock { $0 = Swift.max($0, value) }
    }
}
