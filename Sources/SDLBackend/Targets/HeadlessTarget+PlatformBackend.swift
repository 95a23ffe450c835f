import UICore
import UIRuntime

/// The headless software target as a ``PlatformBackend``: SDL's (dummy-driver) event queue in,
/// frames drawn into the surface. It never sleeps: replays run on a virtual clock.
extension HeadlessTarget: PlatformBackend {
    public var windowSize: Size { Size(width: Double(width), height: Double(height)) }
    public var canvasScale: Double {
        get { pointScale }
        set { pointScale = newValue; scale = newValue }
    }
    public func pollEvents() -> [InputEvent] { poll() }
    public func waitForEvents(timeout: Double) -> Bool { false }
    @discardableResult
    public func present(_ list: DisplayList) -> Bool {
        render(list)
        return renderer.lastDamage.map { $0.width > 0 && $0.height > 0 } ?? true
    }
    /// Starts or stops SDL's text input, as the live window does: text arrives only while a text
    /// field has focus, and a script's `type` lines are key presses everywhere (one path, live and replay).
    public func setTextInput(_ on: Bool) { if on { events.startTextInput() } else { events.stopTextInput() } }
}
