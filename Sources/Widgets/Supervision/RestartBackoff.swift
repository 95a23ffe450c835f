/// How long the host waits before restarting a widget extension that died or hung.
///
/// Each failure in a row doubles the delay, from ``initialDelay`` up to ``maximumDelay``; an
/// extension that has stayed up for ``healthyInterval`` is forgiven and the next failure starts
/// over. Times are seconds on the host's clock.
public struct RestartBackoff: Hashable, Sendable {
    /// 0.25 s: long enough not to spin on an extension that dies at start-up, short enough that
    /// one crash is invisible (our choice).
    public static let initialDelay = 0.25
    /// 8 s: capped below launchd's default 10 s `ThrottleInterval` for respawned jobs, so a widget
    /// is back within about ten seconds of its extension recovering.
    public static let maximumDelay = 8.0
    /// 30 s up counts as healthy (systemd's default `StartLimitIntervalSec` is 10 s; we forgive
    /// more slowly because a widget reloads rarely).
    public static let healthyInterval = 30.0

    /// Failures since the extension was last healthy.
    public private(set) var consecutiveFailures = 0
    private var startedAt: Double?

    public init() {}

    /// The extension started (or restarted) at `time`.
    public mutating func started(at time: Double) { startedAt = time }

    /// The extension failed at `time`: returns how long to wait before restarting it.
    public mutating func failed(at time: Double) -> Double {
        if let s = startedAt, time - s >= Self.healthyInterval { consecutiveFailures = 0 }
        startedAt = nil
        let delay = Swift.min(Self.maximumDelay, Self.initialDelay * Double(1 << Swift.min(consecutiveFailures, 16)))
        consecutiveFailures += 1
        return delay
    }
}
