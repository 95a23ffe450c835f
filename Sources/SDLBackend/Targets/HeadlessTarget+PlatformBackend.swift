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
    public func present(_ list: DisplayList) { render(list) }
    /// Ignored: text input stays on, so a script's `type` lines arrive whatever has focus (as
    /// text in a field, as type-select key presses elsewhere).
    public func setTextInput(_ on: Bool) {}
}
