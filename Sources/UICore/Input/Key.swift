/// A key on the keyboard, independent of any platform's key codes (SwiftUI's `KeyEquivalent`).
public enum Key: Hashable, Sendable, CustomStringConvertible {
    case upArrow, downArrow, leftArrow, rightArrow
    case tab, `return`, space, escape, delete, deleteForward, home, end, pageUp, pageDown
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
        case .character(let c): String(c)
        }
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
