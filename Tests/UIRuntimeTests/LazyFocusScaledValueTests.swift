import Testing
import UICore
@testable import UIRuntime

/// A grid whose focus values are a function of the index other than the index (`equals: i * 10`
/// with `.id("cell-\(i)")`): a value that happens to spell another item's id must not focus it.
@MainActor
@Suite struct LazyFocusScaledValueTests {
    @Test func aValueSpellingAnotherItemsIdFocusesTheItemBoundToIt() {
        let clock = ManualClock(), model = LazyGridModel()
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack {
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(), count: 4), spacing: 20) {
                        ForEach(0..<3_000, id: \.self) { i in
                            Text("Cell \(i)")
                                .frame(height: 100)
                                .focusable()
                                .focused(model.focus, equals: i * 10)
                                .id("cell-\(i)")
                        }
                    }
                }
                .frame(height: 400)
                .id("grid")
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        _ = host.frame()
        #expect(host.root?.find(id: "cell-250") == nil)
        model.focus.wrappedValue = 2_500 // item 250's value; "cell-2500" is another item
        _ = host.frame()
        #expect(host.focus.focusedID == "cell-250")
        LazyFocusRequestTests.settle(host, clock)
        #expect(host.root?.find(id: "cell-250") != nil)
        #expect(model.focus.wrappedValue == 2_500)
    }
}
