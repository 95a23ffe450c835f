import Testing
import UICore
@testable import UIRuntime

/// A 3×2 grid of focusable buttons, counting how often it is resolved.
final class GridCounter: @unchecked Sendable {
    var resolves = 0
    var activated: [String] = []
}

@MainActor
@Suite struct ViewHostTests {
    static func makeHost(_ counter: GridCounter, clock: ManualClock) -> ViewHost<VStack> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            counter.resolves += 1
            return VStack(spacing: 40) {
                ForEach(0..<2, id: \.self) { row in
                    HStack(spacing: 40) {
                        ForEach(0..<3, id: \.self) { column in
                            Button("\(row)-\(column)") { counter.activated.append("\(row)-\(column)") }
                                .id("cell-\(row)-\(column)").frame(width: 200, height: 120)
                        }
                    }
                }
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    @Test func arrowsMoveFocusAndReturnActivates() {
        let clock = ManualClock(), counter = GridCounter()
        let host = Self.makeHost(counter, clock: clock)
        var trace: [String] = []
        host.tracer.sink = { trace.append($0) }
        _ = host.frame()
        #expect(host.context.focusedID == "cell-0-0")
        host.handle(.key(KeyPress(key: .rightArrow)))
        host.handle(.key(KeyPress(key: .downArrow)))
        _ = host.frame()
        #expect(host.context.focusedID == "cell-1-1")
        host.handle(.key(KeyPress(key: .return)))
        #expect(counter.activated == ["1-1"])
        #expect(trace.contains { $0.contains("\"event\":\"focus\"") && $0.contains("cell-1-1") })
    }

    @Test func aFocusChangeResolvesTheViewsOncePerFrame() {
        let clock = ManualClock(), counter = GridCounter()
        let host = Self.makeHost(counter, clock: clock)
        _ = host.frame()
        let before = counter.resolves
        host.handle(.key(KeyPress(key: .rightArrow)))
        _ = host.frame()
        #expect(host.context.focusedID == "cell-0-1")
        #expect(counter.resolves == before + 1)
    }

    @Test func anIdleHostStopsAnimatingAndNamesNoDeadline() {
        let clock = ManualClock(), counter = GridCounter()
        let host = Self.makeHost(counter, clock: clock)
        _ = host.frame()
        for _ in 0..<60 { clock.advance(by: 1.0 / 60); _ = host.frame() }
        #expect(!host.isAnimating)
        #expect(host.nextDeadline == nil)
        host.handle(.pointerMoved(Point(x: 100, y: 100)))
        #expect(host.nextDeadline == clock.now + PointerInput.recency)
    }
}
