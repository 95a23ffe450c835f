import UICore
import UIRuntime

/// The live window as a ``PlatformBackend``: SDL's event queue in, vsynced frames out.
extension SDLWindow: PlatformBackend {
    public var windowSize: Size { size }
    public func waitForEvents(timeout: Double) -> Bool { events.wait(timeout: timeout) }
    public func setTextInput(_ on: Bool) { if on { startTextInput() } else { stopTextInput() } }
    /// True while a tile drawn resampled in its lift is on screen (``SDLRenderer/hasProvisionalPixels``).
    public var wantsAnotherFrame: Bool { renderer.hasProvisionalPixels }
}
