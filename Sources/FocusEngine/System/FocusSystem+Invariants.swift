import UICore

/// The focus engine's own consistency check, for hosts that verify every frame in debug builds.
extension FocusSystem {
    /// What is wrong with the focus state after the last ``update(tree:)``, or nil when it holds.
    ///
    /// The invariant: focus rests on a view that exists in the current tree (a lazy item on
    /// screen as the node built for it, not only through its container's id mapping), is focusable,
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
        // A lazy item on screen is built, so a node carries its id; focus resolved only through
        // the container's id mapping names an id the view on screen does not have (a mapping
        // that disagrees with the views it builds: nothing there would show focus).
        if case .item(let r, let item) = target {
            let entry = tree.regions[r]
            let container = tree.entries[entry.node]
            if let seen = entry.region.frame(ofItem: item).intersection(container.frame), seen.width > 0, seen.height > 0 {
                return "focus rests on '\(id)', item \(item) of the lazy container '\(container.id)', which is on screen under another id"
            }
        }
        guard tree.isFocusable(target) else { return "focus rests on '\(id)', which is disabled or not focusable" }
        guard tree.isInModalScope(target) else {
            return "focus rests on '\(id)', outside the modal scope '\(modalScopeID ?? "?")'"
        }
        return nil
    }
}
