import FocusEngine
import UICore

/// What an app's commands (``ViewHostCommands``) may read of the runtime and ask of it: the
/// focused view and the values it publishes, focus moves and what focus remembers, and a scroll
/// view back at its start.
///
/// The one way an app changes focus or scrolling: its commands get this, never the focus engine
/// or the scroll coordinator. The runtime's own state (input routing, effects, the keyboard, the
/// scroll controllers) stays the runtime's.
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

    /// Moves focus to the default of the container `id` (its `defaultFocus`, else its first
    /// focusable view); returns whether it did.
    @discardableResult
    public func focusDefault(in id: ViewID) -> Bool { state.focus.system.focusDefault(in: id) }

    /// Moves focus to the screen's default (the engine's preferred focus, else the top-leading
    /// view); returns whether anything took it.
    @discardableResult
    public func focusDefault() -> Bool { state.focus.system.resetFocus() }

    /// The view focus was on when `scene` was last left (nil: none remembered).
    public func rememberedFocus(for scene: SceneID) -> ViewID? { state.focus.system.rememberedFocus(for: scene) }

    /// Forgets where focus was left in `scene`, so it enters at its default next time.
    public func forgetFocus(for scene: SceneID) { state.focus.system.forgetFocus(for: scene) }

    /// Forgets the focus section `id`'s last focused view, so entering it lands on its default.
    public func forgetRegion(_ id: ViewID) { state.focus.system.forgetRegion(id) }

    /// Scrolls the scroll view `id` back to its start at once (its content changed wholesale).
    public func resetScroll(_ id: ViewID) { state.scrolls.reset(id) }
}
