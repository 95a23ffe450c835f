import SDLBackend
import UICore
import UIRuntime

/// The headless target as a ``PlatformBackend`` whose sleep is virtual: waiting advances the
/// manual clock by the timeout instead of blocking, so the real ``Host`` loop (`runOnce`) can be
/// run over seconds of idle time in microseconds, counting what it presents.
final class VirtualTimeBackend: PlatformBackend {
    let target: HeadlessTarget
    let clock: ManualClock
    /// Frames presented (rasterised into the target) so far.
    private(set) var presented = 0
    /// The last display list presented.
    private(set) var lastList: DisplayList?
    /// Virtual seconds spent waiting for events.
    private(set) var slept = 0.0

    init(target: HeadlessTarget, clock: ManualClock) {
        self.target = target
        self.clock = clock
    }

    var measurer: any TextMeasuring { target.measurer }
    var windowSize: Size { target.windowSize }
    var canvasScale: Double {
        get { target.canvasScale }
        set { target.canvasScale = newValue }
    }
    var padFamilyName: String? { nil }
    func pollEvents() -> [InputEvent] { target.poll() }
    func waitForEvents(timeout: Double) -> Bool {
        clock.advance(by: timeout)
        slept += timeout
        return false
    }
    func present(_ list: DisplayList) -> Bool {
        target.render(list)
        lastList = list
        presented += 1
        return true
    }
    func setTextInput(_ on: Bool) {}
}
