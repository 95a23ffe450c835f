import Foundation

/// The host's side of the widget protocol: keeps an extension running, asks it for timelines,
/// sends it the intents of taps, and shows the last good archives (W1, W3, W4).
///
/// The host never runs widget view code: it draws ``WidgetArchive``s. Call ``tick(now:)`` every
/// frame with the host's clock (seconds); it reads answers, reloads timelines whose policy or
/// ``WidgetCenter`` asks, and watches the extension. An extension that dies, breaks the
/// protocol or leaves a request unanswered for ``responseTimeout`` is stopped and restarted with
/// ``RestartBackoff``; meanwhile the last good archive stays on screen marked stale, and an intent
/// in flight is re-sent once to the new extension with the same request number (so an intent
/// recorded as done is never applied twice; see ``IntentRequest``).
public final class WidgetHostSession {
    /// 2 s without an answer counts as hung (our limit; WidgetKit gives
    /// extensions a few seconds per timeline request).
    public static let responseTimeout = 2.0
    /// 10 s for a fresh extension to say hello (start the process, open the fonts and the store):
    /// the response timeout counts only from the hello, so a cold start on a loaded machine is
    /// not mistaken for a hang (our choice; launchd gives a job 20 s to check in).
    public static let startupTimeout = 10.0

    private let launch: () throws -> any WidgetTransport
    private var contexts: [String: TimelineProviderContext]
    private let sessionID: String
    private var transport: (any WidgetTransport)?
    /// When the running extension was started, until it said hello (nil once it has).
    private var awaitingHelloSince: Double?
    private var backoff = RestartBackoff()
    private var restartAt: Double? = 0
    private var displays: [String: WidgetDisplayState] = [:]
    private var requests = WidgetRequests()
    private var nextRequest = 1
    private var events: [WidgetHostEvent] = []

    /// A session serving widget `kinds` (each with its context), starting extensions with `launch`.
    public init(kinds: [String: TimelineProviderContext], sessionID: String,
                launch: @escaping () throws -> any WidgetTransport) {
        self.contexts = kinds
        self.sessionID = sessionID
        self.launch = launch
        for kind in kinds.keys { displays[kind] = WidgetDisplayState() }
    }

    // MARK: What the host shows

    /// The archive of `kind` to show at wall-clock `date`, with flipped toggles applied by the
    /// caller through ``toggleOverrides(kind:)``; nil until a first timeline arrived.
    public func archive(kind: String, at date: Date) -> WidgetArchive? {
        displays[kind]?.timeline?.entry(at: date)
    }

    /// The entries of `kind`'s current timeline (for the timeline preview).
    public func entries(kind: String) -> [WidgetArchive] { displays[kind]?.timeline?.entries ?? [] }

    /// Whether `kind`'s invalidatable content is stale (a reload is in flight, or the extension failed).
    public func isStale(kind: String) -> Bool { displays[kind]?.isStale ?? false }

    /// Toggles the user flipped since the last reload, by id.
    public func toggleOverrides(kind: String) -> [String: Bool] { displays[kind]?.toggleOverrides ?? [:] }

    /// Events since the last call, oldest first.
    public func takeEvents() -> [WidgetHostEvent] {
        defer { events = [] }
        return events
    }

    /// The next host-clock time the session needs a tick without input (a restart or a
    /// timeout), so a sleeping host loop can wake for it.
    public var nextDeadline: Double? {
        guard transport != nil else { return restartAt }
        if let since = awaitingHelloSince { return since + Self.startupTimeout }
        return requests.oldestSendTime.map { $0 + Self.responseTimeout }
    }

    /// Whether requests are waiting for answers (the host polls for them each frame).
    public var isWaiting: Bool { transport != nil && requests.oldestSendTime != nil }

    /// Whether an extension is running (started and not failed since).
    public var isRunning: Bool { transport != nil }

    /// Changes what `kind`'s provider is told (the host's time zone changed) and reloads it.
    public func setContext(_ context: TimelineProviderContext, for kind: String, now: Double) {
        guard contexts[kind] != nil, contexts[kind] != context else { return }
        contexts[kind] = context
        requestTimeline(kind, now: now)
    }

    /// The next wall-clock time a timeline's reload policy asks for a reload.
    public var nextReloadDate: Date? { displays.values.compactMap(\.reloadAt).min() }

    // MARK: Input

    /// The user tapped (or pressed Return on) `controlID` of `kind`'s archive shown at `date`:
    /// a toggle flips at once, the intent goes to the extension, and the content is stale until
    /// the reloaded timeline arrives. Returns false when there is no such control.
    /// A toggle sends the intent for the state it shows after the tap (``WidgetControl/intent(showing:)``);
    /// `sending`, when given, is sent instead of the control's intent (a host that knows better
    /// what the tap means while the shown entry is stale).
    @discardableResult
    public func activate(controlID: String, kind: String, at date: Date, now: Double, sending: IntentEnvelope? = nil) -> Bool {
        guard let archive = archive(kind: kind, at: date),
              let control = archive.controls.first(where: { $0.id == controlID }) else { return false }
        var envelope = control.intent
        if case .toggle(let isOn, _, _) = control.kind {
            let shown = displays[kind]?.toggleOverrides[controlID] ?? isOn
            displays[kind]?.toggleOverrides[controlID] = !shown
            envelope = control.intent(showing: !shown)
        }
        if let sending { envelope = sending }
        displays[kind]?.isStale = true
        let number = nextRequest
        nextRequest += 1
        requests.intents[number] = .init(kind: kind, controlID: controlID, envelope: envelope, sentAt: now, retried: false)
        transport?.send(.perform(request: number, session: sessionID, intent: envelope))
        return true
    }

