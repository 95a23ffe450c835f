import Testing
import UICore
@testable import FocusEngine

/// The per-frame focus invariant hosts check in debug builds .
@Suite struct InvariantTests {
    static let window = Rect(x: 0, y: 0, width: 1000, height: 600)

    static func screen(_ children: [FocusNode]) -> FocusNode {
        .scope("screen", window, modal: false, children: children)
    }

    @Test func holdsThroughUpdatesMovesAndVanishingViews() {
        let focus = FocusSystem()
        focus.update(tree: Self.screen([.focusable("a", Rect(x: 0, y: 0, width: 100, height: 100)),
                                        .focusable("b", Rect(x: 200, y: 0, width: 100, height: 100))]))
        #expect(focus.invariantViolation() == nil)
        focus.move(.right)
        #expect(focus.focusedID == "b")
        #expect(focus.invariantViolation() == nil)
        // b becomes disabled: the engine hands focus on and the invariant still holds.
        focus.update(tree: Self.screen([.focusable("a", Rect(x: 0, y: 0, width: 100, height: 100)),
                                        .focusable("b", Rect(x: 200, y: 0, width: 100, height: 100), disabled: true)]))
        #expect(focus.focusedID == "a")
        #expect(focus.invariantViolation() == nil)
    }

    @Test func nothingFocusedIsFineOnlyWhenNothingCanTakeFocus() {
        let focus = FocusSystem()
        focus.update(tree: Self.screen([.focusable("off", Rect(x: 0, y: 0, width: 100, height: 100), disabled: true)]))
        #expect(focus.focusedID == nil)
        #expect(focus.invariantViolation() == nil)
        focus.update(tree: Self.screen([.focusable("a", Rect(x: 0, y: 0, width: 100, height: 100))]))
        focus.clearFocus()
        #expect(focus.invariantViolation() == "nothing is focused although 'a' can take focus")
    }

    @Test func reportsFocusOnAViewMissingFromTheTree() {
        let focus = FocusSystem()
        focus.update(tree: Self.screen([.focusable("a", Rect(x: 0, y: 0, width: 100, height: 100))]))
        // A host that swapped the tree without letting the engine reconcile breaks the invariant.
        focus.tree = IndexedFocusTree(root: Self.screen([.focusable("z", Rect(x: 0, y: 0, width: 100, height: 100))]))
        #expect(focus.invariantViolation() == "focus rests on 'a', which is not in the tree")
    }

    /// A lazy container whose id mapping disagrees with the views it builds (the mapping says
    /// item 3 is "s0-p3", the view on screen there is "shelf-3"): focus written by the mapping's
    /// id rests on no view, and the invariant says so; once the item scrolls out of sight (not
    /// built) the mapping's id is the only one it has, and focus there is sound.
    @Test func reportsFocusOnALazyItemOnScreenUnderAnotherID() {
        let geometry = LazyStackGeometry(axis: .horizontal, count: 200, itemLength: 100, spacing: 10, crossLength: 100)
        func tree(offset: Double) -> FocusNode {
            let viewport = Rect(x: 0, y: 0, width: 500, height: 100)
            let region = LazyRegion(geometry: geometry, contentOrigin: Point(x: -offset, y: 0), idPrefix: "s0-p")
            let built = region.items(intersecting: viewport).map { FocusNode.focusable("shelf-\($0)", region.frame(ofItem: $0)) }
            return Self.screen([FocusNode(id: "shelf", frame: viewport, role: .section, lazy: region, children: built)])
        }
        let focus = FocusSystem()
        focus.update(tree: tree(offset: 0))
        #expect(focus.invariantViolation() == nil)
        #expect(focus.focus(id: "s0-p3"))
        #expect(focus.invariantViolation() == "focus rests on 's0-p3', item 3 of the lazy container 'shelf', which is on screen under another id")
        focus.update(tree: tree(offset: 0))
        #expect(focus.focus(id: "s0-p150"))
        #expect(focus.invariantViolation() == nil)
    }
}
