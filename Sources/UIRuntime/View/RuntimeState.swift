import FocusEngine
import UICore

/// The parts of a running UI that input routing and frames share: the clock, text metrics, the
/// trace, focus, scrolling, focus effects, text editing, the environment and the last laid-out
/// tree. A ``ViewHost`` owns one; an app's ``ViewHostCommands`` see only a ``CommandContext``.
final class RuntimeState {
    /// Where time comes from (a `ManualClock` in replays and tests).
    public let clock: any TimeSource
    /// Text metrics for layout (the backend's).
    public let measurer: any TextMeasuring
    /// Text line breaking with ``measurer``, kept from frame to frame.
    let textCache = TextLayoutCache()
    /// Trace lines (docs/interfaces.md).
    public let tracer: Tracer
    /// Focus: the engine and its coordination with the view tree.
    public let focus = FocusCoordinator()
    /// One controller per scroll view.
    public let scrolls: ScrollCoordinator
    /// How focus looks.
    public let effects = FocusEffects()
    /// Text field editing.
    public let text = TextInput()
    /// The on-screen keyboard pad users type with (open while ``OnScreenKeyboard/isOpen``).
    public let keyboard = OnScreenKeyboard()
    /// The context menu showing over the app, if any (``ContextMenuPresenter/isOpen``).
    public let contextMenu = ContextMenuPresenter()
    /// Short messages shown over the UI one after another (``ToastCenter/show(_:duration:)``).
    public let toasts: ToastCenter
    /// The VoiceOver-like reader (off until the app turns it on).
    public let speech: SpokenFeedback
    /// The environment views are resolved in (the app sets it from its settings).
    public var environment = EnvironmentValues()
    /// The tree laid out by the last frame.
    public internal(set) var root: Node?
    /// The app's commands.
    public weak var commands: (any ViewHostCommands)?
    /// Builds a frame when focus moved since the last one, so the app hears where focus is and
    /// the focused values it publishes are those of the view focused now (set by ``ViewHost``).
    var catchUpWithFocus: () -> Void = {}

    init(clock: any TimeSource, measurer: any TextMeasuring) {
        self.clock = clock
        self.measurer = measurer
        tracer = Tracer(clock: clock)
        toasts = ToastCenter(clock: clock)
        speech = SpokenFeedback(tracer: tracer)
        toasts.onShow = { [speech] in speech.announce($0) }
        scrolls = ScrollCoordinator(clock: clock, tracer: tracer)
    }

    /// The focused view's value for a focused-value key path, else its ancestors', else the scene's.
    ///
    /// While focus is inside a modal presentation (a sheet, a context menu, the on-screen keyboard) only values
    /// published inside it are seen: the screen beneath is out of reach, its commands included.
    public func focusedValue<V>(_ keyPath: KeyPath<FocusedValues, V?>) -> V? {
        guard let root else { return nil }
        let chain = focus.system.responderChain
        let modal = keyboard.isOpen || contextMenu.isOpen || chain.contains(SheetAttributes.id)
        return FocusedValueResolver(tree: root).value(keyPath, chain: chain, sceneWide: !modal)
    }

    /// The laid-out node of the focused view.
    public var focusedNode: Node? {
        guard let id = focus.focusedID, let root else { return nil }
        // Asked several times a frame (every looks-only frame asks whether a text field has
        // focus): the walk is kept for the same tree and id.
        if let last = lastFocusedNode, last.root === root, last.id == id { return last.node }
        let node = root.find(id: id)
        lastFocusedNode = (root, id, node)
        return node
    }

    /// The last answer of ``focusedNode``: the tree and id it was asked for.
    private var lastFocusedNode: (root: Node, id: ViewID, node: Node?)?

    /// What the on-screen keyboard edits through (``KeyboardEditing``).
    var keyboardEditing: KeyboardEditing {
        KeyboardEditing(text: text, root: root, speech: speech, environment: environment, now: clock.now)
    }

    /// The focused text field's id, when a text field has focus.
    public var focusedTextField: ViewID? {
        guard let node = focusedNode, node.focus?.isTextField == true else { return nil }
        return node.id
    }
}
