import UICore

extension TraceEvent {
    /// What took a key press or a move, as a `key` or `move` event's `by` names it.
    public enum Handler: Hashable, Sendable {
        /// A view: the handler, action, field or remote command of the view with this id (its id).
        case view(ViewID)
        /// Focus moved (`focus`).
        case focus
        /// Nothing took the move (`none`).
        case nothing
        /// The on-screen keyboard (`osk`).
        case keyboard
        /// An app's menu command, from its shortcut (`menu`).
        case menu
        /// A context menu opened or closed (`context-menu`).
        case contextMenu
        /// The remote's Home (`home`).
        case home
        /// Back, as it went (its ``BackResult/traceName``).
        case back(BackResult)

        /// The name the trace gives it.
        public var traceName: String {
            switch self {
            case .view(let id): id.description
            case .focus: "focus"
            case .nothing: "none"
            case .keyboard: "osk"
            case .menu: "menu"
            case .contextMenu: "context-menu"
            case .home: "home"
            case .back(let result): result.traceName
            }
        }
    }
}
