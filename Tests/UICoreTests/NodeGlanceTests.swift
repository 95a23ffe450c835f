import Testing
@testable import UICore

/// The answers a node keeps for walks in other modules (``Node/isScrollView``,
/// ``Node/hasDefaultFocusRequest``, ``Node/hasID``, ``Node/hasFocusTraits``) follow the fields
/// they stand for: as resolved, as copied for a kept view, and as changed afterwards.
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
}