    /// The key (``IntentRequest/key``) the next activated control's request will carry.
    public var nextRequestKey: String { IntentRequest(number: nextRequest, session: sessionID).key }

    /// Asks for fresh timelines of the kinds ``WidgetCenter`` (or the app) requested.
    public func reload(_ request: WidgetCenter.ReloadRequest, now: Double) {
        for kind in contexts.keys where request.includes(kind) { requestTimeline(kind, now: now) }
    }

    // MARK: The frame

    /// Reads answers, restarts a failed extension when its back-off has passed, reloads by
    /// policy and detects hangs. `now` is the host's clock (seconds), `date` the wall clock.
    public func tick(now: Double, date: Date) {
        if transport == nil, let at = restartAt, now >= at { start(now: now) }
        guard let link = transport else { return }
        for message in link.receive() { handle(message, now: now) }
        if !link.isAlive {
            fail(link.problem.map { "the widget extension stopped (\($0))" } ?? "the widget extension stopped", now: now)
            return
        }
        if let since = awaitingHelloSince {
            if now - since >= Self.startupTimeout { fail("the widget extension did not start within \(Self.startupTimeout) s", now: now) }
            return
        }
        if let oldest = requests.oldestSendTime, now - oldest >= Self.responseTimeout {
            fail("the widget extension did not answer within \(Self.responseTimeout) s", now: now)
            return
        }
        for (kind, state) in displays {
            if let at = state.reloadAt, date >= at, requests.timelines[kind] == nil { requestTimeline(kind, now: now) }
        }
    }

    /// How long ``shutdown()`` lets the extension finish the intents it was sent before it is
    /// killed (seconds): an intent's store write takes milliseconds; a hung extension holds the
    /// app's exit no longer than this.
    public static let shutdownGrace = 2.0

    /// Stops the extension (at quit): it is told to shut down, finishes what it was sent before
    /// (an intent tapped just before quitting is written, not cut off) and closes its output
    /// (``WidgetTransport/finish(within:)``), then exits by itself; one that has not closed it
    /// after ``shutdownGrace`` is killed.
    public func shutdown() {
        transport?.send(.shutdown)
        transport?.finish(within: Self.shutdownGrace)
        transport = nil
        restartAt = nil
    }

    private func start(now: Double) {
        restartAt = nil
        do { transport = try launch() } catch {
            fail("the widget extension could not start: \(error)", now: now)
            return
        }
        backoff.started(at: now)
        awaitingHelloSince = now
        // A fresh extension: ask for every timeline, and re-send intents not yet performed once.
        for kind in contexts.keys { requestTimeline(kind, now: now) }
        for (number, intent) in requests.intents.sorted(by: { $0.key < $1.key }) {
            guard !intent.retried else {
                requests.intents[number] = nil
                events.append(.intentFailed(id: intent.controlID, message: "the widget extension stopped twice while performing it"))
                continue
            }
            requests.intents[number]?.retried = true
            requests.intents[number]?.sentAt = now
            transport?.send(.perform(request: number, session: sessionID, intent: intent.envelope))
        }
    }

    private func requestTimeline(_ kind: String, now: Double) {
        guard let context = contexts[kind] else { return }
        requests.timelines[kind] = now
        displays[kind]?.reloadAt = nil
        transport?.send(.timeline(kind: kind, context: context))
    }

    private func handle(_ message: ExtensionMessage, now: Double) {
        switch message {
        case .hello:
            // Timeouts count from here: requests sent while the process started get a fresh 2 s.
            awaitingHelloSince = nil
            for kind in requests.timelines.keys { requests.timelines[kind] = now }
            for number in requests.intents.keys { requests.intents[number]?.sentAt = now }
        case .timeline(let kind, let entries, let policy):
            guard displays[kind] != nil else { return }
            requests.timelines[kind] = nil
            let timeline = Timeline(entries: entries, policy: policy)
            displays[kind]?.timeline = timeline
            // The reloaded entry shows the intent's effect: the stale look and flipped toggles end,
            // unless another intent of this kind is still in flight.
            if !requests.intents.values.contains(where: { $0.kind == kind }) {
                displays[kind]?.isStale = false
                displays[kind]?.toggleOverrides = [:]
            }
            displays[kind]?.reloadAt = timeline.reloadDate
            events.append(.timeline(kind: kind, entries: entries.count))
        case .performed(let number, let pid):
            guard let intent = requests.intents.removeValue(forKey: number) else { return }
            events.append(.intent(id: intent.controlID, pid: pid))
            // After an intent the timeline is always reloaded (W3).
            requestTimeline(intent.kind, now: now)
        case .failed(let number, let kind, let text):
            if let number, let intent = requests.intents[number] {
                events.append(.intentFailed(id: intent.controlID, message: text))
            } else {
                events.append(.problem("widget extension: \(text)"))
            }
            // A failed timeline keeps the last good one on screen, stale; a failed intent still
            // reloads, so the widget shows the data as it really is.
            if let kind, displays[kind] != nil, number == nil {
                requests.timelines[kind] = nil
                displays[kind]?.isStale = true
            }
            if let number, let intent = requests.intents.removeValue(forKey: number) {
                requestTimeline(intent.kind, now: now)
            }
        }
    }

    private func fail(_ problem: String, now: Double) {
        transport?.terminate()
        transport = nil
        awaitingHelloSince = nil
        let delay = backoff.failed(at: now)
        restartAt = now + delay
        requests.timelines = [:]
        for kind in displays.keys { displays[kind]?.isStale = true }
        events.append(.problem("\(problem); restarting it in \(delay) s"))
    }
}
