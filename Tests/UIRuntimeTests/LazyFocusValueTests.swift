import Testing
import UICore
@testable import UIRuntime

/// `@FocusState` writes whose value is not the item's id nor any part of it (`.id("recipe-\(r.id)")`
/// with `.focused(state, equals: r.name)`): the lazy `ForEach` maps the value to its item.
@MainActor
@Suite struct LazyFocusValueTests {
    /// 300 recipes named by a word that never appears in their ids, in a 4-column lazy grid.
    static let recipes = (0..<300).map { NamedRecipe(id: $0, name: "Dish \(String(UnicodeScalar(65 + $0 % 26)!)) no. \($0 * 7 + 3)") }

    /// A recipe's cell, counted.
    static func cell(_ r: NamedRecipe, _ model: NamedGridModel) -> some View {
        model.cellsMade += 1
        return Text(r.name).frame(height: 100).focusable().focused(model.focus, equals: r.name).id("recipe-\(r.id)")
    }

    static func makeHost(_ model: NamedGridModel, clock: ManualClock) -> ViewHost<VStack> {
        gridHost(clock: clock) { cell($0, model) }
    }

    /// An 800×600 host showing ``recipes`` in a 4-column lazy grid (id `grid`, 400 pt high) of
    /// `cell`'s views.
    static func gridHost<Cell: View>(clock: ManualClock, cell: @escaping (NamedRecipe) -> Cell) -> ViewHost<VStack> {
        let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack {
                ScrollView {
                    LazyVGrid(columns: Array(repeating: GridItem(), count: 4), spacing: 20) {
                        ForEach(recipes) { r in cell(r) }
                    }
                }
                .frame(height: 400)
                .id("grid")
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    @Test func aWriteNamingAnUnbuiltItemByAValueOutsideItsIdFocusesIt() throws {
        let clock = ManualClock(), model = NamedGridModel()
        let host = Self.makeHost(model, clock: clock)
        _ = host.frame()
        #expect(host.context.focusedID == "recipe-0")
        #expect(host.root?.find(id: "recipe-250") == nil) // far below: not built
        model.focus.wrappedValue = Self.recipes[250].name
        _ = host.frame()
        #expect(host.context.focusedID == "recipe-250")
        LazyFocusRequestTests.settle(host, clock)
        let viewport = try #require(host.root?.find(id: "grid")?.frame)
        let cell = try #require(host.root?.find(id: "recipe-250"), "the focused item is built once scrolled to")
        #expect(viewport.contains(cell.frame))
        #expect(model.focus.wrappedValue == Self.recipes[250].name)
        #expect(model.focus.pendingRequest == nil)
    }

    @Test func aValueNoItemIsBoundToLeavesFocusAlone() {
        let clock = ManualClock(), model = NamedGridModel()
        let host = Self.makeHost(model, clock: clock)
        _ = host.frame()
        model.focus.wrappedValue = "Dish Z no. 0" // no recipe has this name
        _ = host.frame()
        LazyFocusRequestTests.settle(host, clock)
        #expect(host.context.focusedID == "recipe-0")
        #expect(host.scrolls.offsets(pixelsPerPoint: 1)["grid"] == 0)
    }

    @Test func aPendingValueTablesTheItemsOnceWhileTheDataStaysTheSame() {
        let clock = ManualClock(), model = NamedGridModel()
        let host = Self.makeHost(model, clock: clock)
        _ = host.frame()
        model.focus.wrappedValue = "Dish Z no. 0" // no recipe has it: the request stays pending
        _ = host.frame()
        #expect(model.focus.pendingRequest != nil)
        let made = model.cellsMade
        for _ in 0..<5 { _ = host.frame() }
        // Each frame builds its visible cells and the lookup's samples, never all 300 again.
        #expect(model.cellsMade - made < Self.recipes.count)
    }
}
