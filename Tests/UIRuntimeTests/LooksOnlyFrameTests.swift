import Testing
import UICore
@testable import UIRuntime

/// A replay between shots skips the frames that change only in looks
/// (``Host/stepVirtualFrame(present:skippingLooks:)``): fewer frames are built, and what is
/// traced and what a later frame shows stay exactly as when every due frame is built.
@MainActor
@Suite struct LooksOnlyFrameTests {
    /// What one run of a script of key presses produced.
    struct Run {
        var built = 0
        var trace: [String] = []
        /// Frames built on demand (a replay's `shot`), in order.
        var shots: [DisplayList] = []
    }

    /// Steps `app` (on `clock`) 1/60 s at a time through `keys`, one press per `gap` frames,
    /// taking a shot mid-animation and at the end of each gap.
    static func run<A: View>(_ app: ViewHost<A>, clock: ManualClock, keys: [Key], gap: Int, skipping: Bool) -> Run {
        var run = Run()
        app.tracer.sink = { run.trace.append($0) }
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        func step(_ n: Int) {
            for _ in 0..<n {
                clock.advance(by: FrameSchedule.frameInterval)
                if host.stepVirtualFrame(skippingLooks: skipping) { run.built += 1 }
            }
        }
        step(gap)
        for key in keys {
            // Pressed and released, as a replay's `key` line types it (a held key repeats).
            backend.queued = [.key(KeyPress(key: key)), .key(KeyPress(key: key, phase: .up))]
            step(5)
            run.shots.append(host.renderFrame(present: false))
            step(gap - 5)
            run.shots.append(host.renderFrame(present: false))
        }
        return run
    }

    @Test func aLiftEasingInIsNotBuiltFrameByFrameAndChangesNothingElse() {
        let keys: [Key] = [.rightArrow, .rightArrow, .downArrow, .leftArrow]
        let clock1 = ManualClock(), clock2 = ManualClock()
        let every = Self.run(ViewHostTests.makeHost(GridCounter(), clock: clock1), clock: clock1, keys: keys, gap: 30, skipping: false)
        let looks = Self.run(ViewHostTests.makeHost(GridCounter(), clock: clock2), clock: clock2, keys: keys, gap: 30, skipping: true)
        #expect(looks.trace == every.trace)
        #expect(looks.trace.filter { $0.contains("\"event\":\"focus\"") }.count > keys.count)
        #expect(looks.shots == every.shots)
        // Each press: its own frame and one more to see the tree settle; the lift's other
        // frames (0.2–0.4 s at 60 Hz) are left to the shots.
        #expect(looks.built <= 3 + 2 * keys.count)
        #expect(every.built - looks.built >= 3 * keys.count)
    }
}
