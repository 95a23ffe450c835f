import UICore

/// The context menu showing over an app (`View.contextMenu(menuItems:)`): which view it
/// belongs to and its items. The ``InputRouter`` opens it (a long press of Select, the remote's
/// Menu/context key) and closes it (Back, an item chosen, Home); the ``ViewHost`` shows
/// `ContextMenuPanel` beside that view while it is open, a modal focus scope, so focus enters
/// its first item and returns to the view when it closes.
public final class ContextMenuPresenter {
    /// The id of the menu's panel, `context-menu` in traces: a value of its own type, so no view
    /// of an app that calls itself "context-menu" is taken for it.
    public static let panelID = ViewID(PanelID())

    /// The value of ``panelID``.
    struct PanelID: Hashable, CustomStringConvertible {
        var description: String { "context-menu" }
    }

    /// The focused view the menu was opened on (nil while closed).
    public private(set) var anchor: ViewID?
    /// The menu shown (the latest one the anchor's views give, each frame).
    private var menu: ContextMenu?
    /// The menus the menu shown was opened from, outermost first (a `Menu` inside a menu), each
    /// with the item in it that opened the next.
    private var parents: [(menu: ContextMenu, item: ViewID)] = []
    /// Where the anchor was laid out, in canvas points: the panel sits beside it.
    private(set) var anchorFrame = Rect.zero

    init() {}

    /// Whether a menu shows.
    public var isOpen: Bool { anchor != nil }

    /// Opens `menu` on the focused view `anchor`, laid out at `frame`.
    func open(_ menu: ContextMenu, anchor: ViewID, frame: Rect) {
        self.menu = menu
        self.anchor = anchor
        anchorFrame = frame
    }

    /// Closes the menu (focus goes back to its view: the panel's scope returns it).
    func close() {
        anchor = nil
        menu = nil
        parents = []
    }

    /// Shows `submenu` (the `Menu` `item` chosen in the menu showing) in the menu's place,
    /// beside the same view; Back (``leave()``) returns to the menu it came from.
    func openSubmenu(_ submenu: ContextMenu, from item: ViewID) {
        guard isOpen, let menu else { return }
        parents.append((menu, item))
        self.menu = submenu
    }

    /// Back in the menu: returns to the menu the one showing was opened from and gives the item
    /// that opened it (focus goes back there), else closes the menu and gives nil.
    @discardableResult
    func leave() -> ViewID? {
        guard let parent = parents.popLast() else {
            close()
            return nil
        }
        menu = parent.menu
        return parent.item
    }

    /// The menu nearest the view `id` in `root` — on it or an ancestor, not beyond the front
    /// sheet holding it — and the node it is on; nil when it has none.
    public static func menu(for id: ViewID, in root: Node) -> ContextMenu? { menu(onPath: root.path(to: id)) }

    /// The menu nearest the end of `path` (root first, the focused view last), not beyond the
    /// front sheet holding it: for a caller that walked down to the view already.
    public static func menu(onPath path: [Node]) -> ContextMenu? {
        for node in path.reversed() {
            if let menu = node[ContextMenu.Key.self] { return menu }
            if node[SheetAttributes.DismissKey.self] != nil { return nil }
        }
        return nil
    }

    /// The panel to show this frame, nil while closed. The anchor's views give the menu again
    /// each frame (an item's title follows the app's state); an anchor gone from the last
    /// laid-out tree (its row was deleted) closes the menu.
    func panel(in root: Node?) -> ContextMenuPanel? {
        guard let anchor, var menu else { return nil }
        if let root {
            guard let node = root.find(id: anchor) else {
                close()
                return nil
            }
            // The view's own menu follows its state; a submenu was given when it opened.
            if parents.isEmpty, let latest = Self.menu(for: anchor, in: root) { menu = latest; self.menu = latest }
            if node.frame.width > 0 || node.frame.height > 0 { anchorFrame = node.frame }
        }
        return ContextMenuPanel(menu: menu, anchor: anchorFrame)
    }
}
