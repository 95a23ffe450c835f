import FocusEngine
import UICore

/// Which of a laid-out view's actions a ``RuntimeCommand/perform(_:on:)`` runs.
///
/// Named, not carried: a command stays plain data a test can read, and the closure is taken
/// from the node only when the command is applied.
enum ViewAction: Equatable {
    /// The view's action (a button's, a row's): Return, Select, a click, a keyboard shortcut.
    case primary
    /// A text field's submit (Return in the field).
    case submit
    /// The view's `onLongPressGesture` action (Select held).
    case longPress
    /// The view's `onExitCommand` action (Back).
    case exitCommand
    /// A sheet's dismissal (Back, Home).
    case dismissSheet
    /// A navigation stack's pop of its top screen (Back).
    case pop
    /// A navigation stack's return to its root (Home).
    case popToRoot
    /// A tab view's return of focus to its selected tab (Back from inside a tab's screen).
    case returnToTabBar
    /// The view's `onRemoteCommand` handler for a transport key.
    case remoteCommand(RemoteCommand)

    /// The closure this names on `node`; nil when the node has none.
    func body(on node: Node) -> (() -> Void)? {
        switch self {
        case .primary: node.action
        case .submit: node.submit
        case .longPress: node[LongPressAction.Key.self]?.action
        case .exitCommand: node[ExitCommandAttributes.ActionKey.self]
        case .dismissSheet: node[SheetAttributes.DismissKey.self]
        case .pop: node[NavigationAttributes.PopKey.self]
        case .popToRoot: node[NavigationAttributes.PopToRootKey.self]
        case .returnToTabBar: node[TabViewAttributes.ReturnToBarKey.self]
        case .remoteCommand(let command): node[RemoteCommandAttributes.HandlersKey.self]?[command]
        }
    }
}
