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
}
