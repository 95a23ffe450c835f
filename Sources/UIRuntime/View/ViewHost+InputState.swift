import FocusEngine
import UICore

/// What input handlers read of a host (``InputState``): the clock, the last tree, focus, the
/// keyboard, the scroll views — nothing that changes it.
extension ViewHost: InputState {
    var now: Double { clock.now }
    var focusedID: ViewID? { focus.system.focusedID }
    var responderChain: [ViewID] { focus.system.responderChain }
    func ancestors(of id: ViewID) -> [ViewID] { focus.system.ancestors(of: id) }
    var modalScopeID: ViewID? { focus.system.modalScopeID }
    var keyboardIsOpen: Bool { keyboard.isOpen }
    var contextMenuIsOpen: Bool { contextMenu.isOpen }
    func frame(of id: ViewID) -> Rect? { focus.system.frame(of: id) }
    func edgeView(in container: ViewID, last: Bool) -> ViewID? { focus.system.edgeView(in: container, last: last) }
    var awaitsRest: Bool { speech.awaitsRest }
    func hasScrollView(_ id: ViewID) -> Bool { scrolls[id] != nil }
    var scrollViewIDs: [ViewID] { scrolls.reports.keys.sorted() }

    /// The laid-out node of the focused view.
    var focusedNode: Node? { focusedPath.last }

    /// The focus tree's answer: false for a view it holds as anything but a text field.
    var focusedMayBeTextField: Bool { focus.focusedID.map(focus.system.mayBeTextField) ?? false }

    /// Whether a view of `chain` is among the last tree's views with `onKeyPress` handlers
    /// (gathered in the one walk that serves focus effects, focused values and move commands).
    func mayHandleKeys(along chain: [ViewID]) -> Bool {
        guard let root else { return false }
        let ids = views(of: root, betweenFrames: true).keyPressIDs
        return !ids.isEmpty && chain.contains { ids.contains($0) }
    }

    /// The focused text field's id, when a text field has focus.
    var focusedTextField: ViewID? {
        // The focus tree tells a view that is not one without a walk down to it (every frame
        // asks, and the frame after a focus move would walk the whole tree for it).
        guard focusedMayBeTextField, let node = focusedNode, node.focus?.isTextField == true else { return nil }
        return node.id
    }

    /// What the on-screen keyboard edits through (``KeyboardEditing``).
    var keyboardEditing: KeyboardEditing {
        KeyboardEditing(text: text, root: root, speech: speech, environment: environment, now: clock.now)
    }
}
