import UICore
import UIRuntime

/// A headless window for a ``Host`` over the app: events the test queues, a virtual sleep that
/// advances the manual clock, and every display list it was shown.
final class QueuedEventsBackend: PlatformBackend {
    var queued: [InputEvent] = []
    private(set) var presented: [DisplayList] = []
    let clock: ManualClock
    let measurer: any TextMeasuring = ApproximateTextMeasurer()
    let windowSize = Size(width: 1920, height: 1080)
    var canvasScale = 1.0
    init(clock: ManualClock) { self.clock = clock }
    func pollEvents() -> [InputEvent] { defer { queued = [] }; return queued }
    func waitForEvents(timeout: Double) -> Bool { clock.advance(by: timeout); return !queued.isEmpty }
    func present(_ list: DisplayList) -> Bool { presented.append(list); return true }
    func setTextInput(_ on: Bool) {}
}
