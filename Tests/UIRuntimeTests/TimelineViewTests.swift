import Testing
import UICore
@testable import UIRuntime

/// Views that read the clock through a `TimelineView` are found by the runtime: it wakes up for
/// their schedule's next moment and builds them again then, even between a replay's screenshots
/// where frames that can only differ in looks are skipped.
@MainActor
@Suite struct TimelineViewTests {
    @Test func schedulesGiveTheirNextMoment() {
        let explicit = TimelineSchedule.explicit([3, 1, .infinity, 2])
        #expect(explicit.next(0) == 1 && explicit.next(1) == 2 && explicit.next(2.5) == 3 && explicit.next(3) == nil)
        let periodic = TimelineSchedule.periodic(from: 10, by: 0.5)
        #expect(periodic.next(0) == 10 && periodic.next(10) == 10.5 && periodic.next(10.2) == 10.5 && periodic.next(11) == 11.5)
        #expect(TimelineSchedule.periodic(from: 0, by: 0).next(5) == nil)
        #expect(TimelineSchedule.everyMinute.next(59.5) == 60 && TimelineSchedule.everyMinute.next(60) == 120)
        #expect(TimelineSchedule.animation.next(2) == 2 + 1.0 / 60)
        #expect(TimelineSchedule.animation(minimumInterval: 0.5).next(2) == 2.5)
        #expect(TimelineSchedule.animation(paused: true).next(2) == nil)
    }

    /// A view on an animation schedule (SwiftUI's `TimelineView(.animation)`) is built in every
    /// frame with the frame's time, and the runtime wakes for the next frame.
    @Test func anAnimationTimelineIsBuiltEveryFrame() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 400, height: 300), clock: clock) { SweepingDial() }
        for _ in 0..<3 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        #expect(host.text(of: "dial") == "t=\(Int((clock.now * 60).rounded()))")
        // A frame a little early (a live window's frames wake a millisecond or two off) too.
        clock.advance(by: 1.0 / 60 - 0.002); _ = host.frame()
        #expect(host.text(of: "dial") == "t=\(Int((clock.now * 60).rounded()))", "the dial stood still for a frame")
        #expect(host.nextDeadline.map { abs($0 - (clock.now + 1.0 / 60)) < 1e-9 } == true, "the runtime wakes for the next frame")
    }

    @Test func aTimelineViewIsRebuiltAtItsNextMomentAndNotBefore() {
        let clock = ManualClock()
        let host = ViewHost(canvas: Size(width: 400, height: 300), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            TimelineView(.explicit([2.0])) { context in
                Text(context.date < 2 ? "Saved" : "").id("message")
            }
        }
        _ = host.windowDidResize(Size(width: 400, height: 300))
        let backend = TimelineTestBackend()
        let runner = Host(app: host, backend: backend, clock: clock)
        runner.renderFrame(present: false)
        #expect(host.text(of: "message") == "Saved")
        #expect(host.nextDeadline == 2, "the runtime wakes for the timeline's moment")
        // Stepped as a replay between screenshots steps: nothing else is due before 2 s.
        var built = 0
        while clock.now < 1.9 { clock.advance(by: 1.0 / 60); if runner.stepVirtualFrame(skippingLooks: true) { built += 1 } }
        #expect(built == 0)
        #expect(host.text(of: "message") == "Saved")
        while clock.now < 2.05 { clock.advance(by: 1.0 / 60); if runner.stepVirtualFrame(skippingLooks: true) { built += 1 } }
        #expect(built >= 1, "the moment came and no frame was built")
        #expect(host.text(of: "message") == "")
        #expect(host.nextDeadline == nil)
    }
}

/// A screen with a saved-message footer on a timeline, as `TimelineView`'s documentation shows
/// one, beside a counter the footer does not read.
private struct SavedFooterScreen: View {
    @State private var count = 0
    var body: some View {
        VStack {
            Button("Add \(count)") { count += 1 }.id("add")
            TimelineView(.explicit([2.0])) { context in
                Text(context.date < 2 ? "Saved" : "").id("message")
            }
        }
    }
}

extension TimelineViewTests {
    /// SwiftUI updates a timeline view's content at its schedule's moments: the view holding it
    /// is not evaluated again in frames built for time alone, between the moments or at one (the
    /// timeline's content closure runs at the moment; before, reading the time through the
    /// timeline made the view around it run in every frame built, and then once per moment).
    @Test func theViewAroundATimelineIsKeptUntilTheScheduleSNextMoment() {
        let clock = ManualClock()
        let host = identityHost(Size(width: 400, height: 300), clock: clock) { SavedFooterScreen() }
        host.evaluations.countsByType = true
        clock.advance(by: 1.0 / 60); _ = host.frame() // focus arrives on the button
        host.evaluations.resetCounters()
        while clock.now < 1.9 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        #expect(host.evaluations.evaluationsByType["SavedFooterScreen"] == nil, "\(host.evaluations.evaluationsByType)")
        #expect(host.text(of: "message") == "Saved")
        #expect(host.nextDeadline == 2, "a kept timeline's moment is still awaited")
        while clock.now < 2.05 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        #expect(host.evaluations.evaluationsByType["SavedFooterScreen"] == nil, "\(host.evaluations.evaluationsByType)")
        #expect(host.evaluations.refreshCount >= 1, "the timeline's content was resolved again")
        #expect(host.text(of: "message") == "")
        // A state write still runs the view at once.
        #expect(host.context.focus(id: "add")); _ = host.frame()
        press(host, .return, clock: clock)
        #expect(host.evaluations.evaluationsByType["SavedFooterScreen"] == 1)
    }
}

/// A dial drawn from the time itself, on an animation schedule.
private struct SweepingDial: View {
    var body: some View {
        TimelineView(.animation) { context in
            Text("t=\(Int((context.date * 60).rounded()))").id("dial")
        }
    }
}

/// A backend with no window: nothing to poll, nothing shown.
final class TimelineTestBackend: PlatformBackend {
    var measurer: any TextMeasuring { ApproximateTextMeasurer() }
    var windowSize: Size { Size(width: 400, height: 300) }
    var canvasScale = 1.0
    func pollEvents() -> [InputEvent] { [] }
    func waitForEvents(timeout: Double) -> Bool { false }
    func present(_ list: DisplayList) -> Bool { true }
    func setTextInput(_ on: Bool) {}
}
