import Testing
import UICore
import TestSupport
@testable import ScrollEngine

/// The per-frame scroll invariant hosts check in debug builds: finite, and in range once settled.
@Suite struct ScrollInvariantTests {
    @Test func holdsThroughFlingsAndRubberBanding() {
        let clock = ManualClock()
        let c = ScrollController(axes: .vertical, clock: clock)
        c.setGeometry(container: Size(width: 400, height: 400), content: Size(width: 400, height: 2000))
        #expect(c.invariantViolation() == nil)
        // Pull past the top: out of range is allowed while dragging and springing back.
        c.beginDrag()
        c.drag(by: Point(x: 0, y: -300))
        #expect(c.offset.y < 0)
        #expect(c.invariantViolation() == nil)
        c.endDrag(velocity: .zero)
        runToRest(c, clock)
        #expect(c.invariantViolation() == nil)
        c.beginDrag(); c.endDrag(velocity: Point(x: 0, y: 20_000))
        runToRest(c, clock)
        #expect(c.offset.y == 1600)
        #expect(c.invariantViolation() == nil)
    }

    @Test func reportsASettledOffsetOutOfRange() {
        let c = ScrollController(axes: .vertical, clock: ManualClock())
        c.setGeometry(container: Size(width: 400, height: 400), content: Size(width: 400, height: 2000))
        c.geometry.contentOffset = Point(x: 0, y: 5000)
        #expect(c.invariantViolation() == "settled offset 5000.0 along vertical is outside 0.0…1600.0")
    }
}
