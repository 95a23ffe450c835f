import Testing
@testable import UICore

/// ``Node/path(to:)``: the nodes from the root down to the first view (depth-first) with an id,
/// both ends included, in order; nothing when the tree holds no such view.
@Suite struct NodePathTests {
    @Test func thePathRunsFromTheRootToTheFirstViewWithTheId() {
        let root = ResolveContext().resolve(
            VStack {
                HStack { Text("A").id("a"); Text("Twice").id("twice") }.id("row")
                VStack { Text("Twice again").id("twice") }.id("column")
            }.id("top")
        )
        let path = root.path(to: "a")
        #expect(path.first === root)
        #expect(path.last === root.find(id: "a"))
        let named = path.compactMap(\.id)
        #expect(named == ["top", "row", "a"], "every id'd view on the way, outermost first")
        // Each node is the parent of the next.
        for (parent, child) in zip(path, path.dropFirst()) {
            #expect(parent.children.contains { $0 === child })
        }
        // The first view with the id, depth-first: the one in the row.
        #expect(root.path(to: "twice").compactMap(\.id) == ["top", "row", "twice"])
        #expect(root.path(to: "twice").last === root.find(id: "twice"))
        let top = root.path(to: "top")
        #expect(top.count == 1 && top.first === root, "the root itself: a path of one")
        #expect(root.path(to: "nowhere").isEmpty)
    }
}
