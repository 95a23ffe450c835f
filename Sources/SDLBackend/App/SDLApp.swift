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
/// `canvas` of points, and returns when the window closes. With `--headless` it runs the same
/// views offscreen on a virtual clock instead: it settles, prints `focus: ID`, then presses each
/// key of `--keys` (comma-separated names as replay scripts spell them: `right`, `return`,
/// `escape`, `shift+tab`, …), printing `KEY: focus ID` after each; `--shot FILE.png` saves the
/// last frame. Options it does not know are left to the program. A bad key name or an unusable
/// `--shot` path stops with one line on stderr and exit status 2; no display (or no renderer)
/// for the window stops with exit status 1.
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
    /// Pixels per point of a headless run's frames (half size: `--shot` is a preview).
    public static let headlessScale = 0.5

    /// Opens a window showing `content`, or with `--headless` runs it offscreen (see ``SDLApp``).
    ///
    /// - Parameters:
    ///   - title: the window title; nil takes the program's name.
    ///   - size: the window's size in window coordinates.
    ///   - canvas: the points the views lay out in (the window scales them to fit its width).
    ///   - arguments: the command-line options to read (the program's own by default).
    ///   - content: the root view, built again for every frame.
    public static func run<Root: View>(title: String? = nil, size: Size = defaultWindowSize, canvas: Size = defaultCanvas,
                                       arguments: [String] = Array(CommandLine.arguments.dropFirst()),
                                       content: @escaping () -> Root) {
        // A vanished pipe reader is a failed write, not death; SIGTERM and SIGINT quit the loop.
        QuitSignals.install()
        let options: Options
        do { options = try Options(arguments) } catch { fail(error.message, status: 2) }
        if options.headless {
            do {
                let focus = try runHeadless(canvas: canvas, keys: options.keys, shot: options.shot, content: content)
                print("focus: \(focus[0] ?? "none")")
                for (key, id) in zip(options.keys, focus.dropFirst()) { print("\(key): focus \(id ?? "none")") }
            } catch { fail(error.message, status: 2) }
            return
        }
        do {
            let window = try SDLWindow(title: title ?? ProcessInfo.processInfo.processName,
                                       width: Int(size.width.rounded()), height: Int(size.height.rounded()))
            let clock = SystemTimeSource()
            let app = ViewHost(canvas: canvas, clock: clock, measurer: window.measurer) { _ in content() }
            QuitSignals.onQuit = { SDLSession.postQuit() }
            defer { QuitSignals.onQuit = nil }
            Host(app: app, backend: window, clock: clock).run()
        } catch { fail("\(error)", status: 1) }
    }

    /// Runs `content` offscreen on a virtual clock, presses `keys` one after another, and returns
    /// the focused id after start-up and after each key (nil where nothing is focused).
    ///
    /// Each step lets ``settleFrames`` virtual frames pass, and more while something still
    /// animates (at most ``maximumSettleFrames``). `shot` saves the last frame as a PNG.
    public static func runHeadless<Root: View>(canvas: Size = defaultCanvas, keys: [KeyChord], shot: String? = nil,
                                               content: @escaping () -> Root) throws(SDLError) -> [ViewID?] {
        let clock = ManualClock()
        let target: HeadlessTarget
        do { target = try HeadlessTarget(canvas: canvas, scale: headlessScale) } catch {
            throw (error as? SDLError) ?? SDLError("\(error)")
        }
        let app = ViewHost(canvas: canvas, clock: clock, measurer: target.measurer) { _ in content() }
        let host = Host(app: app, backend: target, clock: clock)
        func settle() {
            for frame in 0..<maximumSettleFrames {
                if frame >= settleFrames, !app.isAnimating { break }
                clock.advance(by: 1.0 / 60)
                host.stepVirtualFrame(present: shot != nil)
            }
        }
        var focus: [ViewID?] = []
        SDLSession.withLock {
            settle()
            focus.append(app.focus.focusedID)
            for key in keys {
                target.injector.pushKeyTap(key)
                settle()
                focus.append(app.focus.focusedID)
            }
        }
        if let shot {
            host.renderFrame(present: true)
            do { try target.savePNG(shot) } catch { throw (error as? SDLError) ?? SDLError("\(shot): \(error)") }
        }
        return focus
    }

    /// Prints one line on stderr and exits.
    static func fail(_ message: String, status: Int32) -> Never {
        FileHandle.standardError.write(Data((message + "\n").utf8))
        exit(status)
    }
}
