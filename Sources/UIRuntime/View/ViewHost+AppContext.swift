import FocusEngine
import UICore

/// What an app's shell may read of a running ``ViewHost`` beside its stored parts (its commands,
/// the environment, the clock, the trace, toasts, spoken feedback, scroll views): the focused
/// values and whether the on-screen keyboard or a context menu shows. The runtime's own state
/// (input routing's effects, text editing, the keyboard's pages, the focus coordinator, the last
/// tree's bookkeeping) stays the runtime's: it changes only through input (`RuntimeCommand`)
/// and frames.
extension ViewHost {
    /// The focused view's value for a focused-value key path, else its ancestors', else the scene's.
    ///
    /// While focus is inside a modal presentation (a sheet, a context menu, the on-screen keyboard) only values
    /// published inside it are seen: the screen beneath is out of reach, its commands included.
    public func focusedValue<V>(_ keyPath: KeyPath<FocusedValues, V?>) -> V? {
        guard let root else { return nil }
        let chain = focus.system.responderChain
        let modal = keyboard.isOpen || contextMenu.isOpen || chain.contains(SheetAttributes.id)
        return views(of: root, betweenFrames: true).focusedValues.value(keyPath, chain: chain, sceneWide: !modal)
    }

    /// Whether the on-screen keyboard shows.
    public var isKeyboardOpen: Bool { keyboard.isOpen }
    /// Whether a context menu shows (``ContextMenuPresenter``).
    public var isContextMenuOpen: Bool { contextMenu.isOpen }

    /// Whether the on-screen keyboard was opened from keys (its OK presses the focused key).
    public var isKeyboardForKeys: Bool { keyboard.isForKeys }
}
