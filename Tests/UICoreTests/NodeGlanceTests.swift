import Testing
@testable import UICore

/// The answers a node keeps for walks in other modules (``Node/isScrollView``,
/// ``Node/kindCase``, ``Node/hasDefaultFocusRequest``, ``Node/hasID``, ``Node/hasFocusTraits``)
/// follow the fields they stand for: as resolved, as copied for a kept view, and as changed
/// afterwards.
@Suite struct NodeGlanceTests {
    @Test func answersFollowTheFieldsAsResolvedCopiedAndChanged() {
        let state = FocusState<Int?>()
        let root = ResolveContext().resolve(
            VStack {
                ScrollView { Text("Inside") }.id("scroller")
                VStack { Color.red.frame(width: 10, height: 10).focusable().focused(state, equals: 1) }
                    .defaultFocus(state, 1)
                    .id("column")
            }
        )
        let scroller = root.find(id: "scroller"), column = root.find(id: "column")
        #expect(scroller?.isScrollView == true)
        #expect(scroller?.hasID == true)
        #expect(scroller?.hasDefaultFocusRequest == false)
        #expect(column?.isScrollView == false)
        #expect(column?.hasDefaultFocusRequest == true)
        #expect(root.isScrollView == false && root.hasDefaultFocusRequest == false && root.hasID == false)
        var focusable: Node?
        root.visit { n in
            if n.focus?.interactions != nil { focusable = n }
            return focusable == nil
        }
        #expect(focusable?.hasFocusTraits == true)
        #expect(root.hasFocusTraits == false)

        // A kept view's copy answers as the node it copies.
        let copy = Node(copying: root)
        #expect(copy.find(id: "scroller")?.isScrollView == true)
        #expect(copy.find(id: "column")?.hasDefaultFocusRequest == true)

        // Changed after resolving (the runtime turns nodes into other kinds and clears requests).
        if let scroller {
            scroller.kind = .group
            #expect(!scroller.isScrollView)
            scroller.kind = .scroll(ScrollSpec(axis: .vertical, id: "again"))
            #expect(scroller.isScrollView)
            scroller.id = nil
            #expect(!scroller.hasID)
        }
        if let column {
            column.defaultFocusRequest = nil
            #expect(!column.hasDefaultFocusRequest)
        }
    }

    @Test func theKindCaseFollowsTheKindAsMadeCopiedAndChanged() {
        let env = EnvironmentValues()
        let kinds: [(Node.Kind, Node.KindCase)] = [
            (.empty, .empty), (.group, .group), (.text(text("Hi")), .text), (.image("art"), .image),
            (.stack(.vertical, spacing: 4, alignment: .center), .stack), (.zstack(.center), .zstack),
            (.spacer(minLength: 2), .spacer), (.padding(EdgeInsets(all: 3)), .padding),
            (.background(.center), .background), (.overlay(.center), .overlay),
            (.scroll(ScrollSpec(axis: .horizontal, id: "s")), .scroll),
        ]
        for (kind, expected) in kinds {
            let node = Node(kind, environment: env)
            #expect(node.kindCase == expected)
            #expect(Node(copying: node).kindCase == expected)
        }
        let node = Node(.text(text("Hi")), environment: env)
        node.kind = .zstack(.leading)
        #expect(node.kindCase == .zstack)
    }

    /// Whether two nodes have the same kind of layout (a kept view's laid-out copy is handed out
    /// again only then) is the kind's case and the number of children — never a lazy
    /// container's, whose items layout builds — whatever the kinds' payloads.
    @Test func twoNodesHaveTheSameShapeByTheirKindsCasesAndChildCounts() {
        let env = EnvironmentValues()
        func node(_ kind: Node.Kind, children: Int = 0) -> Node {
            let n = Node(kind, environment: env)
            n.children = (0..<children).map { _ in Node(.empty, environment: env) }
            return n
        }
        #expect(Node.sameShape(node(.text(text("One"))), node(.text(text("Another text")))))
        #expect(Node.sameShape(node(.stack(.vertical, spacing: 1, alignment: .center), children: 2),
                               node(.stack(.horizontal, spacing: 9, alignment: .leading), children: 2)))
        #expect(!Node.sameShape(node(.stack(.vertical, spacing: 1, alignment: .center), children: 2),
                                node(.stack(.vertical, spacing: 1, alignment: .center), children: 3)))
        #expect(!Node.sameShape(node(.zstack(.center)), node(.group)))
        #expect(!Node.sameShape(node(.text(text("Same"))), node(.image("Same"))))
        var lazy: [Node] = []
        ResolveContext().resolve(LazyVStack { ForEach(0..<3, id: \.self) { Text("Row \($0)") } }).visit { n in
            if n.kindCase == .lazy { lazy.append(n) }
            return true
        }
        #expect(lazy.count == 1)
        if let container = lazy.first { #expect(!Node.sameShape(container, Node(copying: container))) }
    }

    private func text(_ string: String) -> TextContent { TextContent(string: string, font: .body, color: .white) }
}
