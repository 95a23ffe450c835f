import CSDL2
import UICore

/// Full screen and the window's remembered frame: SDL's desktop full screen, or the window
/// covering its display itself where no window manager does that.
extension SDLWindow {
    /// Whether a point (a window's top-left corner) lies on a connected display, a little inside
    /// its edges (so a window remembered on an unplugged monitor opens centred instead).
    static func onADisplay(_ p: (x: Int, y: Int)) -> Bool {
        SDLSession.withLock {
            (0..<SDL_GetNumVideoDisplays()).contains { i in
                var r = SDL_Rect()
                guard SDL_GetDisplayBounds(i, &r) == 0 else { return false }
                return p.x >= Int(r.x) - 8 && p.x < Int(r.x + r.w) - 64 && p.y >= Int(r.y) - 8 && p.y < Int(r.y + r.h) - 64
            }
        }
    }

    /// Whether the window is full screen (SDL's desktop full screen, or covering the display
    /// itself where no window manager does that: `coverDisplay()`).
    public var isFullscreen: Bool {
        coversDisplayItself || SDLSession.withLock {
            SDL_GetWindowFlags(window) & SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue == SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue
        }
    }

    /// The bounds of the display the window is on.
    var displayBounds: SDL_Rect? {
        var r = SDL_Rect()
        let index = SDL_GetWindowDisplayIndex(window)
        guard index >= 0, SDL_GetDisplayBounds(index, &r) == 0, r.w > 0, r.h > 0 else { return nil }
        return r
    }

    /// Full screen where no window manager runs: SDL's desktop full screen asks the manager to
    /// cover the display, and with none (an X server a TV box boots straight into) the window
    /// stayed 1280×720 in the middle while the app laid out for the whole display. The window
    /// covers the display itself there, as a borderless window. Call with the SDL lock held.
    func coverDisplay() {
        let driver = SDL_GetCurrentVideoDriver().map { String(cString: $0) } ?? ""
        guard WindowManagerCheck.isRunning(videoDriver: driver) == false, let bounds = displayBounds else { return }
        SDL_SetWindowFullscreen(window, 0)
        SDL_SetWindowBordered(window, SDL_FALSE)
        SDL_SetWindowPosition(window, bounds.x, bounds.y)
        SDL_SetWindowSize(window, bounds.w, bounds.h)
        SDL_RaiseWindow(window)
        coversDisplayItself = true
    }

    /// The window's frame now (window coordinates).
    var currentFrame: WindowFrame {
        SDLSession.withLock {
            var x: Int32 = 0, y: Int32 = 0, w: Int32 = 0, h: Int32 = 0
            SDL_GetWindowPosition(window, &x, &y)
            SDL_GetWindowSize(window, &w, &h)
            return WindowFrame(x: Int(x), y: Int(y), width: Int(w), height: Int(h), fullscreen: false)
        }
    }

    /// What to remember for the next launch: the windowed frame, and whether it is full screen.
    public var rememberedFrame: WindowFrame {
        let full = isFullscreen
        if !full { windowedFrame = currentFrame }
        var f = windowedFrame ?? currentFrame
        f.fullscreen = full
        return f
    }

    /// F11: full screen on or off (the windowed frame is kept for leaving it and for next time).
    public func toggleFullscreen() {
        let full = isFullscreen
        if !full { windowedFrame = currentFrame }
        setFullscreen(!full)
        // Back in a window: its old frame (SDL keeps the full-screen size without a window manager).
        if full, let f = windowedFrame {
            SDLSession.withLock {
                SDL_SetWindowSize(window, Int32(f.width), Int32(f.height))
                SDL_SetWindowPosition(window, Int32(f.x), Int32(f.y))
            }
        }
    }

    /// Switches between windowed and desktop fullscreen (covering the display itself where no
    /// window manager does it: `coverDisplay()`).
    public func setFullscreen(_ on: Bool) {
        SDLSession.withLock {
            if coversDisplayItself {
                coversDisplayItself = false
                SDL_SetWindowBordered(window, SDL_TRUE)
            }
            _ = SDL_SetWindowFullscreen(window, on ? SDL_WINDOW_FULLSCREEN_DESKTOP.rawValue : 0)
            if on { coverDisplay() }
        }
    }
}
