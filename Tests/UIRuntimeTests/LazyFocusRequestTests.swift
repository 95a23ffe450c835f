import Testing
import UICore
@testable import UIRuntime

/// The focus state a long lazy grid's cells are bound to (an app model's, like the recipe grid's).
final class LazyGridModel: @unchecked Sendable {
    let focus = FocusState<Int?>()
}

/// `@FocusState` writes naming an item of a lazy grid that is not built: the runtime focuses it
/// through the region that knows every item, scrolls it into view and builds it there.
@MainActor
@Suite struct LazyFocusRequestTests {
    /// `count` cells (300: 75 rows, ~9,000 pt of content) in 4 columns of 120 pt rows in a 400 pt
    /// tall scroll view, cell `i` with the id `cell-i` bound to the focus value `value(i)`.
    static func makeHost(_ model: LazyGridModel, clock: ManualClock, count: Int = 300,
                         value: @escaping @Sendable (Int) -> Int = { $0 }) -> ViewHost<VStack> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack {
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(), count: 4), spacing: 20) {
                        ForEach(0..<count, id: \.self) { i in
                            Text("Cell \(i)")
                                .frame(height: 100)
                                .focusable()
                                .focused(model.focus, equals: value(i))
                                .id("cell-\(i)")
                        }
                    }
                }
                .frame(height: 400)
                .id("grid")
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    /// Steps frames 1/60 s apart until nothing moves (at most 5 s).
    static func settle(_ host: ViewHost<VStack>, _ clock: ManualClock) {
        for _ in 0..<300 where host.isAnimating {
            clock.advance(by: 1.0 / 60)
            _ = host.frame()
        }
    }

    @Test func aWriteForAnUnbuiltItemFocusesItAndScrollsItIntoView() throws {
        let clock = ManualClock(), model = LazyGridModel()
        let host = Self.makeHost(model, clock: clock)
        var trace: [String] = []
        host.tracer.sink = { trace.append($0) }
        _ = host.frame()
        #expect(host.context.focusedID == "cell-0")
        #expect(host.root?.find(id: "cell-250") == nil) // far below: not built
        model.focus.wrappedValue = 250
        _ = host.frame()
        #expect(host.context.focusedID == "cell-250")
        #expect(trace.contains { $0.contains("\"event\":\"focus\"") && $0.contains("\"id\":\"cell-250\"") })
        Self.settle(host, clock)
        let viewport = try #require(host.root?.find(id: "grid")?.frame)
        let cell = try #require(host.root?.find(id: "cell-250"), "the focused item is built once scrolled to")
        #expect(viewport.contains(cell.frame))
        #expect(host.context.focusedID == "cell-250")
        #expect(model.focus.wrappedValue == 250) // the state reads where focus is
        #expect(model.focus.pendingRequest == nil)
    }

    @Test func aWriteForAnIdNoContainerKnowsIsIgnored() {
        let clock = ManualClock(), model = LazyGridModel()
        let host = Self.makeHost(model, clock: clock)
        _ = host.frame()
        model.focus.wrappedValue = 1_000 // past the last cell
        _ = host.frame()
        Self.settle(host, clock)
        #expect(host.context.focusedID == "cell-0")
        #expect(host.scrolls.offsets(pixelsPerPoint: 1)["grid"] == 0)
    }
}
