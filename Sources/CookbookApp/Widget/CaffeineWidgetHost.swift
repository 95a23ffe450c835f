import Foundation
import UICore
import Widgets

/// The app's side of the caffeine widget: it runs the widget extension process (through a
/// ``WidgetHostSession``), shows the archives it sends, sends the intents of taps, and reports
/// what happens in the trace (`intent`, `timeline`, `value` of `total-caffeine`, `data`).
///
/// The app never runs widget view code (W3). Call ``tick(now:visible:)`` every frame with the
/// animation clock; dates come from the injected ``WallClock``. The session launches its
/// extension the first time the widget is visible and keeps it running (supervised, restarted
/// with back-off); the app's launcher has usually started that process already, in the
/// background after the first frame (``PrestartedLauncher``), so the first visit does not wait for it.
public final class CaffeineWidgetHost {
    /// While answers are awaited the host wakes every 1/60 s (one 60 Hz frame) to read them.
    static let pollInterval = 1.0 / 60
    /// One sweep of the stale shimmer: 1.2 s (tuned by eye; the system's placeholder shimmer
    /// sweeps about once a second).
    public static let shimmerPeriod = 1.2

    let session: WidgetHostSession
    let wallClock: WallClock
    let animationClock: any TimeSource
    /// The runtime's trace (`intent`, `timeline`, `value`, `data`) and spoken feedback (the
    /// total a newly shown entry holds).
    private let services: ModelServices
    /// The app model: its footer says what an intent could not do, in its interface's language
    /// (held weakly; without it, English as written and no footer).
    private weak var model: AppModel?
    /// One line for stderr.
    var report: (String) -> Void = { line in FileHandle.standardError.write(Data("cookbook: \(line)\n".utf8)) }

    private let intents = CaffeineWidget.intents
    /// What the extension was last told about the widget (time zone, legible minimum, layout
    /// direction, contrast, locale, text size and weight): a timeline is asked for again when
    /// the context due now differs from it.
    private var context: TimelineProviderContext
    private var started = false
    private var wasVisible = false
    private var shown: WidgetArchive?
    private var reported: WidgetArchive?
    private var previous: WidgetArchive?
    private var fade = AnimatedValue(0)
    private var staleSince: Double?
    private var problemReported = false
    /// Request keys of drinks logged by taps since the entry shown was made, oldest first: an
    /// Undo tapped before the reloaded entry arrives reverses the latest of them.
    private var unshownLogs: [String] = []
    /// Saved changes of intents sent and not yet performed, by control id, oldest first.
    private var awaitingSaves: [String: [String?]] = [:]
    /// The timeline entry the preview row shows (nil: the live entry for the current time).
    public private(set) var previewIndex: Int?

    /// A host launching extensions with `launch`, reading dates from `wallClock` and animating
    /// on `animationClock`, tracing and speaking through `services` and showing its problems in
    /// `model`'s footer.
    public init(wallClock: WallClock, animationClock: any TimeSource, sessionID: String, services: ModelServices, model: AppModel?,
                launch: @escaping () throws -> any WidgetTransport) {
        self.services = services
        self.model = model
        self.wallClock = wallClock
        self.animationClock = animationClock
        context = Self.context(timeZone: wallClock.calendar().timeZone.identifier, minimumFontSize: 0, layoutDirection: .leftToRight,
                               contrast: .standard)
        session = WidgetHostSession(kinds: [CaffeineWidget.kind: context], sessionID: sessionID, launch: launch)
    }

    /// `key` in the interface's language (English as written without the model).
    private func localized(_ key: LocalizedStringKey) -> String { model?.localized(key) ?? key.untranslated }

    /// Shows `text` in the footer (an intent that could not be performed).
    private func showMessage(_ text: String) { model?.footer.text = text }

    /// What the provider is told: the card's size, the host's time zone, the smallest font
    /// size (widget points) the host's window shows legibly, its layout direction and contrast.
    static func context(timeZone: String, minimumFontSize: Double, layoutDirection: LayoutDirection,
                        contrast: ColorSchemeContrast, locale: String? = nil, textScale: Double = 1,
                        boldText: Bool = false) -> TimelineProviderContext {
        TimelineProviderContext(displaySize: CaffeineWidgetView.size, timeZone: timeZone, minimumFontSize: minimumFontSize,
                                layoutDirection: layoutDirection, colorSchemeContrast: contrast, locale: locale,
                                textScale: textScale, boldText: boldText)
    }

