/// A source of the current time in seconds, injected wherever something animates or decays.
///
/// The engines never read the wall clock: the app passes a ``SystemTimeSource`` in a live
/// window and a ``ManualClock`` in replays and tests, so motion is deterministic.
public protocol TimeSource: AnyObject, Sendable {
    /// Seconds since an arbitrary, fixed origin.
    var now: Double { get }
}
