import UICore

/// Clicks (F1).
extension FocusSystem {
    /// A click on a view: focus follows the macOS rules of F1.
    ///
    /// Text fields and views with `.edit` interactions (or all interactions) take focus;
    /// `.activate`-only views (buttons, pickers) do not, since a click activates them instead;
    /// disabled views never do. A click on a view that is not focusable itself focuses its
    /// nearest focusable ancestor under the same rules (a click on a grid cell focuses the
    /// focusable grid). Returns whether focus moved to (or stayed on) the clicked view.
    @discardableResult
    public func click(id: ViewID) -> Bool {
        guard var target = tree.resolve(id) else { return false }
        if case .node(let i) = target, tree.entries[i].interactions == nil {
            var p = tree.entries[i].parent
            while p >= 0, tree.entries[p].interactions == nil { p = tree.entries[p].parent }
            guard p >= 0 else { return false }
            target = .node(p)
        }
        guard canFocus(target), let interactions = tree.focusInteractions(of: target) else { return false }
        var takesFocus = interactions.contains(.edit)
        if case .node(let i) = target, tree.entries[i].isTextField { takesFocus = true }
        guard takesFocus else { return false }
        setFocus(target)
        return true
    }
}
