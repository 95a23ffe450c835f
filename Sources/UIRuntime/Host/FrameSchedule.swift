/// When the host loop's next frame is due: now after input, one frame interval after an
/// animating frame, at the app's deadline otherwise, never while nothing changes.
public struct FrameSchedule: Sendable, Equatable {
    /// Seconds between animation frames: 60 Hz, the refresh rate docs/design.md's motion is tuned at
    /// (a vsynced present may hold a frame longer; this only keeps software renderers from
    /// spinning).
    public static let frameInterval = 1.0 / 60
    /// The longest the loop sleeps without a deadline before checking again (seconds): SDL wakes
    /// it for every event anyway; this only bounds the damage of a deadline nobody reported.
    public static let longestSleep = 1.0

    /// When the next frame should be built (clock seconds); nil: only input brings one.
    public private(set) var dueTime: Double? = -.infinity

    /// An empty schedule: the first frame is due at once.
    public init() {}

    /// Something changed (input, a resize, an exposed window): the next frame is due now.
    public mutating func invalidate() { dueTime = -.infinity }

    /// A frame was just built (and shown) by `now`: the next is due one interval later while
    /// animating, at `deadline` otherwise (or never).
    ///
    /// Animation frames keep a steady cadence: the next is due one interval after this one was
    /// due, not after it finished (building and presenting take part of the interval, and the
    /// sleep before it wakes up to a millisecond late), unless this frame fell a whole interval
    /// behind, when the cadence starts again from `now`.
    ///
    /// `start` is when the frame began (its input read, before building): a frame that input
    /// asked for starts the cadence there, so a slow first frame after a key press is followed
    /// by the next one as soon as it is due, not a whole interval after the slow one ended.
    public mutating func frameDone(at now: Double, startedAt start: Double? = nil, animating: Bool, deadline: Double?) {
        let start = min(start ?? now, now)
        let cadence: Double
        if let due = dueTime, due.isFinite, due <= start + Self.tolerance, start - due < Self.frameInterval {
            cadence = due + Self.frameInterval
        } else {
            cadence = start + Self.frameInterval
        }
        if animating { dueTime = cadence; return }
        // A deadline already past gets the next frame of the cadence, not a busy loop (a
        // deadline each frame, as a marquee's, keeps the cadence too).
        dueTime = deadline.map { max($0, cadence) }
    }

    /// Whether the next frame was asked for by ``invalidate()`` (input, a resize, an exposed
    /// window) rather than by an animation or a deadline.
    public var isInvalidated: Bool { dueTime == -.infinity }

    /// How far before its due time a clock reading still counts as reaching it (seconds): the
    /// tolerance the held-direction repeat uses (`DirectionRepeat`), because frame times summed
    /// from 1/60 s steps land a hair before a deadline they should meet; without it a replay
    /// building only due frames saw such a repeat one frame later than one building every frame.
    public static let tolerance = 1e-6

    /// Whether a frame is due at `now`.
    public func isDue(at now: Double) -> Bool { dueTime.map { now + Self.tolerance >= $0 } ?? false }

    /// Seconds to sleep from `now` until the next frame is due (capped at ``longestSleep``);
    /// nil when no frame is scheduled.
    public func wait(at now: Double) -> Double? {
        dueTime.map { min(Self.longestSleep, max(0, $0 - now)) }
    }
}
