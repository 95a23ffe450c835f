/// Decides whether a poll of SDL's events must pump SDL's sources first (`SDL_PumpEvents`: X's
/// socket read, the hot-plug monitors, the input method), or may only take what is queued.
///
/// A wait on the X connection that ran to its end with nothing queued or readable
/// (``SDLEventSource/wait(timeout:)``, the animation's pacing sleep) has just shown that X has
/// nothing to say: a pump right after it reads an empty socket, and checks the hot-plug
/// monitors, six system calls a frame for nothing. Such a poll takes only what other threads
/// pushed; a pump still runs at least every ``longestGap`` seconds (a pad plugged in, SDL's
/// own timers), after every wait that something ended, and on every poll while text is typed
/// (an input method answers on a connection of its own, which only a pump reads).
///
///     var policy = EventPumpPolicy()
///     policy.waited(quietly: true)
///     policy.shouldPump(at: 10.0, textInput: false)   // true: the first poll always pumps
struct EventPumpPolicy: Sendable {
    /// The longest a poll goes without a pump: a tenth of a second, under what a person notices
    /// of a pad plugged in or a window's focus settling (our choice; SDL's own wait pumps every
    /// millisecond with a joystick open, and twice before every sleep).
    static let longestGap = 0.1

    /// When the last pump ran (seconds, the caller's clock); nil before the first.
    private(set) var lastPump: Double?
    /// Whether the wait since the last poll ended with nothing queued and nothing readable.
    private var quiet = false

    /// Notes how the wait before the next poll ended: `quietly` when it ran out its time with
    /// X's queue empty and nothing readable on any descriptor it watched.
    mutating func waited(quietly: Bool) { quiet = quietly }

    /// Whether the poll at `now` must pump first (then the pump is noted as run): `textInput`
    /// says whether text input is on.
    mutating func shouldPump(at now: Double, textInput: Bool) -> Bool {
        defer { quiet = false }
        if quiet, !textInput, let last = lastPump, now - last < Self.longestGap, now >= last { return false }
        lastPump = now
        return true
    }
}