    /// The minimum font size the extension is told for a host whose text must stay at least
    /// `minimum` canvas points: whole points, rounded up (never under the legible size), so a
    /// window being resized asks for a new archive only when the size moves by a point.
    static func requestedMinimumFontSize(_ minimum: Double) -> Double {
        // 1e-9 pt absorbs the division's rounding error: 14 px at scale 1 asks for 14, not 15.
        // At most what an extension serves (a tiny window's scale asks for more; text that
        // large does not fit the widget anyway).
        minimum.isFinite && minimum > 0 ? Swift.min((minimum - 1e-9).rounded(.up), TimelineProviderContext.maximumFontSize) : 0
    }

    // MARK: The frame

    /// Reads the extension's answers and updates what the widget shows; `visible` tells
    /// whether the widget is on screen (the extension is launched the first time it is), and
    /// `minimumFontSize` the smallest text, in canvas points, the window shows legibly (the
    /// widget card is drawn 1:1 on the canvas, so it is the size the extension's text needs),
    /// `layoutDirection` the window's (the widget is archived mirrored for right to left), and
    /// `contrast` the app's (Increase Contrast: the widget is archived with its stronger colours).
    ///
    /// Returns whether what the widget screen shows or the trace says changed (an answer, an
    /// entry come due, a problem, the extension started or stopped, the cross-fade ended): a
    /// host that ticks to look for an awaited answer builds a frame only then.
    @discardableResult
    public func tick(now: Double, visible: Bool, minimumFontSize: Double = 0, layoutDirection: LayoutDirection = .leftToRight,
                     contrast: ColorSchemeContrast = .standard, locale: Locale = Locale(identifier: "en_US"),
                     textScale: Double = 1, boldText: Bool = false) -> Bool {
        defer { wasVisible = visible }
        guard visible || started else { return false }
        let before = started ? Appearance(self) : nil
        started = true
        // English (United States) is not sent: such a request reads as before.
        let due = Self.context(timeZone: wallClock.calendar().timeZone.identifier,
                               minimumFontSize: Self.requestedMinimumFontSize(minimumFontSize), layoutDirection: layoutDirection,
                               contrast: contrast, locale: locale.identifier == "en_US" ? nil : locale.identifier,
                               textScale: textScale, boldText: boldText)
        if due != context {
            // "Today" is cut in the new zone, the window's scale changed what is legible, the
            // layout turned round or the settings changed: ask for a timeline computed and
            // archived for it (before the first start, this is what the first request carries).
            context = due
            session.setContext(due, for: CaffeineWidget.kind, now: now)
        }
        session.tick(now: now, date: wallClock.now())
        let events = session.takeEvents()
        for event in events { handle(event) }
        let entries = session.entries(kind: CaffeineWidget.kind)
        if let i = previewIndex, !entries.indices.contains(i) { previewIndex = nil }
        let archive = previewIndex.map { entries[$0] } ?? session.archive(kind: CaffeineWidget.kind, at: wallClock.now())
        if archive != shown {
            // The implicit transition between entries: the old one fades out over the new.
            if let old = shown, archive != nil {
                previous = old
                fade.set(1)
                fade.animate(to: 0, with: .default, at: now)
            }
            shown = archive
        }
        if !visible { reported = nil }
        if visible, let archive = shown, archive != reported || !wasVisible {
            reported = archive
            if let total = archive.values["total-caffeine"] {
                services.trace(.value(id: "total-caffeine", value: .number(total)))
                if let mg = Int(exactly: total.rounded()) { services.say(localized("Total caffeine, \(mg) milligrams")) }
            }
        }
        if session.isStale(kind: CaffeineWidget.kind) { staleSince = staleSince ?? now } else { staleSince = nil }
        if !fade.isAnimating(at: now) { previous = nil }
        return !events.isEmpty || before != Appearance(self)
    }

    /// What of the host the widget screen reads, but the clock: two ticks that leave it alike
    /// (and take no event) change nothing on screen.
    private struct Appearance: Equatable {
        var shown: WidgetArchive?, fading: Bool, stale: Bool, failing: Bool, preview: Int?
        var entries: Int, overrides: [String: Bool]

        init(_ host: CaffeineWidgetHost) {
            shown = host.shown
            fading = host.previous != nil
            stale = host.staleSince != nil
            failing = host.isFailing
            preview = host.previewIndex
            entries = host.session.entries(kind: CaffeineWidget.kind).count
            overrides = host.session.toggleOverrides(kind: CaffeineWidget.kind)
        }
    }

