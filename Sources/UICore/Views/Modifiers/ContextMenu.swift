/// A view's context menu (SwiftUI's `.contextMenu { … }`): its items, built when the menu shows.
///
/// tvOS opens it with a long press of Select (OK held, pad A held) or the remote's Menu/context
/// key; the runtime shows the items as a focusable modal list beside the view, Back closes it,
/// and choosing an item runs its action and closes it.
public struct ContextMenu {
    /// Builds the menu's items (buttons): called each frame the menu shows, so an item's title
    /// follows the app's state ("Favourite" becomes "Unfavourite").
    public let items: () -> ViewGroup

    /// A menu whose items `items` builds.
    public init(@ViewBuilder items: @escaping () -> ViewGroup) { self.items = items }

    /// Node attribute key: the menu of a view (``View/contextMenu(menuItems:)``).
    public enum Key: ViewAttributeKey { public typealias Value = ContextMenu }
}

extension View {
    /// Gives this view a context menu (SwiftUI's `contextMenu(menuItems:)`): a long press of
    /// Select or the remote's Menu/context key, while this view or a descendant has focus, shows
    /// `menuItems` (buttons) in a modal list beside it.
    ///
    /// The innermost view around the focused one with a menu (or a long-press action,
    /// ``onLongPressGesture(minimumDuration:perform:)``) takes the press; a view with a menu
    /// runs its action when Select is released before the long press, as tvOS does.
    public consuming func contextMenu(@ViewBuilder menuItems: @escaping () -> ViewGroup) -> ModifiedView<Self> {
        // The items are built from the closure each time the menu shows: not an input.
        attribute(ContextMenu.Key.self, ContextMenu(items: menuItems), inputs: ModifierInputs("contextMenu"))
    }
}
