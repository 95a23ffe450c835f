import FocusEngine
import UICore

/// What an app's shell may read of a running ``ViewHost`` and ask of it — its commands, the
/// environment, the clock, the trace, toasts, spoken feedback, scroll views, the focused values
/// and whether the on-screen keyboard shows. The runtime's own state (input routing's effects,
/// text editing, the keyboard's pages, the focus coordinator, the last tree's bookkeeping) stays
/// the runtime's: it changes only through input (`RuntimeCommand`) and frames.
extension ViewHost {
    /// The app's commands (menu shortcuts, pad buttons, back, scenes); held weakly.
    public var commands: (any ViewHostCommands)? {
        get { state.commands }
        set { state.commands = newValue }
    }

    /// The environment views are resolved in (the app sets it from its settings).
    public var environment: EnvironmentValues {
        get { state.environment }
        set { state.environment = newValue }
    }

    /// Where time comes from.
    public var clock: any TimeSource { state.clock }

    /// The trace (docs/interfaces.md): the app adds its own events (`screen`, `value`, `data`).
    public var tracer: Tracer { state.tracer }

    /// Short messages shown over the UI one after another.
    public var toasts: ToastCenter { state.toasts }

    /// The VoiceOver-like reader.
    public var speech: SpokenFeedback { state.speech }

    /// One controller per scroll view.
    public var scrolls: ScrollCoordinator { state.scrolls }

    /// The focused view's value for a focused-value key path, else its ancestors', else the scene's.
    public func focusedValue<V>(_ keyPath: KeyPath<FocusedValues, V?>) -> V? { state.focusedValue(keyPath) }

    /// Whether the on-screen keyboard shows.
    public var isKeyboardOpen: Bool { state.keyboard.isOpen }
    /// Whether a context menu shows (``ContextMenuPresenter``).
    public var isContextMenuOpen: Bool { state.contextMenu.isOpen }

    /// Whether the on-screen keyboard was opened from keys (its OK presses the focused key).
    public var isKeyboardForKeys: Bool { state.keyboard.isForKeys }
}
