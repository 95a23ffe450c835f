import FocusEngine
import Testing
import UICore

/// Focus sections (F8): entry rules, memory, default focus the first time.
@Suite struct SectionTests {
    typealias L = Layouts

    /// A sidebar section of three rows beside a single control.
    static func sidebar(remembers: Bool, defaultRow: Int? = nil) -> FocusNode {
        .container("root", L.window, children: [
            .section("sidebar", L.r(0, 0, 300, 1080), remembersLastFocus: remembers, children: (0..<3).map { i in
                .focusable("row-\(i)", L.r(0, Double(i) * 100, 300, 80), defaultFocus: i == defaultRow)
            }),
            .focusable("content", L.r(400, 0, 800, 1080)),
        ])
    }

    @Test func entryGoesToNearestContentWithoutMemory() {
        let system = L.system(Self.sidebar(remembers: false))
        system.focus(id: "row-2")
        #expect(system.move(.right).to == "content")
        let back = system.move(.left)
        // The full-height section is best aligned with the tall content view; inside it, every
        // row is 100 points away, and row-2's centre is nearest the content's centre.
        #expect(back.to == "row-2")
        #expect(back.reason == "entered focus section sidebar (nearest content)")
    }

    @Test func entryReturnsToTheRememberedChild() {
        let system = L.system(Self.sidebar(remembers: true))
        system.focus(id: "row-2")
        #expect(system.move(.right).to == "content")
        let back = system.move(.left)
        #expect(back.to == "row-2")
        #expect(back.reason == "entered focus section sidebar (remembered)")
    }

    @Test func rememberedChildThatVanishedFallsBackToNearest() {
        let system = L.system(Self.sidebar(remembers: true))
        system.focus(id: "row-2")
        system.move(.right)
        var tree = Self.sidebar(remembers: true)
        tree.children[0].children.removeLast()
        system.update(tree: tree)
        #expect(system.move(.left).to == "row-1")
    }

    @Test func defaultFocusAppliesTheFirstTimeOnly() {
        func tree(marked: Bool) -> FocusNode {
            .container("root", L.window, children: [
                .focusable("content", L.r(400, 0, 800, 1080)),
                .section("sidebar", L.r(0, 0, 300, 1080), children: (0..<3).map { i in
                    .focusable("row-\(i)", L.r(0, 100 + Double(i) * 100, 300, 80), defaultFocus: marked && i == 1)
                }),
            ])
        }
        #expect(L.system(tree(marked: true)).focusedID == "row-1", "the tree-wide default")
        // Start on the content before the sidebar exists, so the sidebar has never held focus.
        var contentOnly = tree(marked: true)
        contentOnly.children.removeLast()
        let system = L.system(contentOnly)
        #expect(system.focusedID == "content")
        system.update(tree: tree(marked: true))
        let first = system.move(.left)
        #expect(first.to == "row-1")
        #expect(first.reason == "entered focus section sidebar (default focus)")
        system.move(.down)
        system.move(.right)
        let second = system.move(.left)
        #expect(second.to == "row-2")
        #expect(second.reason == "entered focus section sidebar (nearest content)")
    }

    @Test func aRememberingSectionWinsOverItsOwnContent() {
        // Moving left from the button, row-1 is the geometric winner, but the move lands inside
        // a remembering section from outside, so it enters the section and its memory applies.
        let system = L.system(.container("root", L.window, children: [
            .section("sidebar", L.r(0, 0, 300, 1080), remembersLastFocus: true, children: (0..<3).map { i in
                .focusable("row-\(i)", L.r(0, Double(i) * 100, 300, 80))
            }),
            .focusable("button", L.r(400, 0, 200, 300)),
        ]))
        system.focus(id: "row-2")
        #expect(system.move(.right).to == "button")
        let back = system.move(.left)
        #expect(back.to == "row-2")
        #expect(back.enteredSection == "sidebar")
    }

    @Test func nestedSectionsResolveToFocusableContent() {
        let system = L.system(.container("root", L.window, children: [
            .focusable("origin", L.r(0, 0, 100, 100)),
            .section("outer", L.r(200, 0, 600, 600), children: [
                .section("inner", L.r(400, 300, 400, 300), children: [
                    .focusable("deep", L.r(500, 400, 100, 100)),
                ]),
            ]),
        ]))
        system.focus(id: "origin")
        let result = system.move(.right)
        #expect(result.to == "deep")
        #expect(result.enteredSection == "outer")
        #expect(system.containsFocus("inner"))
        #expect(system.containsFocus("outer"))
    }

    /// A TV guide: a sidebar of group buttons (a focus section wider than them) beside a list.
    /// Left from the list's first row enters the sidebar at the button level with the row, even
    /// though the wider button below reaches nearer the row's edge.
    @Test func entryPrefersContentInTheOriginsBeam() {
        let system = L.system(.container("root", L.window, children: [
            .section("groups", L.r(60, 60, 280, 600), children: [
                .focusable("all", L.r(77, 91, 77, 44)),
                .focusable("films", L.r(77, 145, 104, 44)),
            ]),
            .focusable("row-0", L.r(267, 85, 973, 51)),
            .focusable("row-1", L.r(267, 144, 973, 51)),
            .focusable("row-4", L.r(267, 320, 973, 51)),
        ]))
        system.focus(id: "row-0")
        let left = system.move(.left)
        #expect(left.to == "all")
        #expect(left.reason == "entered focus section groups (nearest content)")
        system.focus(id: "row-1")
        #expect(system.move(.left).to == "films")
        // With nothing of the section in the beam, the content nearest the row takes focus.
        system.focus(id: "row-4")
        #expect(system.move(.left).to == "films")
    }
}
