import Foundation
import UICore
import UIRuntime

/// The common case in one call: a window showing a root view, or the same app offscreen.
///
/// ```swift
/// import SDLBackend
/// import UICore
///
/// SDLApp.run(title: "Shelves") { RootView() }
/// ```
///
/// Without options it opens a window of `size` (window coordinates) showing `content` on a
/// `canvas` of points, and returns when the window closes. The window's loop runs on the calling
/// (main) thread and runs the main actor's jobs between frames, so a `Task { @MainActor in … }`
/// the app starts — a load awaiting its service — writes its model there and the window shows
/// it. It reads the options `cookbook` has where they apply to any app: `--size WxH` (the
/// window's size), `--fullscreen`, `--renderer auto|gpu|software` (the drawing path), `--trace
/// FILE` (the trace's JSON lines: `focus`, `key`, `move`, `scroll`, `speak`…), `--speak` (spoken
/// feedback on from the start, through speech-dispatcher; Ctrl+Alt+S turns it on and off either
/// way). `@AppStorage` values are kept in `$XDG_CONFIG_HOME/TITLE/app-storage.json` (`AppStorageFile`).
///
/// With `--headless` it runs the same views offscreen on a virtual clock instead: it settles,
/// prints `focus: ID`, then does each input in order — each key of `--keys` (comma-separated
/// names as replay scripts spell them: `right`, `return`, `escape`, `shift+tab`, …) and each
/// `--type TEXT` (typed into the focused text field) — printing `KEY: focus ID` after each, and
/// with `--speak` each thing spoken as `  says: TEXT`; `--shot FILE.png` saves the last frame.
/// Options it does not know are left to the program. A bad option value stops with one line on
/// stderr and exit status 2; no display (or no renderer) for the window stops with exit status 1.
public enum SDLApp {
    /// The window's size when the caller gives none, in window coordinates: 1280 × 720, a size
    /// every desktop display holds (the canvas scales to fit it).
    public static let defaultWindowSize = Size(width: 1280, height: 720)
    /// The design canvas when the caller gives none, in points: 1920 × 1080, the tvOS canvas.
    public static let defaultCanvas = Size(width: 1920, height: 1080)
    /// Virtual frames a headless run lets pass at start and after each key: half a second at
    /// 60 Hz, longer than a focus lift or a sheet's presentation takes to settle.
    public static let settleFrames = 30
    /// The most virtual frames a headless run waits for animations to stop after a key: ten
    /// seconds at 60 Hz, beyond any scroll fling, so a perpetual animation cannot hang a run.
    public static let maximumSettleFrames = 600
    /// Real seconds a headless step waits, after main-actor work ran in it, for more to arrive
    /// (an awaited load coming back): a hop through Swift's task pool takes microseconds, and
    /// this leaves a busy machine's scheduler plenty (our estimate).
    public static let asyncQuiet = 0.1
    /// Real seconds a headless step waits for main-actor work in all, so an app that keeps
    /// sending itself work cannot hang a run.
    public static let asyncSettleLimit = 5.0
    /// Pixels per point of a headless run's frames (half size: `--shot` is a preview).
    public static let headlessScale = 0.5

    /// Opens a window showing `content`, or with `--headless` runs it offscreen (see ``SDLApp``).
    ///
    /// - Parameters:
    ///   - title: the window title; nil takes the program's name.
    ///   - size: the window's size in window coordinates (`--size` overrides it).
    ///   - canvas: the points the views lay out in (the window scales them to fit its width).
    ///   - arguments: the command-line options to read (the program's own by default).
    ///   - content: the root view, built once when the app starts, as SwiftUI's `WindowGroup`
    ///     builds its content: what it makes where it is declared (`let songs = … UUID() …`)
    ///     keeps its identity; what changes lives in state, models and the views' bodies.
    public static func run<Root: View>(title: String? = nil, size: Size = defaultWindowSize, canvas: Size = defaultCanvas,
                                       arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                                       content: @escaping () -> Root) {
        // A vanished pipe reader is a failed write, not death; SIGTERM and SIGINT quit the loop.
        QuitSignals.install()
        let options: Options
        do { options = try Options(arguments) } catch { fail(error.message, status: 2) }
        let name = title ?? ProcessInfo.processInfo.processName
        let trace: TraceFile?
        do { trace = try options.trace.map { path throws(TraceFile.OpenError) in try TraceFile(path: path) } } catch {
            fail(error.description, status: 2)
        }
        // A trace that cannot be written (a full disk) stops with one line; the app runs on.
        trace?.onFailure = { FileHandle.standardError.write(Data("\(name): \($0)\n".utf8)) }
        if options.headless {
            do {
                let steps = try runHeadless(canvas: canvas, inputs: options.steps, shot: options.shot, speak: options.speak,
                                            trace: trace.map { file in { file.write($0) } }, content: content)
                for step in steps {
                    print(step.input.map { "\($0): focus \(step.focus?.description ?? "none")" } ?? "focus: \(step.focus?.description ?? "none")")
                    for line in step.spoken { print("  says: \(line)") }
                }
            } catch { fail(error.message, status: 2) }
            return
        }
        do {
            let windowSize = options.size ?? size
            let window = try SDLWindow(title: name, width: Int(windowSize.width.rounded()), height: Int(windowSize.height.rounded()),
                                       fullscreen: options.fullscreen, renderer: options.renderer)
            // `@AppStorage` values are kept in the app's config folder; the last writes reach the
            // file before the process ends (at most a few seconds).
            let storage = AppStorageFile(url: AppStorageFile.file(forApp: name)) { FileHandle.standardError.write(Data("\(name): \($0)\n".utf8)) }
            AppStorageStore.standard.backing = storage
            defer { storage.flush() }
            let clock = SystemTimeSource()
            // The root is built once: built again for every frame, ids a root makes as it is
            // created (a `UUID` in a `let`) were new each frame, and focus lost its view each time.
            let root = content()
            let app = ViewHost(canvas: canvas, clock: clock, measurer: window.measurer) { _ in root }
            if let trace { app.tracer.sink = { trace.write($0) } }
            let path = window.drawingPath
            app.tracer.emit(.renderer(name: path.name, driver: path.driver, device: path.device, reason: path.reason))
            // Spoken feedback (`--speak`, or Ctrl+Alt+S) speaks through speech-dispatcher,
            // connected in the background: a daemon that cannot be reached is one line on stderr.
            let speech = WindowSpeech(clientName: name)
            app.speech.connect = speech.connect
            // The last words reach the daemon before the process ends.
            defer { speech.flush() }
            if options.speak { app.speech.setEnabled(true) }
            // The accessibility tree on AT-SPI, for Orca (off without an accessibility bus).
            app.platformAccessibility = AccessibilityBus(applicationName: name, window: window)
            QuitSignals.onQuit = { SDLSession.postQuit() }
            defer { QuitSignals.onQuit = nil }
            // COOKBOOK_PRESENT_LOG=FILE (hidden, for `make bench`'s `live:` rows): every present timed.
            let log = ProcessInfo.processInfo.environment["COOKBOOK_PRESENT_LOG"].flatMap { PresentLog(window: window, path: $0) }
            log?.focusedID = { [unowned app] in app.context.focusedID?.description }
            log?.blankTiles = { [unowned app] list in app.root.map { BlankTiles.count(in: $0, list: list) } ?? 0 }
            log?.layoutGeneration = { [unowned app] in app.layoutGeneration }
            Host(app: app, backend: log.map { $0 as any PlatformBackend } ?? window, clock: clock).run()
        } catch { fail("\(error)", status: 1) }
    }

