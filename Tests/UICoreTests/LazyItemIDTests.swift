import Testing
@testable import UICore

/// A lazy container names items it never built from their own views (an outermost `.id(_:)`
/// read without resolving, the id a resolved item carries, or the `ForEach` identity), never
/// by reading a pattern out of another item's id, and finds an id's item again.
@Suite struct LazyItemIDTests {
    /// The lazy spec of a resolved lazy grid.
    static func spec(_ view: some View) -> LazySpec? {
        if case .lazy(let spec) = ResolveContext().resolve(view).kind { return spec }
        return nil
    }

    @Test func anOutermostIDGivesThePatternResolvingWould() throws {
        let spec = try #require(Self.spec(LazyVGrid(columns: [GridItem(.flexible())]) {
            ForEach(0..<50, id: \.self) { i in Text("item \(i)").frame(height: 40).id("cell-\(i)-x") }
        }))
        #expect(spec.id(0) == "cell-0-x" && spec.id(37) == "cell-37-x")
        #expect(spec.index("cell-12-x") == 12 && spec.index("cell-12") == nil)
        #expect(spec.item(21).id == "cell-21-x")
    }

    @Test func anIDInsideTheItemOrAGroupOfViewsIsLearntByResolving() throws {
        // The id sits under a padding: the item's own node has none, so items take their ForEach ids.
        let inner = try #require(Self.spec(LazyVGrid(columns: [GridItem(.flexible())]) {
            ForEach(0..<10, id: \.self) { i in Text("item \(i)").id("cell-\(i)").padding(4) }
        }))
        // The identity is the Int in its ForEach's scope, named "3" in traces (the only ForEach).
        #expect(inner.id(3).unscoped == ViewID(3) && inner.item(3).id == inner.id(3) && inner.id(3).description == "3")
        #expect(inner.id(3).scope != nil, "a ForEach identity is unique within its ForEach")
        #expect(inner.id(3) != "3", "an Int identity is not the string that names it")
        #expect(inner.index(ViewID(3)) == 3 && inner.index("3") == nil && inner.indexNamed("3") == 3)
        // Two views: a group node, which has no id of its own.
        let pair = try #require(Self.spec(LazyVStack {
            ForEach(0..<10, id: \.self) { i in
                Text("a \(i)").id("a-\(i)")
                Text("b \(i)")
            }
        }))
        #expect(pair.id(4).unscoped == ViewID(4) && pair.item(4).id == pair.id(4))
    }

    @Test func anIdentityOccurringTwiceIsFoundWhereItemsDiffer() throws {
        // Shelf 0's posters: item 0's id holds "0" twice; the index is the part that differs in item 1.
        let shelf = 0
        let spec = try #require(Self.spec(LazyHStack {
            ForEach(0..<200) { i in Text("poster \(i)").frame(width: 200, height: 300).id("s\(shelf)-p\(i)") }
        }))
        #expect(spec.id(0) == "s0-p0" && spec.id(7) == "s0-p7" && spec.id(199) == "s0-p199")
        #expect(spec.index("s0-p7") == 7 && spec.index("s7-p0") == nil)
        #expect(spec.item(12).id == "s0-p12")
        // Shelf 1 and an identity at the front: the first occurrence is still right there.
        let front = try #require(Self.spec(LazyVStack {
            ForEach(0..<20) { i in Text("row \(i)").id("\(i)-of-10") }
        }))
        #expect(front.id(0) == "0-of-10" && front.id(5) == "5-of-10" && front.index("5-of-10") == 5)
    }

    @Test func idsThatNoPatternDescribesAreStillEachItemsOwn() throws {
        // The identity occurs twice in some ids and once in others (`row5-5`, `row1-11`): no
        // prefix and suffix around it names every item.
        let rows = try #require(Self.spec(LazyVStack {
            ForEach(0..<40) { i in Text("row \(i)").frame(height: 30).id("row\(i % 10)-\(i)") }
        }))
        #expect(rows.id(5) == "row5-5" && rows.id(11) == "row1-11" && rows.id(39) == "row9-39")
        #expect(rows.index("row1-11") == 11 && rows.index("row1-1") == 1 && rows.index("row5-15") == 15)
        #expect(rows.index("row5-6") == nil)
        #expect(rows.item(23).id == "row3-23")
        // Ids made from the data, not from the identity at all.
        struct Film: Identifiable { let id: Int; let title: String }
        let films = (0..<30).map { Film(id: 1000 + $0, title: "film \($0 * 7)") }
        let shelf = try #require(Self.spec(LazyHStack {
            ForEach(films) { f in Text(f.title).frame(width: 200, height: 300).id(f.title) }
        }))
        #expect(shelf.id(3) == "film 21" && shelf.index("film 21") == 3 && shelf.index("1003") == nil)
        // A view whose body names itself: each item is resolved for its id.
        let posters = try #require(Self.spec(LazyHStack {
            ForEach(0..<12, id: \.self) { i in Poster(number: i) }
        }))
        #expect(posters.id(7) == "poster-7" && posters.index("poster-7") == 7 && posters.item(7).id == "poster-7")
    }

    /// A view whose body carries its id.
    struct Poster: View {
        let number: Int
        var body: some View { Text("poster \(number)").frame(width: 100, height: 150).id("poster-\(number)") }
    }
}
