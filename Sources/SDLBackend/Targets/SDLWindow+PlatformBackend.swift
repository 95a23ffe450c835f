import CSDL2
import UICore
import UIRuntime

/// The live window as a ``PlatformBackend``: SDL's event queue in, vsynced frames out.
extension SDLWindow: PlatformBackend {
    public var windowSize: Size { size }
    public func waitForEvents(timeout: Double) -> Bool {
        // Main-actor work queued while the window sleeps (an async load finishing) wakes it.
        MainQueue.wakeWhenWorkArrives { SDLSession.postWake() }
        return events.wait(timeout: timeout)
    }
    public func setTextInput(_ on: Bool) { if on { startTextInput() } else { stopTextInput() } }
    /// Puts an input method's candidate window under the caret (app points → window coordinates).
    public func setTextInputRect(_ rect: Rect) {
        let k = canvasScale
        var r = SDL_Rect(x: Int32((rect.minX * k).rounded()), y: Int32((rect.minY * k).rounded()),
                         w: Int32(Swift.max(1, (rect.width * k).rounded())), h: Int32(Swift.max(1, (rect.height * k).rounded())))
        SDLSession.withLock { SDL_SetTextInputRect(&r) }
    }
    /// True while a tile drawn resampled in its lift is on screen (`PixelRenderer/hasProvisionalPixels`).
    public var wantsAnotherFrame: Bool { renderer.hasProvisionalPixels }
}
