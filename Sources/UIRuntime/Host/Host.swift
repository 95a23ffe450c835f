import UICore

/// The one host loop: input from a ``PlatformBackend`` into a ``HostedApp``, frames back out,
/// and sleep while nothing changes.
///
/// The live window calls ``run()``; `cookbook replay` drives the same host one virtual frame at
/// a time with ``dispatchEvents()`` and ``renderFrame(present:)`` while its script advances a
/// manual clock. A frame is built only when something may have changed (an event arrived, the
/// last frame was animating, the app's ``HostedApp/nextDeadline`` came, the window was exposed),
/// so an idle window sleeps in ``PlatformBackend/waitForEvents(timeout:)`` and draws nothing.
/// Main-actor jobs and `DispatchQueue.main` blocks run in the loop between frames (``MainQueue``).
///
/// See also: ``EventQueue`` (coalescing and rationing input), ``FrameSchedule``.
public final class Host<App: HostedApp> {
    /// The app being hosted.
    public let app: App
    /// Where events come from and frames go.
    public let backend: any PlatformBackend
    /// The time the app's deadlines are read against.
    public let clock: any TimeSource
    /// When the next frame is due.
    public private(set) var schedule = FrameSchedule()
    /// Frames shown so far (the idle-window measurement reads it): a frame the backend had
    /// nothing new to show for is not counted.
    public private(set) var framesPresented = 0

    private var queue = EventQueue()
    private var textInput: Bool?
    /// The caret rectangle last handed to the backend for the input method's candidates.
    private var textInputRect: Rect?

    /// A host for `app` on `backend`, reading time from `clock`.
    public init(app: App, backend: any PlatformBackend, clock: any TimeSource) {
        self.app = app
        self.backend = backend
        self.clock = clock
        fitWindow()
    }

    /// Reads waiting events and hands this frame's share to the app; returns whether any were
    /// handled. Events beyond ``EventQueue/perFrameLimit`` wait for the next call. The main
    /// actor's waiting jobs run first (``MainQueue``), on the main thread; when any ran, the app
    /// is handed a `.wake` with the events.
    @discardableResult
    public func dispatchEvents() -> Bool {
        queue.append(contentsOf: backend.pollEvents())
        // Main-actor jobs and main-queue blocks (an async load finishing) run here, on the loop's
        // thread between frames; what they wrote reaches the app as work finished (`.wake`).
        if MainQueue.runWaitingWork() { queue.append(.wake) }
        let events = queue.takeFrame()
        var changed = false
        for event in events {
            if app.handle(event) { changed = true }
            if case .resized = event { fitWindow() }
        }
        // Events that changed nothing (a key held against a wall, its system repeats) build no frame.
        if changed || !queue.isEmpty { schedule.invalidate() }
        return !events.isEmpty
    }

    /// Builds a frame, shows it when `present` is true, and returns it. The app is told whether
    /// input or ``setNeedsFrame()`` asked for it (``FrameRequest``): one due by time alone it may
    /// draw from its last layout.
    @discardableResult
    public func renderFrame(present: Bool = true) -> DisplayList {
        let started = clock.now
        let list = app.frame(FrameRequest(isInvalidated: isInvalidated, isDrawn: true)) ?? app.frame()
        finish(list, present: present, startedAt: started)
        return list
    }

    /// Whether input or ``setNeedsFrame()`` asked for the frame due now.
    private var isInvalidated: Bool { schedule.isInvalidated || !queue.isEmpty }

    /// What follows every built frame: text input turned on or off for it, the frame shown when
    /// `present` is true, and the next frame scheduled.
    private func finish(_ list: DisplayList, present: Bool, startedAt started: Double) {
        let wantsText = app.wantsTextInput
        if wantsText != textInput {
            textInput = wantsText
            backend.setTextInput(wantsText)
        }
        if wantsText, let rect = app.textInputRect, rect != textInputRect {
            textInputRect = rect
            backend.setTextInputRect(rect)
        }
        if present, backend.present(list) { framesPresented += 1 }
        schedule.frameDone(at: clock.now, startedAt: started, animating: app.isAnimating || !queue.isEmpty || (present && backend.wantsAnotherFrame),
                           deadline: app.nextDeadline)
    }

    /// One turn of the live loop: handle input, draw when due, else sleep until input or the
    /// next due time.
    public func runOnce() {
        dispatchEvents()
        let now = clock.now
        if schedule.isDue(at: now) {
            renderFrame()
            // Quitting (a closed window, Ctrl+Q, SIGTERM): no sleep before the loop ends.
            guard app.isRunning else { return }
            // Pace animation at about 60 Hz even without vsync, waking early for input.
            if let wait = schedule.wait(at: clock.now), wait > 0 { _ = backend.waitForEvents(timeout: wait) }
        } else if let wait = schedule.wait(at: now) {
            _ = backend.waitForEvents(timeout: wait)
        } else {
            _ = backend.waitForEvents(timeout: FrameSchedule.longestSleep)
        }
    }

    /// Something changed the app outside the event path (a replay's `screen` or `focus` line,
    /// a programmatic model change): the next frame is due now.
    public func setNeedsFrame() { schedule.invalidate() }

    /// One virtual frame of a replay on a manual clock: hands waiting input to the app and builds
    /// a frame only when one is due (input arrived, the last frame was animating, a deadline
    /// came), exactly as ``runOnce()`` decides, without sleeping. A frame that is not due would
    /// be identical to the last one, so skipping it keeps layout, focus, scroll and animation
    /// exact while a replay draws (or even lays out) only the frames that can differ.
    /// Returns whether a frame was built.
    ///
    /// `present` shows the frame when one is built. A step whose frame is not due presents
    /// nothing, so the backend keeps showing the last frame presented: nothing at all when every
    /// earlier step passed `present: false`. For a picture of the app as it is now (a test's
    /// screenshot, a replay's `shot`), call ``renderFrame(present:)``, which always builds and
    /// shows one.
    ///
    /// With `skippingLooks` (a replay between shots, where nothing is drawn), the app is told the
    /// frame will not be drawn (``FrameRequest/isDrawn``): a due frame that no input or
    /// ``setNeedsFrame()`` asked for and that can differ from the last one only in how it looks
    /// (a lift easing in, a marquee, a caret blink) it may skip, only noting the time; the
    /// schedule then moves on exactly as after a built frame, so the frames that are built, and
    /// everything they trace, stay the same.
    @discardableResult
    public func stepVirtualFrame(present: Bool = false, skippingLooks: Bool = false) -> Bool {
        dispatchEvents()
        let now = clock.now
        guard schedule.isDue(at: now) else { return false }
        guard skippingLooks, !present else {
            renderFrame(present: present)
            return true
        }
        guard let list = app.frame(FrameRequest(isInvalidated: isInvalidated, isDrawn: false)) else {
            schedule.frameDone(at: now, animating: app.isAnimating, deadline: app.nextDeadline)
            return false
        }
        finish(list, present: false, startedAt: now)
        return true
    }

    /// Runs the live loop until the app stops running.
    public func run() {
        while app.isRunning { runOnce() }
    }

    private func fitWindow() {
        backend.canvasScale = app.windowDidResize(backend.windowSize)
        schedule.invalidate()
    }
}
