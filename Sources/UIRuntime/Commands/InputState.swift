import FocusEngine
import UICore

/// What input handlers may read of the runtime — the clock, the laid-out tree, focus, the
/// keyboard, the scroll views — and nothing that changes it: changes are ``RuntimeCommand``s.
/// ``ViewHost`` answers.
protocol InputState: AnyObject {
    /// The clock's time.
    var now: Double { get }
    /// The tree laid out by the last frame.
    var root: Node? { get }
    /// The environment views are resolved in.
    var environment: EnvironmentValues { get }
    /// The focused view's id.
    var focusedID: ViewID? { get }
    /// The laid-out node of the focused view.
    var focusedNode: Node? { get }
    /// The nodes from the tree's root down to the focused view (empty when none).
    var focusedPath: [Node] { get }
    /// Whether the focused view may be a text field: false only when that is known without a
    /// walk down the tree to it (a host keeps its focus tree's answer).
    var focusedMayBeTextField: Bool { get }
    /// Whether a view with one of these ids may have `onKeyPress` handlers: false only when that
    /// is known without a walk down the tree (a host keeps the ids of the views that have some).
    func mayHandleKeys(along chain: [ViewID]) -> Bool
    /// The focused view's id and its ancestors', innermost first.
    var responderChain: [ViewID] { get }
    /// A view's ancestors' ids, nearest first.
    func ancestors(of id: ViewID) -> [ViewID]
    /// The front-most modal scope holding focus (a sheet), if any.
    var modalScopeID: ViewID? { get }
    /// Whether the on-screen keyboard shows.
    var keyboardIsOpen: Bool { get }
    /// Whether a context menu shows.
    var contextMenuIsOpen: Bool { get }
    /// Where a view is (a lazy item built or not), in canvas points; nil when focus knows no such view.
    func frame(of id: ViewID) -> Rect?
    /// The first (or last) view in reading order that can take focus inside a container (a lazy
    /// item built or not); nil when the container is unknown or holds none.
    func edgeView(in container: ViewID, last: Bool) -> ViewID?
    /// Whether spoken feedback waits for a held direction to rest before reading focus.
    var awaitsRest: Bool { get }
    /// Whether a scroll view with this id has a controller (laid out in the last frame).
    func hasScrollView(_ id: ViewID) -> Bool
    /// The scroll views of the last frame, in the order of their names.
    var scrollViewIDs: [ViewID] { get }
}

extension InputState {
    /// The walk down to the focused view, made each time it is asked (a host keeps it per tree).
    var focusedPath: [Node] { focusedID.flatMap { root?.path(to: $0) } ?? [] }
    /// Not known without a walk: it may.
    var focusedMayBeTextField: Bool { true }
    /// Not known without a walk: they may.
    func mayHandleKeys(along chain: [ViewID]) -> Bool { true }
}
