import Testing
import UICore
@testable import UIRuntime

/// Input that changes nothing on screen builds no frame: an arrow pressed or held against a
/// wall, the system's key repeat, a released direction.
@MainActor
@Suite struct NothingChangedTests {
    /// A host on a three-button row, settled (no animation, nothing due), focus on `cell-0`.
    static func settledRow(clock: ManualClock) -> (Host<ViewHost<HStack>>, FakeBackend) {
        let app = HeldDirectionTests.makeRow(3, clock: clock)
        let backend = FakeBackend(clock: clock)
        let host = Host(app: app, backend: backend, clock: clock)
        for _ in 0..<200 where host.schedule.dueTime != nil { host.runOnce() }
        return (host, backend)
    }

    @Test func anArrowAgainstAWallBuildsNoFrame() {
        let clock = ManualClock()
        let (host, backend) = Self.settledRow(clock: clock)
        #expect(host.schedule.dueTime == nil)
        // The keyboard is the device already: Left at the row's leading edge cannot move.
        backend.queued = [.key(KeyPress(key: .leftArrow, phase: .down))]
        host.dispatchEvents()
        #expect(host.app.context.focusedID == "cell-0")
        #expect(host.schedule.dueTime == nil, "a frame was made due for a move that could not happen")
        // The system's repeats while the key is held, and its release: nothing either.
        backend.queued = Array(repeating: .key(KeyPress(key: .leftArrow, phase: .repeat)), count: 30)
            + [.key(KeyPress(key: .leftArrow, phase: .up))]
        let before = backend.presented
        for _ in 0..<10 { host.runOnce() }
        #expect(backend.presented == before)
        #expect(host.schedule.dueTime == nil)
    }

    @Test func aDpadAgainstAWallBuildsNoFrameOnceThePadIsTheDevice() {
        let clock = ManualClock()
        let (host, backend) = Self.settledRow(clock: clock)
        // The first pad press switches the hints to the pad: that frame is due.
        backend.queued = [.pad(.dpadLeft, pressed: true)]
        host.dispatchEvents()
        #expect(host.schedule.isInvalidated)
        for _ in 0..<200 where host.schedule.dueTime != nil { host.runOnce() }
        backend.queued = [.pad(.dpadLeft, pressed: false), .pad(.dpadLeft, pressed: true), .pad(.dpadLeft, pressed: false)]
        host.dispatchEvents()
        #expect(host.schedule.dueTime == nil)
    }

    @Test func anArrowThatMovesStillBuildsItsFrame() {
        let clock = ManualClock()
        let (host, backend) = Self.settledRow(clock: clock)
        backend.queued = [.key(KeyPress(key: .rightArrow, phase: .down))]
        let before = backend.presented
        host.runOnce()
        #expect(host.app.context.focusedID == "cell-1")
        #expect(backend.presented == before + 1)
    }
}
