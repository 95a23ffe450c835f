/// A key on the keyboard, independent of any platform's key codes (SwiftUI's `KeyEquivalent`).
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case upArrow, downArrow, leftArrow, rightArrow
    case tab, `return`, space, escape, delete, deleteForward, home, end, pageUp, pageDown
    /// The buttons of TV remotes (HDMI-CEC, IR, Bluetooth) and media keyboards, named as X's
    /// `XF86` key symbols and Linux's `KEY_` codes name them: Back, the Home button (not the
    /// keyboard's Home, which goes to the start of a line), Menu (the context-menu key), OK/Select,
    /// Play/Pause, Stop, Rewind, Fast-forward, next and previous track, Channel up/down, Info,
    /// Search and the four colour keys.
    case back, homeButton, menu, select, playPause, stop, rewind, fastForward, nextTrack, previousTrack
    case channelUp, channelDown, info, search, red, green, yellow, blue
    /// A printable key, by the characters it types (lower-case for letters).
    case character(Character)

    public var description: String {
        switch self {
        case .upArrow: "up"
        case .downArrow: "down"
        case .leftArrow: "left"
        case .rightArrow: "right"
        case .tab: "tab"
        case .return: "return"
        case .space: "space"
        case .escape: "escape"
        case .delete: "backspace"
        case .deleteForward: "delete"
        case .home: "home"
        case .end: "end"
        case .pageUp: "pageup"
        case .pageDown: "pagedown"
        case .back: "back"
        case .homeButton: "homepage"
        case .menu: "menu"
        case .select: "select"
        case .playPause: "playpause"
        case .stop: "stop"
        case .rewind: "rewind"
        case .fastForward: "fastforward"
        case .nextTrack: "nexttrack"
        case .previousTrack: "previoustrack"
        case .channelUp: "channelup"
        case .channelDown: "channeldown"
        case .info: "info"
        case .search: "search"
        case .red: "red"
        case .green: "green"
        case .yellow: "yellow"
        case .blue: "blue"
        case .character(let c): String(c)
        }
    }

    /// Every key with a name of its own (all but `.character`), in declaration order: the names
    /// replay scripts and `keymap.toml` accept.
    public static let named: [Key] = [
        .upArrow, .downArrow, .leftArrow, .rightArrow, .tab, .return, .space, .escape, .delete, .deleteForward,
        .home, .end, .pageUp, .pageDown, .back, .homeButton, .menu, .select, .playPause, .stop, .rewind,
        .fastForward, .nextTrack, .previousTrack, .channelUp, .channelDown, .info, .search, .red, .green, .yellow, .blue,
    ]

    /// The key a name stands for: ``description``'s names, the aliases people type (`enter`,
    /// `esc`, `page-up`, `play-pause`, `fast-forward`, `channel-up`, `xf86back` …) or one character
    /// (case folded); nil for anything else.
    public init?(named name: String) {
        let lower = name.lowercased()
        if let k = Key.named.first(where: { $0.description == lower }) { self = k; return }
        let aliases: [String: Key] = [
            "enter": .return, "esc": .escape, "page-up": .pageUp, "page-down": .pageDown, "prior": .pageUp, "next": .pageDown,
            "home-button": .homeButton, "tv-home": .homeButton, "xf86homepage": .homeButton, "xf86back": .back,
            "context-menu": .menu, "ok": .select, "play-pause": .playPause, "play": .playPause, "xf86audioplay": .playPause,
            "fast-forward": .fastForward, "forward": .fastForward, "next-track": .nextTrack, "previous-track": .previousTrack,
            "channel-up": .channelUp, "channel-down": .channelDown,
        ]
        if let k = aliases[lower] { self = k; return }
        if name.count == 1, let c = lower.first { self = .character(c); return }
        return nil
    }

    /// The move direction an arrow key stands for, if any.
    public var moveDirection: MoveDirection? {
        switch self {
        case .upArrow: .up
        case .downArrow: .down
        case .leftArrow: .left
        case .rightArrow: .right
        default: nil
        }
    }
}
