import UICore

/// What a key or pad button means to the app once the key map has been applied: the semantic
/// commands of the Controls table, named as `keymap.toml` names them.
public enum InputAction: String, CaseIterable, Hashable, Sendable {
    case up, down, left, right
    /// Activate the focused view (Return, Space, pad A).
    case select
    /// Menu / Back (Escape, pad B or Start).
    case back
    /// Tab and Shift-Tab.
    case next, previous
    /// Toggle the selected recipe's favourite (Ctrl+F, pad Y).
    case favourite
    /// Add the selected recipe to the grocery list (Ctrl+G).
    case grocery
    /// Show or hide the focus debugger overlay (Ctrl+D).
    case debugger
    /// Quit at once (Ctrl+Q).
    case quit
    /// Open the on-screen keyboard on the focused text field (Ctrl+K): what pad A does, for a
    /// remote that sends keys (arrows and OK, no letters to type with).
    case keyboard
    /// Turn spoken feedback on or off (Ctrl+Alt+S).
    case speech

    /// The focus move a direction action stands for.
    public var direction: MoveDirection? { MoveDirection(rawValue: rawValue) }

    /// The app menu command's own shortcut, which ``ViewHostCommands/shortcut(_:host:)`` is
    /// handed whatever key or button the user bound the action to; nil for the runtime's own actions.
    public var menuShortcut: KeyPress? {
        switch self {
        case .favourite: KeyPress(key: .character("f"), modifiers: .control)
        case .grocery: KeyPress(key: .character("g"), modifiers: .control)
        case .quit: KeyPress(key: .character("q"), modifiers: .control)
        default: nil
        }
    }
}