    private func handle(_ event: WidgetHostEvent) {
        switch event {
        case .intent(let id, let pid):
            services.trace(.intent(id: id, pid: Int(pid)))
            if let saved = awaitingSaves[id]?.first { awaitingSaves[id]?.removeFirst(); if let saved { services.trace(.data(what: saved)) } }
        case .timeline(let kind, let entries):
            services.trace(.timeline(entries: entries))
            // The entry now shown was made after every tap performed: it shows their drinks.
            if !session.isStale(kind: kind) { unshownLogs = [] }
            problemReported = false
        case .problem(let text):
            // One line per failure: a restart that fails again stays quiet until one works.
            guard !problemReported else { return }
            problemReported = true
            report(text)
        case .intentFailed(let id, let message):
            awaitingSaves[id]?.removeFirst()
            showMessage(localized("The widget could not do that (\(id)): \(message)"))
        }
    }

    /// Whether anything the widget draws is moving (the stale shimmer, the entry cross-fade).
    public func isAnimating(at now: Double) -> Bool { staleSince != nil || fade.isAnimating(at: now) }

    /// The next animation-clock time the widget needs a frame by itself: answers to read, a
    /// restart or timeout, an entry coming due or a reload by the timeline's policy.
    public func nextDeadline(after now: Double) -> Double? {
        guard started else { return nil }
        var due: [Double] = []
        if session.isWaiting { due.append(now + Self.pollInterval) }
        if let d = session.nextDeadline { due.append(d) }
        let date = wallClock.now()
        let nextEntry = session.entries(kind: CaffeineWidget.kind).first { $0.date > date }?.date
        for wall in [nextEntry, session.nextReloadDate].compactMap({ $0 }) {
            due.append(now + max(0, wall.timeIntervalSince(date)))
        }
        return due.min()
    }

    // MARK: Input

    /// A widget control was tapped (or got Return / pad A): toggles flip at once, the intent
    /// goes to the extension, and the widget is stale until the reloaded entry arrives (W3, W4).
    public func activate(_ id: String) {
        previewIndex = nil
        let date = wallClock.now()
        guard let control = session.archive(kind: CaffeineWidget.kind, at: date)?.controls.first(where: { $0.id == id }) else { return }
        let intent = try? intents.intent(from: control.intent)
        let key = session.nextRequestKey
        var sending: IntentEnvelope?
        if intent is UndoLastDrinkIntent, session.isStale(kind: CaffeineWidget.kind) {
            // The Undo drawn names the last drink of an entry made before this tap's drinks:
            // it reverses the drink logged last instead, by its request; with none, it is refused.
            guard let logged = unshownLogs.popLast(), let envelope = try? IntentEnvelope(UndoLastDrinkIntent(requestKey: logged)) else {
                showMessage(localized("Undo waits for the widget to show the last drink"))
                return
            }
            sending = envelope
        }
        guard session.activate(controlID: id, kind: CaffeineWidget.kind, at: date, now: animationClock.now, sending: sending) else { return }
        if intent is LogDrinkIntent { unshownLogs.append(key) }
        awaitingSaves[id, default: []].append(intent?.savedChange)
        staleSince = staleSince ?? animationClock.now
    }

    /// The timeline preview shows entry `index` (nil: back to the live entry), playing the
    /// entry transition (W1).
    public func preview(_ index: Int?) { previewIndex = index }

    /// Stops the extension (at quit).
    public func shutdown() { session.shutdown() }

    /// Whether requests to the extension await answers (a replay lets them finish before it ends).
    public var isBusy: Bool { session.isWaiting }

    // MARK: What the screen shows

    /// The widget as the archives draw it at the animation clock's time (the entry fading in,
    /// the stale shimmer), nil until the first timeline arrived.
    func widgetView() -> ArchivedWidgetView? {
        guard let shown else { return nil }
        let now = animationClock.now
        return ArchivedWidgetView(
            archive: shown, previous: previous, previousOpacity: previous == nil ? 0 : fade.value(at: now),
            toggleOverrides: session.toggleOverrides(kind: CaffeineWidget.kind),
            stale: staleSince.map { .init(phase: ((now - $0) / Self.shimmerPeriod).truncatingRemainder(dividingBy: 1)) },
            activate: { [unowned self] id in self.activate(id) })
    }

    /// The current timeline's entries (for the preview row).
    var entries: [WidgetArchive] { session.entries(kind: CaffeineWidget.kind) }

    /// Whether the extension is failing (started, but no extension running now).
    var isFailing: Bool { started && !session.isRunning }

    /// The calendar dates are shown in.
    var calendar: Calendar { wallClock.calendar() }
}
