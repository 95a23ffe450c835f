import UICore

/// What a key or pad button means to the app once the key map has been applied: the semantic
/// commands of the Controls table, named as `keymap.toml` names them.
public enum InputAction: String, CaseIterable, Hashable, Sendable {
    case up, down, left, right
    /// Activate the focused view (Return, Space, the remote's OK/Select, pad A).
    case select
    /// Menu / Back (Escape, the remote's Back, pad B or Start).
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
    /// The remote's Home button: the app's first screen, at its root, with the keyboard, menus
    /// and sheets closed (pad Guide).
    case home
    /// The focused view's context menu (the remote's Menu/context key; a long press of Select
    /// opens it too).
    case contextMenu = "context-menu"
    /// The remote's transport keys: the focused view's `View.onRemoteCommand(_:perform:)`.
    case playPause = "play-pause"
    case stop
    case rewind
    case fastForward = "fast-forward"
    /// A page of the scroll view holding focus (Page Up/Down, Channel up/down).
    case pageUp = "page-up"
    case pageDown = "page-down"
    /// The first or last view of the scroll view holding focus (Home/End, as a Mac scrolls a
    /// document to its start or end and Android's lists move their selection there).
    case first
    case last
    /// The remote's Info: the reader speaks the focused item's details and hint (a toast shows
    /// them when spoken feedback is off).
    case info
    /// Read all (VoiceOver's VO+A, Ctrl+Alt+A): the reader reads everything from the focused
    /// view on — controls and the text between them (a recipe's summary, each ingredient).
    case readAll = "read-all"

    /// The focus move a direction action stands for.
    public var direction: MoveDirection? { MoveDirection(rawValue: rawValue) }

    /// The remote command a transport action sends.
    public var remoteCommand: RemoteCommand? {
        switch self {
        case .playPause: .playPause
        case .stop: .stop
        case .rewind: .rewind
        case .fastForward: .fastForward
        default: nil
        }
    }

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
