import UICore
import UIRuntime

/// The benchmark's software surface as a ``PlatformBackend``, so frames are timed on the real
/// ``Host`` path the live window takes (input dispatched, the frame built or drawn from the last
/// layout as the host decides, then rasterised and presented); its clock is advanced by the
/// benchmark, one 60 Hz frame at a time.
final class SurfaceBackend: PlatformBackend {
    let surface: SoftwareSurface
    let measurer: any TextMeasuring
    /// Input the next ``pollEvents()`` hands the host.
    var queued: [InputEvent] = []
    var canvasScale = 1.0

    init(surface: SoftwareSurface, measurer: any TextMeasuring) {
        self.surface = surface
        self.measurer = measurer
    }

    var windowSize: Size { Size(width: Double(surface.width), height: Double(surface.height)) }
    func pollEvents() -> [InputEvent] { defer { queued = [] }; return queued }
    func waitForEvents(timeout: Double) -> Bool { !queued.isEmpty }
    /// Rasterises the damage since the last frame and presents it, as the headless target does.
    func present(_ list: DisplayList) -> Bool { surface.draw(list); return true }
    func setTextInput(_ on: Bool) {}
}
