import UICore

/// The focus engine's own consistency check, for hosts that verify every frame in debug builds.
extension FocusSystem {
    /// What is wrong with the focus state after the last ``update(tree:)``, or nil when it holds.
    ///
    /// The invariant: focus rests on a view that exists in the current tree, is focusable,
    /// enabled and inside the front-most modal scope; focus is nil only when nothing in the tree
    /// (within the modal scope) can take focus. A host calls this after updating the tree and
    /// applying the frame's focus requests; a non-nil answer is a bug in the engine or the host.
    public func invariantViolation() -> String? {
        guard let id = focusedID else {
            if let possible = focusableTargets(in: tree.modalScope).first {
                return "nothing is focused although '\(tree.id(of: possible))' can take focus"
            }
            return nil
        }
        guard let target = tree.resolve(id) else { return "focus rests on '\(id)', which is not in the tree" }
        guard tree.isFocusable(target) else { return "focus rests on '\(id)', which is disabled or not focusable" }
        guard tree.isInModalScope(target) else {
            return "focus rests on '\(id)', outside the modal scope '\(modalScopeID ?? "?")'"
        }
        return nil
    }
}
