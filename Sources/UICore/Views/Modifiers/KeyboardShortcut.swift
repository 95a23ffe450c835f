/// A button's keyboard shortcut among a window's or sheet's buttons, as SwiftUI's
/// `KeyboardShortcut.defaultAction` and `.cancelAction`: Return presses the default button and
/// Escape the cancel button of the front-most sheet (or the screen, with no sheet), wherever
/// focus is — the Mac's default (blue) and Cancel buttons.
public struct KeyboardShortcut: Hashable, Sendable {
    /// What the shortcut stands for.
    public enum Role: Hashable, Sendable {
        /// Return: the action a sheet or window proposes (drawn prominent).
        case defaultAction
        /// Escape: the action that dismisses without doing anything.
        case cancelAction
    }

    /// The node attribute a view's shortcut is kept in.
    public enum Key: ViewAttributeKey { public typealias Value = KeyboardShortcut }

    public let role: Role

    /// Return presses this button (SwiftUI's `.defaultAction`).
    public static let defaultAction = KeyboardShortcut(role: .defaultAction)
    /// Escape presses this button (SwiftUI's `.cancelAction`).
    public static let cancelAction = KeyboardShortcut(role: .cancelAction)
}

extension View {
    /// Gives this button a keyboard shortcut (SwiftUI's `keyboardShortcut(_:)`): with
    /// ``KeyboardShortcut/defaultAction`` Return presses it, with ``KeyboardShortcut/cancelAction``
    /// Escape does, while it is in the front-most sheet (or on screen with no sheet shown) and
    /// enabled, whichever view has focus. Return and Space still press the focused button when
    /// no default button is shown; the pad's A and B keep their meaning (select, back).
    public func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedView<Self> {
        modifyNode { node, _ in
            node[KeyboardShortcut.Key.self] = shortcut
            return node
        }
    }
}
