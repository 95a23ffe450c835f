import Testing
import UICore
@testable import UIRuntime

/// How a lazy `ForEach`'s lookup learns what its items bind from sample items
/// (``LazyFocusLookup``): rows at the ends that bind another state do not hide the rows between,
/// and a kept table of bound values is rebuilt when the items bind other values for the same data.
@MainActor
@Suite struct LazyFocusSampleTests {
    static let recipes = LazyFocusValueTests.recipes

    /// A row: the first and last bind `ends`, the rest `inner`; every row binds `named`.
    static func row(_ r: NamedRecipe, _ model: SampledGridModel) -> some View {
        let edge = r.id == 0 || r.id == recipes.count - 1
        return Text(r.name).frame(height: 100).focusable()
            .focused(edge ? model.ends : model.inner, equals: r.id)
            .focused(model.named, equals: model.byName ? r.name : "slug-\(r.id)")
            .id("recipe-\(r.id)")
    }

    static func makeHost(_ model: SampledGridModel, clock: ManualClock) -> ViewHost<VStack> {
        LazyFocusValueTests.gridHost(clock: clock) { row($0, model) }
    }

    @Test func rowsBetweenUnboundEndsAreFoundByTheirValue() {
        let clock = ManualClock(), model = SampledGridModel()
        let host = Self.makeHost(model, clock: clock)
        _ = host.frame()
        #expect(host.root?.find(id: "recipe-250") == nil) // far below: not built
        model.inner.wrappedValue = 250
        _ = host.frame()
        #expect(host.context.focusedID == "recipe-250")
        #expect(model.inner.pendingRequest == nil)
    }

    @Test func aKeptTableIsRebuiltWhenTheItemsBindOtherValuesForTheSameData() {
        let clock = ManualClock(), model = SampledGridModel()
        let host = Self.makeHost(model, clock: clock)
        _ = host.frame()
        model.named.wrappedValue = "slug-250"
        _ = host.frame()
        #expect(host.context.focusedID == "recipe-250")
        LazyFocusRequestTests.settle(host, clock)
        // The same data, now bound by name: a far item is found by its name, not by the old table.
        model.byName = true
        _ = host.frame()
        model.named.wrappedValue = Self.recipes[20].name
        _ = host.frame()
        #expect(host.context.focusedID == "recipe-20")
        #expect(model.named.pendingRequest == nil)
    }
}
