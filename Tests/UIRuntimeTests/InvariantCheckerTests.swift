@testable import FocusEngine
import Testing
import UICore
@testable import UIRuntime

/// The per-frame invariant checks a debug build runs (and the soak test enables in release).
@MainActor
@Suite struct InvariantCheckerTests {
    @Test func aSoundFrameReportsNothing() {
        let clock = ManualClock(), counter = GridCounter()
        let host = ViewHostTests.makeHost(counter, clock: clock)
        var lines: [String] = []
        host.invariants.report = { lines.append($0) }
        _ = host.frame()
        host.handle(.key(KeyPress(key: .rightArrow)))
        _ = host.frame()
        #expect(host.invariants.check(focus: host.focus.system, scrolls: host.scrolls).isEmpty)
        #expect(lines.isEmpty)
    }

    @Test func aViolationIsReportedOnceInOneLine() {
        let clock = ManualClock()
        let host = ViewHostTests.makeHost(GridCounter(), clock: clock)
        var lines: [String] = []
        host.invariants.report = { lines.append($0) }
        _ = host.frame()
        // A host bug leaving nothing focused while the grid can take focus.
        host.focus.system.clearFocus()
        let found = host.invariants.check(focus: host.focus.system, scrolls: host.scrolls)
        #expect(found == ["invariant violated: focus: nothing is focused although 'cell-0-0' can take focus"])
        host.invariants.check(focus: host.focus.system, scrolls: host.scrolls)
        #expect(lines == found)
    }
}
