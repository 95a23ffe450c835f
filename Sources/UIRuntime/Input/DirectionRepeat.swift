import FocusEngine
import UICore

/// Held-direction repeat: a direction held on the D-pad, the stick (past the swipe threshold)
/// or an arrow key keeps moving focus, first after a short delay, then faster and faster.
///
/// The curve, timed on the runtime's injected clock (so a replay's virtual clock gives the same
/// timing as a live run):
///
///     first move            at the press
///     first repeat          0.40 s later
///     then                  every 0.20 s, each interval 15 % shorter than the one before,
///                           never shorter than 0.06 s
///
/// That is moves at 0, 0.40, 0.60, 0.77, 0.91, 1.04 … s, reaching the 0.06 s floor (about 16
/// moves a second) after about 1.4 s of holding. Sources: the 400 ms first delay is Android's
/// `ViewConfiguration.getKeyRepeatTimeout()` (the long-press timeout, also what Android TV's
/// Leanback grids use for a held D-pad); the accelerating interval is the behaviour of tvOS's
/// held Siri Remote click and Steam Big Picture's held D-pad, whose numbers are not published:
/// the 0.20 s start matches tvOS's 0.2 s focus animation (each step is seen landing), the 15 %
/// decay and the 0.06 s floor (near Android's 50 ms `getKeyRepeatDelay()`) were tuned by
/// watching holds in the grid and the gallery.
///
/// The same repeat serves the keyboard (the OS's own key repeat is ignored for direction keys),
/// so a held key and a held D-pad feel the same. The owner stops it on release, unplug, window
/// focus loss, or when a repeat finds that focus cannot move further.
struct DirectionRepeat {
    /// Delay from the press to the first repeat (seconds).
    static let initialDelay = 0.40
    /// Interval between the first and second repeat (seconds).
    static let firstInterval = 0.20
    /// Each interval is this fraction of the one before (acceleration).
    static let decay = 0.85
    /// The shortest interval (seconds).
    static let shortestInterval = 0.06

    /// Clock readings this close before a due time count as on time (seconds; far below a frame).
    static let tolerance = 1e-6

    /// Where a held direction comes from; a release ends the hold only when it is the same source.
    enum Source: Equatable {
        case key(Key)
        case pad(PadButton)
        case stick

        /// Whether the source is on a game controller (an unplug ends its hold).
        var isPad: Bool { if case .key = self { false } else { true } }
    }

    /// The held source, its direction (the key, for key holds, carries it), the next repeat's
    /// clock time and the interval that follows it.
    private(set) var held: (source: Source, direction: MoveDirection, modifiers: KeyModifiers, due: Double, interval: Double)?

    /// Whether the hold has repeated since it began (its moves after the first).
    private(set) var hasRepeated = false

    /// Whether a hold has begun repeating: the moves it makes now are repeats, not the press.
    var isRepeating: Bool { held != nil && hasRepeated }

    /// Starts holding `source` in `direction` at `now` (the first move has just happened).
    mutating func begin(_ source: Source, direction: MoveDirection, modifiers: KeyModifiers = [], now: Double) {
        held = (source, direction, modifiers, now + Self.initialDelay, Self.firstInterval)
        hasRepeated = false
    }

    /// Ends the hold when `source` is the one held.
    mutating func end(_ source: Source) {
        if held?.source == source { held = nil }
    }

    /// Ends a hold that comes from a game controller (it was unplugged).
    mutating func endPadHold() {
        if held?.source.isPad == true { held = nil }
    }

    /// Ends any hold.
    mutating func cancel() { held = nil }

    /// When the next repeat is due, nil without a hold.
    var nextDeadline: Double? { held?.due }

    /// The time between repeats the hold has reached on its curve, nil until it repeats.
    var pace: Double? { isRepeating ? held?.interval : nil }

    /// Whether a repeat is due at `now` (``takeDue(at:)`` would fire one). A clock reading within
    /// rounding error of the due time counts (frame times summed from 1/60 s steps land a hair
    /// before a due time they should meet).
    func isDue(at now: Double) -> Bool {
        held.map { now + Self.tolerance >= $0.due } ?? false
    }

    /// The hold whose repeat is due at `now`, with the following repeat scheduled along the
    /// curve (on the curve's own times, so frame timing does not stretch it; a host that fell
    /// more than one interval behind continues from `now`). Nil when nothing is due.
    mutating func takeDue(at now: Double) -> (source: Source, direction: MoveDirection, modifiers: KeyModifiers)? {
        guard isDue(at: now), var h = held else { return nil }
        let next = h.due + h.interval
        h.due = next > now ? next : now + h.interval
        h.interval = Swift.max(Self.shortestInterval, h.interval * Self.decay)
        held = h
        hasRepeated = true
        return (h.source, h.direction, h.modifiers)
    }
}
