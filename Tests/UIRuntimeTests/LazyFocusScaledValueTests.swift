import Testing
import UICore
@testable import UIRuntime

/// A grid whose focus values are a function of the index other than the index (`equals: i * 10`
/// with `.id("cell-\(i)")`): a value that happens to spell another item's id must not focus it.
@MainActor
@Suite struct LazyFocusScaledValueTests {
    @Test func aValueSpellingAnotherItemsIdFocusesTheItemBoundToIt() {
        let clock = ManualClock(), model = LazyGridModel()
        let host = LazyFocusRequestTests.makeHost(model, clock: clock, count: 3_000) { $0 * 10 }
        _ = host.frame()
        #expect(host.root?.find(id: "cell-250") == nil)
        model.focus.wrappedValue = 2_500 // item 250's value; "cell-2500" is another item
        _ = host.frame()
        #expect(host.context.focusedID == "cell-250")
        LazyFocusRequestTests.settle(host, clock)
        #expect(host.root?.find(id: "cell-250") != nil)
        #expect(model.focus.wrappedValue == 2_500)
    }
}
