import Testing
import UICore
@testable import UIRuntime

/// A backend with a scripted event queue that records what it was asked to do.
final class FakeBackend: PlatformBackend {
    var queued: [InputEvent] = []
    var presented = 0
    /// The last list presented.
    var lastList: DisplayList?
    var waits: [Double] = []
    var textInput: [Bool] = []
    var measurer: any TextMeasuring = ApproximateTextMeasurer()
    var windowSize = Size(width: 960, height: 540)
    var canvasScale = 1.0
    var padFamilyName: String?
    /// Advances the clock by each wait, as a real sleep would.
    let clock: ManualClock
    init(clock: ManualClock) { self.clock = clock }
    func pollEvents() -> [InputEvent] { defer { queued = [] }; return queued }
    func waitForEvents(timeout: Double) -> Bool { waits.append(timeout); clock.advance(by: timeout); return !queued.isEmpty }
    func present(_ list: DisplayList) -> Bool { presented += 1; lastList = list; return true }
    func setTextInput(_ on: Bool) { textInput.append(on) }
}

/// An app that animates for a set time after each event and may name a deadline.
class FakeApp: HostedApp {
    let clock: ManualClock
    var handled: [InputEvent] = []
    var frames = 0
    var animatingUntil = -Double.infinity
    var deadline: Double?
    var isRunning = true
    var wantsTextInput = false
    var padFamily = "keyboard"
    /// Whether a frame nothing invalidated can differ only in looks, and how many undrawn such
    /// frames were skipped.
    var looksOnly = false
    var skipped = 0
    init(clock: ManualClock) { self.clock = clock }
    func handle(_ event: InputEvent) -> Bool { handled.append(event); animatingUntil = clock.now + 0.1; return true }
    func frame(_ request: FrameRequest) -> DisplayList? {
        if looksOnly, !request.isInvalidated, !request.isDrawn { skipped += 1; return nil }
        frames += 1
        return DisplayList(size: Size(width: 100, height: 100))
    }
    var isAnimating: Bool { clock.now < animatingUntil }
    /// A deadline the clock has reached, within the schedule's tolerance, is past.
    var nextDeadline: Double? { deadline.flatMap { $0 > clock.now + FrameSchedule.tolerance ? $0 : nil } }
    func windowDidResize(_ size: Size) -> Double { size.width / 1920 }
}

