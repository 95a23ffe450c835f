import UICore

/// Short messages ("Controller connected: …", "Added to favourites") shown one after another in
/// a small banner over the UI, timed on the runtime's clock.
///
/// Any part of an app posts with ``show(_:duration:)`` (through `ViewHost.toasts`); the
/// ``ViewHost`` draws the current toast on top of every frame, reports ``isAnimating(at:)``
/// only while one fades in or out, and names the next change in its deadline, so a host whose
/// toasts are all shown (or still) sleeps. Messages queue: each shows for its own duration once
/// the one before it has gone; at most ``queueLimit`` wait (the oldest waiting ones are
/// dropped, so plugging a pad in and out quickly cannot pile up a minute of banners).
public final class ToastCenter {
    /// How long a toast shows, fades included (seconds): tvOS's "controller connected" banner
    /// stays about 2–3 s (watched on an Apple TV); 2.5 s reads a short line twice.
    public static let defaultDuration = 2.5
    /// Fade in and out (seconds): docs/design.md's 0.2 s focus timing, so banners move like focus.
    static let fade = 0.2
    /// Most messages waiting behind the one showing.
    public static let queueLimit = 3
    /// Banner text style: docs/design.md Caption1 (25 pt), the footer's size.
    static let font = Font(size: 25, weight: .semibold)
    /// Padding around the text inside the banner (tuned by eye).
    static let padding = (x: 28.0, y: 14.0)
    /// Lines a message wraps onto before it is cut: a banner stays a glance (tvOS's banners hold
    /// a line or two).
    static let lineLimit = 2
    /// The banner's fill, as before: 58/58/60, UIKit's systemGray4 in dark mode.
    static let background = Color(r: 58, g: 58, b: 60)

    /// A message, how long it shows and when it started (set once it reaches the front).
    private struct Toast { var message: String; var duration: Double; var start: Double? }

    private var toasts: [Toast] = []
    private let clock: any TimeSource
    /// Told each message as it is posted (spoken feedback announces it).
    public var onShow: ((String) -> Void)?

    /// An empty centre timing its toasts on `clock`.
    public init(clock: any TimeSource) { self.clock = clock }

    /// Queues `message` to show for `duration` seconds after the ones already queued (at once
    /// when none shows).
    public func show(_ message: String, duration: Double = ToastCenter.defaultDuration) {
        advance(to: clock.now)
        onShow?(message)
        toasts.append(Toast(message: message, duration: Swift.max(2 * Self.fade, duration), start: toasts.isEmpty ? clock.now : nil))
        while toasts.count > Self.queueLimit + 1 { toasts.remove(at: 1) }
    }

    /// Shows `message` now for `duration` seconds, cutting short the toast on show; the ones
    /// waiting follow it. For the answer to something the user just did ("Added … to
    /// Favorites"): queued behind a "Controller connected" banner, it used to appear seconds
    /// later, on whatever screen the user had moved to by then.
    public func showImmediately(_ message: String, duration: Double = ToastCenter.defaultDuration) {
        let now = clock.now
        advance(to: now)
        onShow?(message)
        toasts = [Toast(message: message, duration: Swift.max(2 * Self.fade, duration), start: now)] + toasts.dropFirst()
        while toasts.count > Self.queueLimit + 1 { toasts.remove(at: 1) }
    }

    /// The messages showing or waiting, the showing one first.
    public var messages: [String] { toasts.map(\.message) }

    /// Drops toasts whose time is over at `now` and starts the next one.
    private func advance(to now: Double) {
        while let first = toasts.first {
            // The showing toast always has a start (``show(_:duration:)`` or the one before set it).
            let start = first.start ?? now
            guard now >= start + first.duration else { return }
            toasts.removeFirst()
            if !toasts.isEmpty { toasts[0].start = start + first.duration }
        }
    }

    /// The toast showing at `now` and its opacity (0…1 while fading), nil when none shows.
    public func current(at now: Double) -> (message: String, opacity: Double)? {
        advance(to: now)
        guard let t = toasts.first, let start = t.start else { return nil }
        let end = start + t.duration
        let opacity = Swift.min(1, Swift.max(0, Swift.min((now - start) / Self.fade, (end - now) / Self.fade)))
        return (t.message, opacity)
    }

    /// Whether a toast is fading in or out at `now` (the next frame differs).
    public func isAnimating(at now: Double) -> Bool {
        guard let c = current(at: now) else { return false }
        return c.opacity < 1
    }

    /// The next clock time after `now` at which the picture changes: the showing toast starts to
    /// fade out; nil when none shows.
    public func nextDeadline(after now: Double) -> Double? {
        advance(to: now)
        guard let t = toasts.first, let start = t.start else { return nil }
        let fadeOut = start + t.duration - Self.fade
        return fadeOut > now ? fadeOut : start + t.duration
    }

    /// Draws the showing toast where `placement` puts it (clear of the chrome and the focused
    /// view, ``ToastPlacement``; asked only while a toast shows), its text no smaller than the
    /// environment's legible minimum (``EnvironmentValues/minimumFontSize``), wrapped onto a
    /// second line (then cut with an ellipsis) when it is wider than the canvas between its insets.
    func draw(into list: inout DisplayList, now: Double, measurer: any TextMeasuring, environment: EnvironmentValues,
              placement: () -> ToastPlacement) {
        guard let (message, opacity) = current(at: now), opacity > 0 else { return }
        let place = placement()
        let font = environment.legible(Self.font)
        let lines = TextContent(string: message, font: font, color: .white, lineLimit: Self.lineLimit)
            .wrapped(to: max(1, place.maxWidth - 2 * Self.padding.x), measurer: measurer)
        let sizes = lines.map { measurer.size(of: $0, font: font) }
        let lineHeight = measurer.size(of: message, font: font).height
        let width = sizes.map(\.width).max() ?? 0
        let box = place.frame(for: Size(width: width + 2 * Self.padding.x, height: Double(lines.count) * lineHeight + 2 * Self.padding.y))
        // One line is a capsule; more keep its end radius on a rounded rectangle.
        let shape: ShapeKind = lines.count > 1 ? .roundedRect(cornerRadius: Self.padding.y + lineHeight / 2) : .capsule
        list.append(.pushLayer(.identity, opacity: opacity))
        list.append(.shadow(shape, box, Color.black.opacity(0.5), blur: 20, offset: Point(x: 0, y: 8)))
        list.append(.fill(shape, box, Self.background))
        for (i, line) in lines.enumerated() {
            // Lines start at the leading edge: the right one in right-to-left layouts.
            let x = place.rightToLeft ? box.maxX - Self.padding.x - sizes[i].width : box.minX + Self.padding.x
            list.append(.text(line, font, .white, origin: Point(x: x, y: box.minY + Self.padding.y + Double(i) * lineHeight)))
        }
        list.append(.popLayer)
    }
}
