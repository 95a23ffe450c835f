import CookbookApp
import Foundation
import SDLBackend
import UICore
import UIRuntime

/// `cookbook replay`: the whole app headless on a virtual clock, each script line turned into
/// real SDL events pushed through the same event source a live window uses.
public enum ReplayRunner {
    /// Frame length of the virtual clock: 60 Hz.
    static let frame = 1.0 / 60
    /// Virtual time after each input line, so focus and scroll animations progress as a person
    /// would see them between presses (a quick but human pace, tuned by eye).
    static let afterInput = 0.25
    /// At the end of a script, up to 2 s of virtual frames let widget requests still in flight be
    /// answered (each takes ``ReplayWidgetTransport/latency``; a hung extension is given up on
    /// within its own timeout).
    static let widgetDrainFrames = 120

    public static func run(scriptPath: String, shots: String?, trace: String?, options: LaunchOptions) throws {
        let script = try ReplayScript.load(path: scriptPath)
        let frames = try ReplayFrameMode.fromEnvironment()
        let boot = try AppBootstrap(catalogSize: options.catalogSize)
        let dataDir = options.dataDirectory ?? FileManager.default.temporaryDirectory
            .appendingPathComponent("cookbook-replay-\(getpid())-\(UUID().uuidString.prefix(8))", isDirectory: true)
        let store = boot.openStore(dataDirectory: dataDir)
        let traceFile = try trace.map { try TraceFile.opened($0) }
        // As in the live window, a widget extension is started ahead of need: here as soon as the
        // store it shares is open, so the ~30 ms it takes to answer first run beside this
        // process's own start-up (a script showing the widget in its first lines waited 5–6 ms
        // for it when it started after the first frame). Answers still come on the virtual clock,
        // so nothing a script sees depends on when the process started.
        let extensions = WidgetExtensionLauncher.prestarting(dataDirectory: dataDir)
        defer { extensions.discard() }
        extensions.prestart()

        let clock = ManualClock()
        let pixels = options.size ?? Size(width: 1920, height: 1080)
        let target: HeadlessTarget
        do {
            let scale = AppRuntime.canvasGeometry(forPixels: pixels)?.scale ?? 1
            target = try HeadlessTarget(width: Int(pixels.width), height: Int(pixels.height), scale: scale,
                                        pointScale: scale, assets: boot.assets)
        } catch { throw AppError("\(error)") }
        // The live window's wiring and host, stepped one virtual frame at a time.
        let launch = AppLaunch(boot: boot, store: store, options: options, backend: target, clock: clock,
                               measurer: SDLTextMeasurer(assets: boot.assets),
                               widgetExtension: { ReplayWidgetTransport(try extensions.launch(), clock: clock) },
                               trace: traceFile) { runtime in
            // `built` and `drawn` resolve and lay out every frame, as replay did before looks-only
            // frames were skipped or drawn from the last layout.
            if frames == .built || frames == .drawn { runtime.tracksLooksOnlyFrames = false }
        }
        let (runtime, host, model) = (launch.runtime, launch.host, launch.model)
        // Pending text edits are committed (and their `data` events traced) however the script ends.
        defer { model.repository.commitAllPendingChanges() }
        // SIGTERM and SIGINT become a quit request the script's loop sees (and fails on).
        QuitSignals.onQuit = { SDLSession.postQuit() }
        defer { QuitSignals.onQuit = nil }
        // An Xbox-family pad is plugged in at start; `pad connect` adds pads, `pad disconnect`
        // unplugs the newest; button and stick lines use the newest.
        var pads: [VirtualGamepad] = []
        do { pads.append(try VirtualGamepad(family: .xbox)) } catch { throw AppError("virtual gamepad: \(error)") }
        defer { for p in pads { p.detach() } }
        defer { runtime.widget?.shutdown() }
        host.dispatchEvents()
        /// What spoken feedback said since the last `expect speak` matched, oldest first.
        var spoken: [String] = []

        func advance(_ seconds: Double) {
            var t = 0.0
            repeat {
                guard runtime.running else { return }
                clock.advance(by: frame)
                t += frame
                switch frames {
                case .due: host.stepVirtualFrame(skippingLooks: true)
                case .live: host.stepVirtualFrame(present: true)
                case .built, .drawn:
                    host.dispatchEvents()
                    host.renderFrame(present: frames == .drawn)
                }
            } while t + 1e-9 < seconds
        }
        host.renderFrame(present: false)
        advance(afterInput)
        let injector = target.injector
        for (line, command) in script.commands {
            let at = "\(scriptPath):\(line)"
            func pad() throws -> VirtualGamepad {
                guard let p = pads.last else { throw AppError("\(at): no pad is connected (every pad was disconnected)") }
                return p
            }
            switch command {
            case .screen(let name):
                if let s = Screen(rawValue: name) { model.show(s) }
                host.setNeedsFrame()
                advance(afterInput)
            case .key(let key, let mods):
                _ = injector.pushKey(key, modifiers: mods, pressed: true)
                host.dispatchEvents()
                _ = injector.pushKey(key, modifiers: mods, pressed: false)
                advance(afterInput)
            case .type(let s):
                // Typed as a keyboard types: key presses, and text while a field takes it.
                _ = injector.pushTyping(s)
                advance(afterInput)
            case .compose(let s):
                // An input method's composition, as SDL delivers it (SDL_TEXTEDITING).
                injector.pushComposition(s)
                advance(afterInput)
            case .pad(let b):
                let pad = try pad()
                pad.press(b); host.dispatchEvents()
                pad.release(b)
                advance(afterInput)
            case .stick(let x, let y):
                try pad().setStick(x: x, y: y)
                advance(afterInput)
            case .press(let input), .release(let input):
                // Held input takes one frame; `wait` lines give the hold its length.
                var pressed = false
                if case .press = command { pressed = true }
                switch input {
                case .key(let key, let mods): _ = injector.pushKey(key, modifiers: mods, pressed: pressed)
                case .pad(let b): if pressed { try pad().press(b) } else { try pad().release(b) }
                }
                advance(frame)
            case .padConnect(let name):
                guard let family = PadFamily(rawValue: name) else { throw AppError("\(at): unknown pad family \(name)") }
                do { pads.append(try VirtualGamepad(family: family)) } catch { throw AppError("\(at): virtual gamepad: \(error)") }
                advance(afterInput)
            case .padDisconnect:
                try pad().detach()
                pads.removeLast()
                advance(afterInput)
            case .mark(let name):
                runtime.mark(name)
            case .wheel(let n):
                injector.pushWheel(dy: n)
                advance(afterInput)
            case .mouse(let x, let y):
                injector.pushMouseMove(to: Point(x: x, y: y))
                advance(afterInput)
            case .click(let x, let y):
                injector.pushMouseMove(to: Point(x: x, y: y))
                injector.pushClick(at: Point(x: x, y: y))
                advance(afterInput)
            case .wait(let ms):
                advance(ms / 1000)
            case .shot(let name):
                host.renderFrame(present: true)
                if let shots {
                    do { try target.savePNG(URL(fileURLWithPath: shots).appendingPathComponent("\(name).png").path) } catch {
                        throw AppError("\(at): \(error)")
                    }
                }
            case .focus(let id):
                // A container's id moves focus to its default focus inside it (a grocery row → its field).
                // The script names the view (its id's ``ViewID/description``).
                guard let view = runtime.context.id(named: id),
                      runtime.context.focus(id: view) || runtime.context.focusDefault(in: view) else {
                    throw AppError("\(at): cannot focus '\(id)': no view with that id can take focus on screen \(model.navigation.screen.rawValue)")
                }
                host.setNeedsFrame()
                advance(afterInput)
            case .expectFocus(let id):
                let actual = runtime.context.focusedID?.description
                guard actual == id else {
                    throw CheckFailed("\(at): expected focus \(id), found \(actual ?? "nothing")")
                }
            case .expectScreen(let name):
                guard model.navigation.screen.rawValue == name else {
                    throw CheckFailed("\(at): expected screen \(name), found \(model.navigation.screen.rawValue)")
                }
            case .expectSpeak(let text):
                spoken += runtime.takeSpoken()
                guard let i = spoken.firstIndex(of: text) else {
                    let heard = spoken.isEmpty ? "nothing" : spoken.map { "'\($0)'" }.joined(separator: ", ")
                    throw CheckFailed("\(at): expected spoken feedback to say '\(text)', it said \(heard)")
                }
                spoken.removeFirst(i + 1)
            }
            // A trace that cannot be written (a full disk) ends the replay: its trace is its result.
            if let failure = traceFile?.failure { throw AppError(failure) }
            if model.hasQuit {
                // The user quit (Yes, Ctrl+Q): the replay ends there as a live run would, with every
                // change committed and exit 0. Lines after it could never run: a script error.
                if let (next, _) = script.commands.first(where: { $0.0 > line }) {
                    throw AppError("\(scriptPath):\(next): the app quit at line \(line); nothing can follow it")
                }
                break
            }
            guard runtime.running else {
                // A quit request (SIGTERM, SIGINT) ends the run early: that is a failure, not a pass
                // with the remaining `expect` lines skipped.
                throw CheckFailed("\(at): replay interrupted here by a quit request (SIGTERM or SIGINT)")
            }
        }
        // Intents and reloads still in flight finish (and are traced) before the run ends.
        var drain = 0
        while runtime.widget?.isBusy == true, drain < Self.widgetDrainFrames {
            advance(frame)
            drain += 1
        }
        model.repository.commitAllPendingChanges()
        if let failure = traceFile?.failure { throw AppError(failure) }
        // Changes that could not be saved were reported when it happened: fail without a second line.
        if model.repository.hasUnsavedChanges { throw ReportedFailure(status: 2) }
    }
}