@Suite struct HostTests {
    @Test func idleHostDrawsOnceThenSleeps() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock), app = FakeApp(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        #expect(backend.canvasScale == 0.5)
        for _ in 0..<20 { host.runOnce() }
        #expect(backend.presented == 1)
        #expect(app.frames == 1)
        #expect(backend.waits.allSatisfy { $0 == FrameSchedule.longestSleep })
    }

    /// A quit (SIGTERM, a closed window) handled by an idle window's loop still slept one more
    /// paced wait — a whole second when idle — before the loop saw it: the app took 1.03 s to end
    /// after SIGTERM. The loop ends without sleeping.
    @Test func aQuitEndsTheLoopWithoutAnotherSleep() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock), app = QuittingApp(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        host.runOnce()
        let waits = backend.waits.count
        backend.queued = [.quit]
        host.run()
        #expect(!app.isRunning)
        #expect(backend.waits.count == waits, "slept \(backend.waits.dropFirst(waits)) s after the quit")
    }

    /// ``FakeApp`` that stops running on `.quit`, as every app does.
    final class QuittingApp: FakeApp {
        override func handle(_ event: InputEvent) -> Bool {
            if case .quit = event { isRunning = false }
            return super.handle(event)
        }
    }

    @Test func inputDrawsUntilTheAnimationEnds() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock), app = FakeApp(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        host.runOnce()
        backend.queued = [.key(KeyPress(key: .downArrow))]
        for _ in 0..<30 { host.runOnce() }
        // 0.1 s of animation at 60 Hz: about six frames after the first, then sleep again.
        #expect(backend.presented >= 6 && backend.presented <= 9)
        #expect(app.handled.count == 1)
    }

    @Test func deadlineWakesTheHostOnce() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock), app = FakeApp(clock: clock)
        app.deadline = 0.5
        let host = Host(app: app, backend: backend, clock: clock)
        for _ in 0..<10 { host.runOnce() }
        #expect(backend.presented == 2)
        #expect(clock.now >= 0.5)
    }

    @Test func textInputFollowsTheApp() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock), app = FakeApp(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        host.renderFrame(present: false)
        app.wantsTextInput = true
        host.renderFrame(present: false)
        host.renderFrame(present: false)
        #expect(backend.textInput == [false, true])
        #expect(backend.presented == 0)
    }

    @Test func virtualFramesAreBuiltOnlyWhenDue() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock), app = FakeApp(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        app.deadline = 1.5
        var built = 0
        func step(_ n: Int) { for _ in 0..<n { clock.advance(by: FrameSchedule.frameInterval); if host.stepVirtualFrame() { built += 1 } } }
        step(60)
        // The first frame, then nothing until the deadline at 1.5 s.
        #expect(built == 1)
        step(60)
        #expect(built == 2)
        // Input animates for 0.1 s: its frame plus about six more at 60 Hz, then nothing.
        backend.queued = [.key(KeyPress(key: .downArrow))]
        step(60)
        #expect(built >= 2 + 7 && built <= 2 + 8)
        #expect(app.frames == built)
        #expect(backend.presented == 0)
        // A change made outside the event path asks for exactly one frame.
        let before = built
        host.setNeedsFrame()
        step(30)
        #expect(built == before + 1)
    }

    @Test func looksOnlyFramesAreSkippedButNeverAFrameInputOrARequestAskedFor() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock), app = FakeApp(clock: clock)
        app.looksOnly = true
        let host = Host(app: app, backend: backend, clock: clock)
        var built = 0
        func step(_ n: Int, skipping: Bool = true) {
            for _ in 0..<n {
                clock.advance(by: FrameSchedule.frameInterval)
                if host.stepVirtualFrame(skippingLooks: skipping) { built += 1 }
            }
        }
        step(10)
        #expect(built == 1) // the first frame: the schedule starts invalidated
        backend.queued = [.key(KeyPress(key: .downArrow))]
        step(60)
        // The input's frame is built; the 0.1 s of animation after it is due frame by frame but
        // only looks different: noted, not built, and the schedule still stops with it.
        #expect(built == 2)
        #expect(app.skipped >= 5 && app.skipped <= 7)
        let skipped = app.skipped
        step(60)
        #expect(app.skipped == skipped)
        host.setNeedsFrame()
        step(1)
        #expect(built == 3)
        // Without skipping, the same animation is built frame by frame.
        backend.queued = [.key(KeyPress(key: .downArrow))]
        step(60, skipping: false)
        #expect(built >= 3 + 6)
        #expect(app.skipped == skipped)
        #expect(app.frames == built)
    }

    @Test func aFloodOfInputIsRationedAndNeverStarvesDrawing() {
        let clock = ManualClock()
        let backend = FakeBackend(clock: clock), app = FakeApp(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        backend.queued = (0..<1000).map { _ in InputEvent.key(KeyPress(key: .downArrow)) }
        host.runOnce()
        #expect(app.handled.count == EventQueue.perFrameLimit)
        #expect(backend.presented == 1)
        for _ in 0..<40 { host.runOnce() }
        #expect(app.handled.count == 1000)
        #expect(backend.presented >= 1000 / EventQueue.perFrameLimit)
    }
}

