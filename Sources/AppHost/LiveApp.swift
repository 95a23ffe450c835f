import CookbookApp
import Foundation
import SDLBackend
import UICore

/// The live window: SDL events in, frames out, at the display's refresh rate.
public enum LiveApp {
    /// Opens the window and runs until the user quits.
    public static func run(_ options: LaunchOptions) throws {
        let boot = try AppBootstrap()
        let model = boot.makeModel(dataDirectory: options.dataDirectory ?? LaunchOptions.defaultDataDirectory())
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
        let runtime = AppRuntime(model: model, clock: SystemTimeSource(), measurer: SDLTextMeasurer(assets: boot.assets))
        window.canvasWidth = nil
        func fit() {
            runtime.setWindowSize(pixels: window.size)
            window.canvasScale = runtime.scale
        }
        fit()
        var textInput = false
        while runtime.running {
            for event in window.pollEvents() {
                runtime.handle(event)
                if case .resized = event { fit() }
            }
            runtime.padFamily = window.padFamily?.rawValue ?? "keyboard"
            let list = runtime.frame()
            // SDL text input only while a text field has focus, so typed letters elsewhere arrive
            // once, as key presses (type-select), not also as text.
            let wantsText = runtime.focusedTextField != nil
            if wantsText != textInput {
                textInput = wantsText
                if wantsText { window.startTextInput() } else { window.stopTextInput() }
            }
            window.present(list)
            // The software renderer has no vsync: pace it at about 60 Hz.
            if window.isSoftware { usleep(16_000) }
        }
        model.commitAllPendingChanges()
    }
}
