/// A button's keyboard shortcut among a window's or sheet's buttons, as SwiftUI's
/// `KeyboardShortcut.defaultAction` and `.cancelAction`: Escape presses the cancel button of the
/// front-most sheet (or the screen, with no sheet) wherever focus is; Return presses the default
/// button when focus is on nothing that can be pressed — with a button focused, Return presses
/// that one, the one a reader just announced (a Mac presses the default button wherever focus is).
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
    /// ``KeyboardShortcut/cancelAction`` Escape presses it whichever view has focus, with
    /// ``KeyboardShortcut/defaultAction`` Return does when the focused view cannot be pressed,
    /// while it is in the front-most sheet (or on screen with no sheet shown) and enabled. Return
    /// and Space press the focused button; the pad's A and B keep their meaning (select, back).
    public consuming func keyboardShortcut(_ shortcut: KeyboardShortcut) -> ModifiedView<Self> {
        modifyNode { node, _ in
            node[KeyboardShortcut.Key.self] = shortcut
            return node
        }
    }
}
