import FocusEngine
import UICore

/// What an app's command handlers (``ViewHostCommands/shortcut(_:host:)``,
/// ``ViewHostCommands/padButton(_:host:)``, ``ViewHostCommands/back(host:)``) may read of the
/// runtime and ask of it: the focused view and the values it publishes, and a focus move.
/// The runtime's own state (input routing, effects, the keyboard, the scroll coordinator) stays
/// the runtime's.
public struct CommandContext {
    private let state: RuntimeState

    init(_ state: RuntimeState) { self.state = state }

    /// The focused view's id (nil when nothing is focused).
    public var focusedID: ViewID? { state.focus.system.focusedID }

    /// A value the focused view or its ancestors publish (`focusedValue(_:_:)`, F5), as SwiftUI's
    /// `@FocusedValue` reads it; nil when none does.
    public func focusedValue<V>(_ keyPath: KeyPath<FocusedValues, V?>) -> V? { state.focusedValue(keyPath) }

    /// Moves focus to the view with `id` (a lazy item built or not) when it can take focus;
    /// returns whether it did.
    @discardableResult
    public func focus(id: ViewID) -> Bool { state.focus.system.focus(id: id) }
}
