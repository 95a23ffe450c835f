import UICore

/// The Digital Crown's on-screen feedback while the wheel turns a crown binding: a short
/// indicator beside the control (a track with the value's position, as watchOS shows beside a
/// crown-driven picker) and a detent tick each time the value crosses a stride.
///
/// Timed on the runtime's clock: it shows for ``visibleDuration`` after the last turn and fades
/// out; the tick flashes for ``tickDuration``. Between changes it names its next change as a
/// deadline, so an idle host sleeps.
final class CrownIndicator {
    /// How long the indicator stays after the last turn (seconds): watchOS's crown scroll
    /// indicator hides about a second after the crown stops (watched on an Apple Watch).
    static let visibleDuration = 1.0
    /// Its fade-out at the end (seconds): docs/design.md's 0.2 s focus timing.
    static let fade = 0.2
    /// The detent tick's flash (seconds): a haptic detent is a ~10 ms click; 0.12 s (docs/design.md's
    /// press duration) is the shortest flash that reads at 60 Hz.
    static let tickDuration = 0.12
    /// Track size and distance from the control (points; docs/design.md's watch green, tuned by eye).
    static let trackWidth = 10.0
    static let gap = 18.0
    static let green = Color(r: 48, g: 209, b: 88)

    /// The last turn: which view, when, the value's position in its range (0…1), whether it
    /// crossed a detent.
    private var turn: (id: ViewID, at: Double, fraction: Double, ticked: Bool)?

    /// A turn of the crown bound to `id` at `now`, leaving `value` in `from…through` after
    /// crossing `detents` detents.
    func turned(_ id: ViewID, value: Double, from: Double, through: Double, detents: Int, now: Double) {
        let fraction = through > from ? Swift.min(1, Swift.max(0, (value - from) / (through - from))) : 0
        turn = (id, now, fraction, detents > 0)
    }

    /// Whether it is fading or the tick is flashing at `now`.
    func isAnimating(at now: Double) -> Bool {
        guard let t = turn else { return false }
        let age = now - t.at
        return (t.ticked && age < Self.tickDuration) || (age >= Self.visibleDuration - Self.fade && age < Self.visibleDuration)
    }

    /// The next time after `now` the picture changes by itself (the fade starts), nil when hidden.
    func nextDeadline(after now: Double) -> Double? {
        guard let t = turn else { return nil }
        let fadeStart = t.at + Self.visibleDuration - Self.fade
        if now < fadeStart { return fadeStart }
        return now < t.at + Self.visibleDuration ? t.at + Self.visibleDuration : nil
    }

    /// Draws the indicator beside `frame` (the turned view's frame), if it still shows at `now`.
    func draw(into list: inout DisplayList, frame: (ViewID) -> Rect?, now: Double) {
        guard let t = turn else { return }
        let age = now - t.at
        guard age >= 0, age < Self.visibleDuration, let f = frame(t.id) else {
            if age >= Self.visibleDuration { turn = nil }
            return
        }
        let opacity = Swift.min(1, (Self.visibleDuration - age) / Self.fade)
        let height = Swift.min(160, Swift.max(60, f.height))
        let track = Rect(x: f.maxX + Self.gap, y: f.midY - height / 2, width: Self.trackWidth, height: height)
        let thumbHeight = Self.trackWidth * 2.4
        // The top of the track is the range's end: turning up (away) raises the value.
        let thumb = Rect(x: track.minX, y: track.maxY - thumbHeight - t.fraction * (height - thumbHeight),
                         width: Self.trackWidth, height: thumbHeight)
        let ticking = t.ticked && age < Self.tickDuration
        list.append(.pushLayer(.identity, opacity: opacity))
        list.append(.fill(.capsule, track, Color.white.opacity(0.18)))
        list.append(.fill(.capsule, thumb, ticking ? .white : Self.green))
        if ticking {
            // The detent tick: a short mark beside the thumb.
            list.append(.fill(.capsule, Rect(x: track.maxX + 4, y: thumb.midY - 1.5, width: 12, height: 3), .white))
        }
        list.append(.popLayer)
    }
}
