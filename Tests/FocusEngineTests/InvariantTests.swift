import Testing
import UICore
@testable import FocusEngine

/// The per-frame focus invariant hosts check in debug builds (issue: faults survived).
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
}
