import Testing
@testable import UICore

/// How many items a lazy `ForEach` builds to find the item bound to a `@FocusState` value.
@MainActor
@Suite struct LazyFocusLookupTests {
    /// Counts item views made (each build of an item makes its view once).
    final class Counter { var made = 0 }

    /// A cell bound to `value`, counted.
    static func cell(_ i: Int, value: Int, state: FocusState<Int?>, counter: Counter) -> some View {
        counter.made += 1
        return Color.red.frame(height: 90).focusable().focused(state, equals: value).id("cell-\(i)")
    }

    /// The focus-value lookup of a resolved lazy grid.
    static func lookup(_ root: Node) throws -> (AnyHashable, ObjectIdentifier) -> Int? {
        guard case .lazy(let spec) = root.kind else { throw LookupError.notLazy }
        return spec.focusIndex
    }

    enum LookupError: Error { case notLazy }

    /// A dish of the named-list test: identified by `n`, focused by `name`.
    struct Dish: Equatable { var n: Int; var name: String }

    @Test func aMillionItemGridBoundToItsIdentityBuildsOnlyTheSamplesAndTheItemFound() throws {
        let state = FocusState<Int?>(), counter = Counter()
        let root = ResolveContext().resolve(LazyVGrid(columns: [GridItem(), GridItem()]) {
            ForEach(0..<1_000_000, id: \.self) { i in Self.cell(i, value: i, state: state, counter: counter) }
        })
        let find = try Self.lookup(root)
        #expect(find(AnyHashable(765_432), state.identity) == 765_432)
        // The id pattern's item 0, the first and last items (the relation), the item found.
        #expect(counter.made <= 4)
        let before = counter.made
        #expect(find(AnyHashable(999_999), state.identity) == 999_999)
        #expect(find(AnyHashable(1_000_000), state.identity) == nil) // past the last item
        #expect(find(AnyHashable("765432"), state.identity) == nil) // a string is not the Int value
        #expect(counter.made - before <= 1) // only the item found is built, to check its binding
        #expect(find(AnyHashable(5), FocusState<Int?>().identity) == nil) // another state: no item binds it
        // No item binds it: its relation is learnt from the two ends, then seven samples spread
        // across the data (rows between unbound ends may bind it), no more.
        #expect(counter.made - before <= 1 + 9)
    }

    @Test func anEmptyGridHasNoItemForAnyValue() throws {
        let state = FocusState<Int?>(), counter = Counter()
        let root = ResolveContext().resolve(LazyVGrid(columns: [GridItem()]) {
            ForEach(0..<0, id: \.self) { i in Self.cell(i, value: i, state: state, counter: counter) }
        })
        #expect(try Self.lookup(root)(AnyHashable(0), state.identity) == nil)
        #expect(counter.made == 0)
    }

    @Test func valuesThatAreNotTheIdentityAreTabledOncePerResolve() throws {
        let state = FocusState<Int?>(), counter = Counter()
        let root = ResolveContext().resolve(LazyVGrid(columns: [GridItem(), GridItem()]) {
            ForEach(0..<1_000, id: \.self) { i in Self.cell(i, value: i * 10, state: state, counter: counter) }
        })
        let find = try Self.lookup(root)
        #expect(find(AnyHashable(2_500), state.identity) == 250)
        #expect(find(AnyHashable(250), state.identity) == 25) // not item 250, whose id spells it
        #expect(find(AnyHashable(2_505), state.identity) == nil)
        #expect(counter.made <= 1_000 + 3 + 2) // every item once, the samples, and each item found (checked)
    }

    /// A named cell bound to its name (not its identity), counted.
    static func named(_ name: String, _ i: Int, state: FocusState<String?>, counter: Counter) -> some View {
        counter.made += 1
        return Color.red.frame(height: 90).focusable().focused(state, equals: name).id("row-\(i)")
    }

    @Test func aTableOfEquatableDataIsKeptBetweenFramesUntilTheDataChanges() throws {
        let state = FocusState<String?>(), counter = Counter(), store = ViewStateStore()
        func frame(_ dishes: [Dish]) throws -> (AnyHashable, ObjectIdentifier) -> Int? {
            let ctx = ResolveContext()
            ctx.stateStore = store
            store.beginFrame()
            let root = ctx.resolve(LazyVStack {
                ForEach(dishes, id: \.n) { d in Self.named(d.name, d.n, state: state, counter: counter) }
            })
            store.endFrame()
            return try Self.lookup(root)
        }
        let names = (0..<500).map { Dish(n: $0, name: "dish \($0 * 7 % 500)") }
        #expect(try frame(names)(AnyHashable("dish 7"), state.identity) == 1)
        #expect(counter.made >= 500) // tabled
        var before = counter.made
        #expect(try frame(names)(AnyHashable("dish 14"), state.identity) == 2)
        #expect(try frame(names)(AnyHashable("no such dish"), state.identity) == nil)
        #expect(counter.made - before <= 2 * 3 + 1) // per frame: the samples (and the item found)
        var renamed = names
        renamed[300].name = "new dish"
        before = counter.made
        #expect(try frame(renamed)(AnyHashable("new dish"), state.identity) == 300) // other data: tabled again
        #expect(counter.made - before >= 500)
    }
}