@Suite struct EventQueueTests {
    @Test func consecutiveMotionMerges() {
        var q = EventQueue()
        q.append(contentsOf: [.pointerMoved(Point(x: 1, y: 1)), .pointerMoved(Point(x: 2, y: 2)),
                              .wheel(dx: 0, dy: 1), .wheel(dx: 0, dy: 2),
                              .key(KeyPress(key: .tab)), .wheel(dx: 0, dy: 1)])
        #expect(Array(q.takeFrame()) == [.pointerMoved(Point(x: 2, y: 2)), .wheel(dx: 0, dy: 3),
                                         .key(KeyPress(key: .tab)), .wheel(dx: 0, dy: 1)])
        #expect(q.isEmpty)
    }

    @Test func keysAreNeverMergedAndKeepTheirOrder() {
        var q = EventQueue()
        let keys: [InputEvent] = (0..<100).map { i in .key(KeyPress(key: i % 2 == 0 ? .upArrow : .downArrow)) }
        q.append(contentsOf: keys)
        let first = Array(q.takeFrame(limit: 64)), rest = Array(q.takeFrame(limit: 64))
        #expect(first + rest == keys)
        #expect(first.count == 64)
    }

    @Test func aWaitingEventIsNotMergedIntoOneAlreadyTaken() {
        var q = EventQueue()
        q.append(.wheel(dx: 0, dy: 1))
        _ = q.takeFrame()
        q.append(.wheel(dx: 0, dy: 1))
        #expect(Array(q.takeFrame()) == [.wheel(dx: 0, dy: 1)])
    }
}

@Suite struct FrameScheduleTests {
    @Test func animatingFramesComeAtTheFrameInterval() {
        var s = FrameSchedule()
        #expect(s.isDue(at: 0))
        s.frameDone(at: 1, animating: true, deadline: nil)
        #expect(!s.isDue(at: 1.001))
        #expect(s.isDue(at: 1 + FrameSchedule.frameInterval))
    }

    @Test func animationFramesKeepTheirCadenceWhateverEachTakes() {
        let i = FrameSchedule.frameInterval
        var s = FrameSchedule()
        // A frame input asked for starts the cadence where it started, not where it ended: a slow
        // one (18 ms) is followed at once by the next, which is already due.
        s.frameDone(at: 1.018, startedAt: 1, animating: true, deadline: nil)
        #expect(s.dueTime == 1 + i)
        #expect(s.isDue(at: 1.018))
        // Timed frames come one interval after the last was due, not after it ended (5 ms later).
        s.frameDone(at: 1 + i + 0.005, startedAt: 1 + i + 0.0007, animating: true, deadline: nil)
        #expect(abs(s.dueTime! - (1 + 2 * i)) < 1e-12)
        // A deadline due each frame (a marquee) keeps the cadence too.
        s.frameDone(at: 1 + 2 * i + 0.004, startedAt: 1 + 2 * i, animating: false, deadline: 1 + 2 * i + 0.001)
        #expect(abs(s.dueTime! - (1 + 3 * i)) < 1e-12)
        // A frame that fell a whole interval behind starts the cadence again from its start.
        s.frameDone(at: 1.2, startedAt: 1.19, animating: true, deadline: nil)
        #expect(abs(s.dueTime! - (1.19 + i)) < 1e-12)
    }

    @Test func aDeadlineMetByFrameTimesSummedFromSteps() {
        // Frame times summed from 1/60 s steps land a hair before a deadline at the same time.
        var now = 0.0
        for _ in 0..<265 { now += FrameSchedule.frameInterval }
        let deadline = 265.0 / 60
        #expect(now < deadline)
        var s = FrameSchedule()
        s.frameDone(at: now - FrameSchedule.frameInterval * 3, animating: false, deadline: deadline)
        #expect(s.isDue(at: now))
        #expect(!s.isDue(at: now - FrameSchedule.frameInterval))
    }

    @Test func idleFramesWaitForTheDeadlineOrForever() {
        var s = FrameSchedule()
        s.frameDone(at: 1, animating: false, deadline: 3)
        #expect(!s.isDue(at: 2.9))
        #expect(s.isDue(at: 3))
        s.frameDone(at: 3, animating: false, deadline: nil)
        #expect(!s.isDue(at: 1000))
        #expect(s.wait(at: 1000) == nil)
        s.invalidate()
        #expect(s.isDue(at: 1000))
    }
}
