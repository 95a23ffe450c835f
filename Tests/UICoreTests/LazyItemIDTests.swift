import Testing
@testable import UICore

/// A lazy container names items it never built from the id pattern of item 0: the pattern read
/// from an outermost `.id(_:)` without resolving the item must be the one resolving it gives.
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
        #expect(inner.id(3) == "3" && inner.item(3).id == "3")
        // Two views: a group node, which has no id of its own.
        let pair = try #require(Self.spec(LazyVStack {
            ForEach(0..<10, id: \.self) { i in
                Text("a \(i)").id("a-\(i)")
                Text("b \(i)")
            }
        }))
        #expect(pair.id(4) == "4" && pair.item(4).id == "4")
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

    @Test func splitsListEveryOccurrenceLeftmostFirst() {
        let splits = IDPattern.splits(of: "s0-p0", around: "0").map { "\($0.prefix)|\($0.suffix)" }
        #expect(splits == ["s|-p0", "s0-p|"])
        #expect(IDPattern.splits(of: "000", around: "00").map(\.prefix) == ["", "0"])
        #expect(IDPattern.splits(of: "cell", around: "7").isEmpty && IDPattern.splits(of: "cell", around: "").isEmpty)
    }
}
