import CookbookApp
import Foundation
import SDLBackend
import UICore
import UIRuntime

/// The live window: SDL events in, frames out when something changed; asleep in between.
public enum LiveApp {
    /// Opens the window and runs until the user quits; with `trace`, writes the JSON-lines trace
    /// there as it happens (wall-clock milliseconds since start; `docs/interfaces.md`).
    /// `renderer` picks the window's drawing path (`--renderer`).
    public static func run(_ options: LaunchOptions, trace: String? = nil, renderer: RendererChoice = .auto) throws {
        var times = StartupTimes()
        times.mark("main")
        let assets: AssetLocator
        do { assets = try AssetLocator() } catch { throw AppError("\(error)") }
        let dataDirectory = options.dataDirectory ?? LaunchOptions.defaultDataDirectory()
        // Checking the fonts, loading the catalogue and opening the user data store need no
        // window: they run beside SDL's window and renderer creation, the longest start-up step.
        // Their problems still come first (a bad font or catalogue stops before any display check).
        // The font check holds SDL's process-wide lock (SDL_ttf), as the window's creation does for
        // ~40 ms, so it runs on a thread of its own and the window waits for it: run after the
        // catalogue and store on one thread it waited for the window, ~6–10 ms the first frame lost.
        // The store still opens only once the fonts passed (a bad font leaves the data directory alone).
        let fontsDone = DispatchSemaphore(value: 0)
        var fontsUsable = false
        let fontsChecked = BackgroundStep {
            defer { fontsDone.signal() }
            try AppBootstrap.checkFonts(assets)
            fontsUsable = true
        }
        let opened = BackgroundStep { () throws -> (AppBootstrap, UserDataStore)? in
            let boot = try AppBootstrap(assets: assets, checkingFonts: false, catalogSize: options.catalogSize)
            fontsDone.wait()
            return fontsUsable ? (boot, boot.openStore(dataDirectory: dataDirectory)) : nil
        }
        /// The font problem, if any, once the other thread is done too (nothing is cut short).
        func checkedFonts() throws {
            do { try fontsChecked.value() } catch {
                _ = try? opened.value()
                throw error
            }
        }
        /// The bootstrap; a font problem comes first, as when one thread did both.
        func prepared() throws -> (AppBootstrap, UserDataStore) {
            try checkedFonts()
            // Not nil: the fonts passed.
            return try opened.value()!
        }
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty, (env["WAYLAND_DISPLAY"] ?? "").isEmpty, env["SDL_VIDEODRIVER"] == nil {
            _ = try prepared()
            throw AppError("no display available (DISPLAY and WAYLAND_DISPLAY are unset): run on a desktop or under xvfb-run, "
                           + "or use `cookbook replay` for headless runs")
        }
        // The window opens where it was last time (unless --size says otherwise).
        let frameFile = LaunchOptions.configDirectory().appendingPathComponent("window.json")
        let (remembered, problem) = options.size == nil ? WindowFrame.load(frameFile) : (nil, nil)
        let size = options.size ?? remembered.map { Size(width: Double($0.width), height: Double($0.height)) } ?? Size(width: 1280, height: 720)
        let traceFile: TraceFile?
        do { traceFile = try trace.map { try TraceFile.opened($0) } } catch {
            _ = try prepared()
            throw error
        }
        let window: SDLWindow
        // A font problem stops here; any other waits for the display check below, as before.
        try checkedFonts()
        do {
            window = try SDLWindow(title: "FocusCookbook", width: Int(size.width), height: Int(size.height),
                                   fullscreen: options.fullscreen || remembered?.fullscreen == true,
                                   position: remembered.map { ($0.x, $0.y) }, renderer: renderer, assets: assets)
        } catch {
            _ = try prepared()
            throw AppError("\(error)")
        }
        times.mark("window and renderer")
        let (boot, store) = try prepared()
        times.mark("fonts checked, catalogue, store opened")
        if let problem { FileHandle.standardError.write(Data("cookbook: \(problem)\n".utf8)) }
        let clock = SystemTimeSource()
        // From here SIGTERM and SIGINT quit as a closed window does, saving what is pending.
        QuitSignals.onQuit = { SDLSession.postQuit() }
        defer { QuitSignals.onQuit = nil }
        // A trace that cannot be written (a full disk) stops with one line; the app runs on.
        traceFile?.onFailure = { FileHandle.standardError.write(Data("cookbook: \($0)\n".utf8)) }
        // Spoken feedback speaks through speech-dispatcher, connected when it is first turned on
        // (a daemon that cannot be reached: one line on stderr, and the app runs on silently).
        let speech = WindowSpeech(clientName: "cookbook")
        // The last words reach the daemon before the process ends (never waiting on one that stopped answering).
        defer { speech.flush() }
        // COOKBOOK_PRESENT_LOG=FILE (hidden, for `make bench`'s `live:` rows): every present timed.
        let log = env["COOKBOOK_PRESENT_LOG"].flatMap { PresentLog(window: window, path: $0) }
        let extensions = WidgetExtensionLauncher.prestarting(dataDirectory: dataDirectory)
        // A spare extension the widget screen never took is stopped at quit.
        defer { extensions.discard() }
        let launch = AppLaunch(boot: boot, store: store, options: options, backend: log.map { $0 as any PlatformBackend } ?? window, clock: clock,
                               measurer: window.measurer,
                               widgetExtension: { try extensions.launch() },
                               trace: traceFile) { runtime in
            // The live window never waits for a commit (another process's lock, a slow disk), and a
            // finished commit or a store opened again wakes it at once, idle or not.
            runtime.model.repository.commitsInBackground = true
            runtime.model.repository.wake = { SDLSession.postWake() }
            let path = window.drawingPath
            runtime.traceRenderer(name: path.name, driver: path.driver, device: path.device, reason: path.reason)
            // Connects in the background: turning speech on never waits for the daemon.
            runtime.speechOutput = speech.connect
            // The accessibility tree on AT-SPI, where Orca reads it (off without an accessibility bus).
            runtime.platformAccessibility = AccessibilityBus(applicationName: "cookbook", window: window)
        }
        let (runtime, host) = (launch.runtime, launch.host)
        defer { runtime.widget?.shutdown() }
        log?.focusedID = { [unowned runtime] in runtime.context.focusedID?.description }
        log?.blankTiles = { [unowned runtime] list in runtime.root.map { BlankTiles.count(in: $0, list: list) } ?? 0 }
        log?.layoutGeneration = { [unowned runtime] in runtime.layoutGeneration }
        times.mark("controller mappings, runtime and key map")
        let started = clock.now
        // COOKBOOK_EXIT_AFTER_FIRST_FRAME=1 (hidden, for `make bench`'s `start:` figure): present the
        // first frame, say so on stdout, and quit without touching the user's data.
        if env["COOKBOOK_EXIT_AFTER_FIRST_FRAME"] == "1" {
            host.dispatchEvents()
            times.mark("first events")
            host.renderFrame()
            times.mark("first frame")
            FileHandle.standardOutput.write(Data("cookbook: first frame presented\n".utf8))
            return
        }
        // The first frame goes on screen first; then the widget extension starts in the
        // background, so the widget screen's first visit finds it running.
        host.runOnce()
        extensions.prestart()
        host.run()
        // COOKBOOK_FRAME_STATS=1 reports how many frames the window presented (idle measurements).
        if env["COOKBOOK_FRAME_STATS"] == "1" {
            let seconds = clock.now - started
            FileHandle.standardError.write(Data("cookbook: \(host.framesPresented) frames presented in \(String(format: "%.1f", seconds)) s\n".utf8))
        }
        // Everything typed is stored before the process ends (the commit thread is waited for).
        runtime.model.repository.commitAndWait()
        if let problem = window.rememberedFrame.save(frameFile) { FileHandle.standardError.write(Data("cookbook: \(problem)\n".utf8)) }
    }
}