    /// Runs `content` offscreen on a virtual clock, presses `keys` one after another, and returns
    /// the focused id after start-up and after each key (nil where nothing is focused).
    ///
    /// Each step lets ``settleFrames`` virtual frames pass, and more while something still
    /// animates (at most ``maximumSettleFrames``); when main-actor work ran in them (an async
    /// load), it waits for what that work awaits to come back (``asyncQuiet``, at most
    /// ``asyncSettleLimit`` in all) and settles again, so the load lands within the step.
    /// `shot` saves the last frame as a PNG.
    public static func runHeadless<Root: View>(canvas: Size = defaultCanvas, keys: [KeyChord], shot: String? = nil,
                                               content: @escaping () -> Root) throws(SDLError) -> [ViewID?] {
        try runHeadless(canvas: canvas, inputs: keys.map { .key($0) }, shot: shot, content: content).map(\.focus)
    }

    /// Runs `content` offscreen on a virtual clock, doing `inputs` one after another (keys
    /// pressed and released, text typed into the focused field), and returns where focus stood
    /// and what spoken feedback said after start-up and after each input.
    ///
    /// Each step lets ``settleFrames`` virtual frames pass, and more while something still
    /// animates (at most ``maximumSettleFrames``); when main-actor work ran in them (an async
    /// load), it waits for what that work awaits to come back (``asyncQuiet``, at most
    /// ``asyncSettleLimit`` in all) and settles again, so the load lands within the step.
    /// `shot` saves the last frame as a PNG; with
    /// `speak` spoken feedback is on (its words are recorded, not spoken); `trace` receives the
    /// trace's JSON lines.
    public static func runHeadless<Root: View>(canvas: Size = defaultCanvas, inputs: [HeadlessInput], shot: String? = nil,
                                               speak: Bool = false, trace: ((String) -> Void)? = nil,
                                               content: @escaping () -> Root) throws(SDLError) -> [HeadlessStep] {
        let clock = ManualClock()
        let target: HeadlessTarget
        do { target = try HeadlessTarget(canvas: canvas, scale: headlessScale) } catch {
            throw (error as? SDLError) ?? SDLError("\(error)")
        }
        // Built once, as the live window builds it.
        let root = content()
        let app = ViewHost(canvas: canvas, clock: clock, measurer: target.measurer) { _ in root }
        app.tracer.sink = trace
        if speak { app.speech.setEnabled(true) }
        let host = Host(app: app, backend: target, clock: clock)
        func settle() {
            let started = Date()
            while true {
                let runs = MainQueue.runs
                for frame in 0..<maximumSettleFrames {
                    if frame >= settleFrames, !app.isAnimating { break }
                    clock.advance(by: 1.0 / 60)
                    host.stepVirtualFrame(present: shot != nil)
                }
                // Main-actor work ran in these frames (an async load set going or landing): what
                // it awaits may come back at once, on the real clock. Let it land, and settle again.
                guard MainQueue.runs != runs, Date().timeIntervalSince(started) < asyncSettleLimit,
                      MainQueue.waitForWork(seconds: asyncQuiet) else { break }
            }
        }
        func step(_ input: HeadlessInput?) -> HeadlessStep {
            HeadlessStep(input: input, focus: app.context.focusedID, spoken: app.speech.takeSpoken().map(\.text))
        }
        var steps: [HeadlessStep] = []
        SDLSession.withLock {
            settle()
            steps.append(step(nil))
            for input in inputs {
                switch input {
                case .key(let chord): target.injector.pushKeyTap(chord)
                case .text(let text): _ = target.injector.pushTyping(text)
                }
                settle()
                steps.append(step(input))
            }
        }
        if let shot {
            host.renderFrame(present: true)
            do { try target.savePNG(shot) } catch { throw (error as? SDLError) ?? SDLError("\(shot): \(error)") }
        }
        return steps
    }

    /// Prints one line on stderr and exits.
    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
