import CookbookApp
import Foundation
import SDLBackend
import UICore
import UIRuntime

/// The live window: SDL events in, frames out when something changed; asleep in between.
public enum LiveApp {
    /// Opens the window and runs until the user quits.
    public static func run(_ options: LaunchOptions) throws {
        let boot = try AppBootstrap()
        let dataDirectory = options.dataDirectory ?? LaunchOptions.defaultDataDirectory()
        let model = boot.makeModel(dataDirectory: dataDirectory)
        // --rtl holds for this launch only; it is not written into the user's settings.
        model.forcesRightToLeft = options.rtl
        if let s = options.screen { model.show(s) }
        let env = ProcessInfo.processInfo.environment
        if (env["DISPLAY"] ?? "").isEmpty, (env["WAYLAND_DISPLAY"] ?? "").isEmpty, env["SDL_VIDEODRIVER"] == nil {
            throw AppError("no display available (DISPLAY and WAYLAND_DISPLAY are unset): run on a desktop or under xvfb-run, "
                           + "or use `cookbook replay` for headless runs")
        }
        let size = options.size ?? Size(width: 1280, height: 720)
        let window: SDLWindow
        do {
            window = try SDLWindow(title: "FocusCookbook", width: Int(size.width), height: Int(size.height),
                                   fullscreen: options.fullscreen, assets: boot.assets)
        } catch { throw AppError("\(error)") }
        let clock = SystemTimeSource()
        let runtime = AppRuntime(model: model, clock: clock, measurer: window.measurer,
                                 widgetExtension: WidgetExtensionLauncher.launcher(dataDirectory: dataDirectory))
        defer { runtime.widget?.shutdown() }
        // The app sets the canvas scale from the window size (Host asks it on every resize).
        window.canvasWidth = nil
        let host = Host(app: runtime, backend: window, clock: clock)
        let started = clock.now
        host.run()
        // COOKBOOK_FRAME_STATS=1 reports how many frames the window presented (idle measurements).
        if env["COOKBOOK_FRAME_STATS"] == "1" {
            let seconds = clock.now - started
            FileHandle.standardError.write(Data("cookbook: \(host.framesPresented) frames presented in \(String(format: "%.1f", seconds)) s\n".utf8))
        }
        model.commitAllPendingChanges()
    }
}
