import FocusEngine
import ScrollEngine
import UICore

/// What one frame needs to know when building the root view.
public struct ViewHostFrame: Sendable {
    /// The clock time the frame shows.
    public var now: Double
    /// The device last used, which the button hints follow.
    public var device: InputDevice
    /// Window pixels per canvas point (text that must stay legible on small windows reads it).
    public var pixelsPerPoint: Double = 1
}

/// Turns a root view and the focus and scroll engines into a working UI, one frame at a time:
/// resolve the views once with the engine's focused id, lay them out, feed the focus and scroll
/// engines, draw focus effects, and flatten the result into a display list. Input goes through
/// ``handle(_:)``. Drive it with a ``Host`` on any ``PlatformBackend``:
///
///     let host = ViewHost(canvas: Size(width: 800, height: 600), clock: clock,
///                         measurer: window.measurer) { _ in MyGrid() }
///     Host(app: host, backend: window, clock: clock).run()
///
/// See also: ``ViewHostCommands`` (the app's commands), ``CommandContext`` (what they may read and ask).
public final class ViewHost<Root: View>: HostedApp {
    /// Where time comes from (a `ManualClock` in replays and tests).
    public let clock: any TimeSource
    /// Text metrics for layout (the backend's).
    let measurer: any TextMeasuring
    /// Text line breaking with ``measurer``, kept from frame to frame.
    let textCache = TextLayoutCache()
    /// The trace (docs/interfaces.md): the app adds its own events (`screen`, `value`, `data`).
    public let tracer: Tracer
    /// Focus: the engine and its coordination with the view tree. It changes only through
    /// ``apply(_:)`` and the frame's own bookkeeping (a new tree, a scene entered, `@FocusState`
    /// writes).
    let focus = FocusCoordinator()
    /// One controller per scroll view: the frame's own, and this package's benchmarks'; apps
    /// read and move scroll views through ``context`` and commands.
    package let scrolls: ScrollCoordinator
    /// How focus looks.
    let effects = FocusEffects()
    /// Text field editing.
    let text = TextInput()
    /// The on-screen keyboard pad users type with (open while ``OnScreenKeyboard/isOpen``).
    let keyboard = OnScreenKeyboard()
    /// The context menu showing over the app, if any (``ContextMenuPresenter/isOpen``).
    let contextMenu = ContextMenuPresenter()
    /// Short messages shown over the UI one after another.
    public let toasts: ToastCenter
    /// The VoiceOver-like reader (off until the app turns it on).
    public let speech: SpokenFeedback
    /// The environment views are resolved in (the app sets it from its settings).
    public var environment = EnvironmentValues()
    /// The app's commands (menu shortcuts, pad buttons, back, scenes); held weakly.
    public weak var commands: (any ViewHostCommands)?
    /// The tree laid out by the last frame.
    public private(set) var root: Node?
    /// The last answer of ``focusedPath``: the tree and id it was asked for.
    private var lastFocusedPath: (root: Node, id: ViewID, path: [Node])?
    /// The walks ``focusedPath`` made down a tree (tests read and reset it).
    var focusedPathWalks = 0

    /// The nodes of the last tree laid out from its root down to the focused view, both ends
    /// included; empty when no view has focus or the tree does not hold it.
    ///
    /// Asked several times a frame — the focused node, its key handlers, what it offers the
    /// app's hints, a long press — the walk down is made once per tree and focused view.
    public var focusedPath: [Node] {
        guard let id = focus.focusedID, let root else { return [] }
        if let last = lastFocusedPath, last.root === root, last.id == id { return last.path }
        let path: [Node]
        if focus.holdsNoView(id, builtFrom: root) {
            // A lazy item focus reached before its grid built it (a held direction outruns the
            // scroll): the focus tree built from this tree has no such view, so this tree holds
            // none either, and a walk would pass every node to find nothing.
            path = []
        } else {
            path = root.path(to: id)
            focusedPathWalks += 1
        }
        lastFocusedPath = (root, id, path)
        return path
    }
    /// Input routing: it reads this host (``InputState``) and hands what it asks for to
    /// ``apply(_:)``, the one place the runtime changes outside a frame. The runtime's own: an
    /// app sets its key map (``keyBindings``) and reads and asks through ``context``.
    private(set) lazy var input = InputRouter(state: self) { [unowned self] command in self.apply(command) }
    /// Which keys and pad buttons do what (a keymap file's, else ``InputBindings/defaults``).
    public var keyBindings: InputBindings {
        get { input.bindings }
        set { input.bindings = newValue }
    }
    /// The canvas the window shows.
    public private(set) var viewport: Viewport {
        didSet { input.pointer.canvas = viewport.canvas }
    }
    /// The smallest text, in window pixels, every text is drawn at: on a window small enough to
    /// shrink a font below it, the font grows (`EnvironmentValues.minimumFontSize`); 0 keeps
    /// the designed sizes at every scale.
    public var minimumTextPixels = 0.0
    /// The smallest text, in canvas points, every text is drawn at whatever the window's size
    /// (a type ramp's smallest style raised for the distance it is read from); 0 keeps the
    /// designed sizes.
    public var minimumTextPoints = 0.0
    /// The smallest font every text is drawn at this frame, in canvas points
    /// (`EnvironmentValues.minimumFontSize`): ``minimumTextPixels`` at the window's current
    /// scale, and never below ``minimumTextPoints``.
    public var minimumFontSize: Double { max(minimumTextPixels / max(viewport.scale, 0.01), minimumTextPoints) }
    private let content: (ViewHostFrame) -> Root
    private var transitions = TransitionTracker()
    /// The per-frame focus and scroll checks (debug builds, or `COOKBOOK_CHECK_INVARIANTS=1`).
    let invariants = InvariantChecker()
    /// The views' state, and the focus they (or the runtime: a submenu's first item, not built
    /// yet when it opens) ask the next built frame for.
    let viewState = ViewStateStore()

    // A kept view's lazy container builds its items through the resolve context, which holds
    // the state store the kept view is kept in: let go of the kept views with the host, or the
    // store and everything they hold (the app's model, its database) would keep each other alive.
    deinit { viewState.evaluations.removeAll() }
    /// The focus, time and scopes every resolve shares, one object from frame to frame (views
    /// kept from an earlier frame build their lazy items with this frame's).
    private let resolveFrame = ResolveFrame()
    /// The views kept from frame to frame (a `body` runs again only when something it read
    /// changed): its counters tell how many were evaluated and how many reused.
    public var evaluations: RetainedEvaluations { viewState.evaluations }
    /// Lazy items moved to their place with last frame's layout instead of laid out again,
    /// counted over every frame built (tests and benchmarks read and reset it).
    public var keptItemLayouts = 0
    /// What `@Environment(\.resetFocus)` gives this host's views: focus resets asked through the
    /// state store, applied once the frame after the call is built.
    private lazy var resetFocus = ResetFocusAction(store: viewState)
    /// The environment the last frame resolved with (``frameEnvironment``).
    private var lastFrameEnvironment: EnvironmentValues?
    /// The environment ``frameEnvironment`` last made from the app's, as made: while the app's
    /// stays bit for bit what it was (an app that sets it afresh before each frame built whole
    /// sets it once for the animation frames that follow), it is not compared again.
    private var lastEnvironmentSeen: EnvironmentValues?
    /// Environments compared value by value with the last frame's (``frameEnvironment``), over
    /// every frame so far (tests read and reset it).
    package var environmentComparisons = 0
    /// Subtrees of kept views moved to their place with the layout they brought from the last
    /// frame instead of laid out again, lazy items among them, counted over every frame built
    /// (tests read and reset it).
    public var keptSubtreeLayouts = 0
    private let marquees = MarqueeEffects()
    /// The last frame's display list, redrawn only where decorations changed while the layout stays.
    let displayLists = RetainedDisplayList()
    /// The last drawn tree's focusable views and marquee texts (found once per tree).
    private var decoratedViews: DecoratedViews?
    /// Walks of the tree for what the runtime asks of it between frames — focused values
    /// (``focusedValue(_:)``), move commands — when those gathered as it was decorated were not
    /// at hand (``views(of:betweenFrames:)``; tests read it).
    package var betweenFrameWalks = 0
    /// The platform's accessibility service, which reads each changed frame's tree (AT-SPI in the
    /// SDL window); nil in replays and tests that set none.
    public var platformAccessibility: (any PlatformAccessibility)? {
        didSet { publishedFrame = nil }
    }
    /// What the tree last published was built from, and the tree (``publishAccessibility(_:to:)``).
    var publishedFrame: (frame: PublishedFrame, tree: AccessibilityTree)?
    /// Whether the platform's service was connected and a screen reader ran, when last asked
    /// (``takeAccessibilityWork()``).
    var platformReaders = (connected: false, screenReader: false)
    /// The service's problem last said on stderr (``takeAccessibilityWork()``).
    var platformProblem: String?
    /// Whether each built frame works out if it settled (``FramePlanner/Facts/settled``): no
    /// state its views read written after them, no action run, focus and hover where the build
    /// saw them. On by default: the planner may then skip a frame, draw it from
    /// the last layout or move its scrolled content. Off, every frame is built whole
    /// (``FrameWork/rebuild``).
    public var tracksLooksOnlyFrames: Bool {
        get { history.tracksSettling }
        set { history.tracksSettling = newValue }
    }
    /// What the last frames left for the planner: whether the last built one settled, when
    /// something next changes by itself, whether actions wrote state after it.
    private var history = FrameHistory()
    /// The focused view the scroll views were last moved to reveal, while rows measured as they
    /// are built may still move it (``FocusReveal``).
    private var focusReveal = FocusReveal()
    /// Where a held direction's moves look ahead (``HeldMoveLead``).
    private var heldLead = HeldMoveLead()
    /// Whether the frame just built was laid out again because sizes changed as it was laid out.
    private var measuredThisFrame = false

    /// Whether the app's scene is not the one the focus system last entered (focus landing on a
    /// tab showed another screen after the frame entered the old one): the next frame enters it,
    /// so that frame is due at once and built, as when every frame is built. Left for the next
    /// input, it entered the scene after that input and could undo the input's focus move.
    private var sceneChangePending: Bool { focus.scene != (commands?.scene ?? .main) }

    /// Views that ended up with one identity (UICore's `IdentityCheck`): debug builds report each on
    /// stderr once, through ``identityReport``.
    public let identityCheck = IdentityCheck()
    /// Where duplicate identities are reported (nil: stderr, as the trace's warnings are).
    public var identityReport: ((String) -> Void)?

    /// A host showing `content` on a canvas of `canvas` points (its width is kept when the
    /// window resizes; the height follows the window's aspect).
    public init(canvas: Size, clock: any TimeSource, measurer: any TextMeasuring,
                content: @escaping (ViewHostFrame) -> Root) {
        self.clock = clock
        self.measurer = measurer
        tracer = Tracer(clock: clock)
        toasts = ToastCenter(clock: clock)
        speech = SpokenFeedback(tracer: tracer)
        scrolls = ScrollCoordinator(clock: clock, tracer: tracer)
        viewport = Viewport(canvas: canvas)
        self.content = content
        toasts.onShow = { [speech] in speech.announce($0) }
        input.pointer.canvas = viewport.canvas
    }

    /// What an app's shell and tests read of focus and scrolling and ask of them: the same
    /// narrow context an app's commands get (``CommandContext``); its requests are applied as
    /// input's are, in one place.
    public var context: CommandContext { CommandContext(self) }
    /// The focus engine, for the frame's own reads (focus changes only by commands and the
    /// frame's ``FocusCoordinator``).
    private var engine: FocusSystem { focus.system }
    public var isRunning: Bool { input.isRunning }
    public var wantsTextInput: Bool { focusedTextField != nil || keyboard.isOpen }
    /// Where the focused field's caret was drawn (app points), for an input method's candidates.
    public var textInputRect: Rect? { text.caretRect }

    /// Handles one input event; returns whether it may have changed what the next frame shows
    /// (``InputRouter/handle(_:)``).
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        if case .resized(let size) = event { viewport.fit(pixels: size) }
        if case .wheel = event { focusReveal.drop() }
        if case .pointerButton = event { focusReveal.drop() }
        if case .wake = event {
            // Work finished outside the event path (a main-actor job, another thread's result):
            // the next frame is built when it wrote state the last frame's views read.
            let readers = takeAccessibilityWork()
            return input.handle(event) || readers || stateChangedSinceFrame
        }
        return input.handle(event)
    }

    /// Whether state the last built frame's views read (`@State`, an observed model's
    /// properties, `@FocusState`) was written since: the next frame must be built to show it.
    public var stateChangedSinceFrame: Bool { viewState.readStateChanged }

    public func windowDidResize(_ size: Size) -> Double {
        viewport.fit(pixels: size)
        return viewport.scale
    }

    /// Builds the frame due now for `request` (``HostedApp/frame(_:)``) with the least work that
    /// gives it, as ``FramePlanner`` decides from what changed since the last built frame: skipped
    /// (nil) when it could differ only in looks and is not drawn, drawn from the last layout, the
    /// last layout's scrolled content moved to the animations' offsets, or resolved and laid out.
    public func frame(_ request: FrameRequest) -> DisplayList? {
        let facts = facts(for: request)
        let planned = FramePlanner.plan(facts)
        switch planned {
        case .skip:
            framesByWork[.skip, default: 0] += 1
            if facts.looksLiveInTree { history.skippedLooksInTree = true }
            skipFrame()
            return nil
        case .decorations:
            guard let tree = root else { break }
            framesByWork[.decorations, default: 0] += 1
            return frameFromLastLayout(tree)
        case .shiftScroll:
            // The move is refused when laying out again would give anything else: then rebuild.
            guard let (tree, moved) = scrollLastLayout() else { break }
            framesByWork[.shiftScroll, default: 0] += 1
            guard request.isDrawn else {
                // The list kept follows the content, so the next drawn frame patches it as this
                // frame's would have been.
                displayLists.move(tree, moved)
                return nil
            }
            // The content's items move with it: the last list is patched, not drawn again.
            return draw(tree, now: clock.now, environment: frameEnvironment, layoutUnchanged: true, moved: moved)
        case .rebuild:
            break
        }
        framesByWork[.rebuild, default: 0] += 1
        return buildFrame(drawn: request.isDrawn)
    }

    /// Counts the trees laid out or moved: it changes whenever the last tree is replaced by a
    /// new layout (``FrameWork/rebuild``) or its scrolled content moves (``FrameWork/shiftScroll``),
    /// and stays while frames are drawn from the same layout (``FrameWork/decorations``), so
    /// whatever is worked out from the laid-out tree alone can be kept while it stays.
    public private(set) var layoutGeneration = 0

    /// The frames asked for through ``frame(_:)`` so far, by the work each took (a planned move
    /// of scrolled content the move refused counts as a rebuild). Tests and benchmarks read and
    /// reset it.
    public var framesByWork: [FrameWork: Int] = [:]

    /// Whether Select is held down (``RuntimeCommand/press(_:)``): the focused view resolves as
    /// pressed (a custom ``ButtonStyle``'s `isPressed`).
    var selectHeld = false

    /// What the planner needs to know about the frame due now for `request`.
    private func facts(for request: FrameRequest) -> FramePlanner.Facts {
        // A scroll a proxy asked for is carried out on a laid-out frame.
        var request = request
        if viewState.hasScrollRequests { request.isInvalidated = true }
        return history.facts(for: request, now: clock.now, hasLayout: root != nil, sceneChangePending: sceneChangePending,
                      repeatDue: input.isRepeatDue(at: clock.now, directionWaits: heldMoveWaits),
                      scrollsAnimating: scrolls.isAnimating,
                      looksLiveInTree: transitions.isRunning || wantsTextInput || history.skippedLooksInTree)
    }

    /// Whether a held direction's next move waits: a scroll view is still bringing the view focus
    /// last moved to, and the place ahead of it (``HeldMoveLead``), into sight (S8). A hold moves
    /// focus on only to what a person has seen arrive, as TV lists and grids hold back a held
    /// D-pad's moves until their scroll shows the item (Android's Leanback grids queue them for
    /// the scroll to reach); repeats firing on their own clock ran focus rows ahead of the
    /// scroll, out of sight for the whole hold.
    private var heldMoveWaits: Bool {
        guard input.holdsDirection, let id = engine.focusedID, let frame = engine.frame(of: id) else { return false }
        return scrolls.isBringingIntoSight(heldLead.sight(frame), in: scrollChain(of: id))
    }

    /// The views that may scroll `id` into sight: itself and its ancestors, innermost first.
    private func scrollChain(of id: ViewID) -> [ViewID] { [id] + engine.ancestors(of: id) }

    /// Something the app does before every frame built whole (its model's due saves, the
    /// environment it resolves with), run at the start of ``frame()``; frames drawn from the
    /// last layout or skipped do not run it.
    public var willBuildFrame: (() -> Void)?

    /// Builds this frame's display list, resolved and laid out whole.
    public func frame() -> DisplayList { buildFrame(drawn: true) }

    /// Builds the frame due now, resolved and laid out whole; its display list only when it is
    /// `drawn` (a frame nobody sees — a replay between screenshots — moves its decorations on as
    /// a drawn one would, and returns an empty list: the next drawn frame draws its list whole).
    private func buildFrame(drawn: Bool) -> DisplayList {
        willBuildFrame?()
        let now = clock.now
        input.fireRepeat(now: now, directionWaits: heldMoveWaits)
        let env = frameEnvironment
        engine.layoutDirection = env.layoutDirection
        engine.keyboardNavigation = env.keyboardNavigation
        scrolls.tick(root: root)
        commands?.frameWillBegin(host: CommandContext(self))
        focus.enter(scene: commands?.scene ?? .main) { [unowned self] id in
            self.commands?.keepsFocusAcrossScenes(id) ?? false
        }
        // `@FocusState` writes since the last frame apply to the tree they were made against, so
        // the views resolve once, with the focus they asked for.
        focus.applyRequests()
        focusChanged(now: now)
        // Focus moved by input before this frame: the views read their `@FocusState` as it is
        // now (through the last tree's bindings), so the tree is built once, not again once
        // told (the report after the build then writes nothing).
        focus.reportStates()
        // What the build sees: focus or hover moving after this point was not in it.
        let before = (focused: engine.focusedID, change: focus.lastChange, hovered: input.pointer.hoveredID)
        // The writes made under `withAnimation` since the last frame: the changes this frame
        // shows play with its animation (writes made while it is built show in the next).
        let transaction = AnimationTransaction.takePending()
        transitions.prepareForBuild(lastTree: root, transaction: transaction)
        let tree = build(now: now, environment: env)
        // The app's own direction (a root view's `.environment(\.layoutDirection, …)`) orders
        // where focus starts and where Tab goes, as the window's does.
        engine.layoutDirection = Self.appLayoutDirection(tree, window: env.layoutDirection) ?? env.layoutDirection
        layoutGeneration &+= 1
        history.timelineMoment = viewState.nextTimelineMoment
        // `onChange` actions run now the views are built, before the focus requests they may
        // make are applied below; anything else they write shows in the next frame.
        let actions = viewState.takeAfterUpdateActions()
        for action in actions { action() }
        scrolls.takeRequests(in: tree, reduceMotion: env.reduceMotion)
        // `ScrollViewProxy.scrollTo` calls made by actions since the last frame, or by this
        // frame's `onAppear` and `onChange` actions.
        scrolls.scroll(to: viewState.takeScrollRequests(), in: tree, reduceMotion: env.reduceMotion)
        updateFocus(tree)
        // A reveal corrected after rows measured moves the scroll views after this frame was
        // laid out: the next frame is due at once, as after an action.
        let revealedAgain = revealAgainIfMoved()
        focus.applyRequests() // requests for views this frame built
        // A navigation stack pushed (focus to the new screen's default) or popped (back to the
        // view that pushed).
        for request in viewState.takeFocusRequests() {
            switch request {
            case .view(let id): _ = apply(.focus(id))
            case .defaultFocus(in: let id): _ = apply(.focusDefault(in: id))
            case .resetFocus(in: let namespace): _ = apply(.focusDefault(in: Self.focusScope(named: namespace, in: tree)))
            }
        }
        root = tree
        focusChanged(now: now)
        focus.reportStates()
        input.pointer.updateHover(in: tree, now: now)
        transitions.apply(to: tree, now: now, measurer: measurer, reduceMotion: env.reduceMotion, transaction: transaction)
        let list = drawn ? draw(tree, now: now, environment: env) : decorateUnseen(tree, now: now, environment: env)
        read(tree, now: now)
        history.built(actionsRan: !actions.isEmpty || revealedAgain,
                      inputStayed: before.focused == engine.focusedID && before.change == focus.lastChange
                        && before.hovered == input.pointer.hoveredID,
                      stateChanged: viewState.readStateChanged)
        history.structuralDeadline = nextStructuralChange(after: now)
        return list
    }

    /// The frame due now drawn from the last laid-out `tree` (``FrameWork/decorations``): only
    /// the focus and hover effects, marquees, indicators and toasts are worked out again from the
    /// clock; resolving and layout are skipped, and only the nodes whose decorations changed are
    /// drawn again.
    private func frameFromLastLayout(_ tree: Node) -> DisplayList {
        let now = clock.now, hovered = input.pointer.hoveredID
        input.pointer.updateHover(in: tree, now: now, layoutUnchanged: true)
        let list = draw(tree, now: now, environment: frameEnvironment, layoutUnchanged: true)
        read(tree, now: now)
        if hovered != input.pointer.hoveredID { history.unsettle() }
        history.structuralDeadline = nextStructuralChange(after: now)
        return list
    }

    /// Steps the scroll animations and moves the last laid-out tree's scrolled content to their
    /// new offsets (``ScrollShift``, ``FrameWork/shiftScroll``). Then focus frames, the scroll
    /// reports and hover follow the moved content, and the tree is returned with the content
    /// moved (none in a scroll animation's last frames, which move by less than a
    /// pixel: the tree is then the one the last frame drew, unchanged). Nil, touching nothing,
    /// when the frame must be built whole after all: a `scrollPosition` binding was written, or a
    /// lazy container would not keep its items at the new offsets.
    private func scrollLastLayout() -> (tree: Node, moved: [RetainedDisplayList.Move])? {
        let now = clock.now
        guard let tree = root, !scrolls.tick(root: tree),
              let shift = scrolls.shiftContent(of: tree, canvas: viewport.canvas, pixelsPerPoint: viewport.scale) else { return nil }
        let moved = shift.moved
        if !moved.isEmpty {
            updateFocus(tree, scrolled: shift.scrolled)
            layoutGeneration &+= 1
        }
        let hovered = input.pointer.hoveredID
        input.pointer.updateHover(in: tree, now: now, layoutUnchanged: moved.isEmpty)
        if hovered != input.pointer.hoveredID { history.unsettle() }
        read(tree, now: now)
        history.structuralDeadline = nextStructuralChange(after: now)
        return (tree, moved)
    }

    /// Gives the focus system the frames of a laid-out tree (entering the app's scene when it
    /// has none yet); `scrolled`: the tree is the last one with these scroll views' content moved.
    /// How far down the tree's first views ``appLayoutDirection(_:)`` looks: past the runtime's
    /// overlays (the on-screen keyboard's, the context menu's) and an app's root wrappers, and
    /// no farther, so a subtree set right to left deeper down (one shelf) leaves the window's
    /// order alone.
    static var appRootDepth: Int { 12 }

    /// The layout direction the app's root view set for everything it shows, when it differs
    /// from the `window`'s: the first different one among the tree's first views, each the
    /// first child of the one before.
    static func appLayoutDirection(_ tree: Node, window: LayoutDirection) -> LayoutDirection? {
        var node = tree
        for _ in 0..<appRootDepth {
            if node.environment.layoutDirection != window { return node.environment.layoutDirection }
            guard let first = node.children.first else { return nil }
            node = first
        }
        return nil
    }

    private func updateFocus(_ tree: Node, scrolled: [(id: ViewID, offset: Point)]? = nil) {
        focus.update(tree: tree, canvas: viewport.canvas, scrolled: scrolled) { [unowned self] key in
            if let commands = self.commands { commands.enterScene(key, host: CommandContext(self)) } else { self.apply(.focusDefault(in: nil)) }
        }
    }

    /// The environment a frame resolves and draws with: the app's, with the window's size class
    /// and smallest legible font.
    ///
    /// An environment made afresh with the same values as the last frame's (an app building
    /// it from its settings each frame) is replaced by the last frame's: one comparison here,
    /// and every kept view below then finds its environment the same by its bytes alone
    /// (``RetainedEvaluation``), not value by value.
    private var frameEnvironment: EnvironmentValues {
        var env = environment
        env.horizontalSizeClass = viewport.sizeClass
        env.minimumFontSize = minimumFontSize
        // The app's environment as it was when last compared, bit for bit: nothing to compare.
        if let last = lastFrameEnvironment, let seen = lastEnvironmentSeen, seen.isBitwiseSame(as: env) { return last }
        let seen = env
        // The host's own values, the same each frame (set after the bitwise check: a value set
        // anew is stored anew).
        env.resetFocus = resetFocus
        if let last = lastFrameEnvironment {
            lastEnvironmentSeen = seen
            if !last.isBitwiseSame(as: env) { environmentComparisons += 1 }
            if last.isSame(as: env) { return last }
        }
        lastFrameEnvironment = env
        lastEnvironmentSeen = seen
        return env
    }

    /// The id of the view in `tree` that is the focus scope named `namespace`
    /// (`.focusScope(namespace)`), nil when none is: a reset then picks the whole screen's default.
    private static func focusScope(named namespace: Namespace.ID, in tree: Node) -> ViewID? {
        var scope: ViewID?
        tree.visit { n in
            guard scope == nil else { return false }
            if n.hasFocusTraits, n.focus?.defaultFocusScope == namespace { scope = n.id }
            return scope == nil
        }
        return scope
    }

    /// Draws a laid-out tree as the frame at `now`: the focus and hover effects and marquees
    /// worked out from the clock, then the display list with the scroll indicators, the focus
    /// debugger's overlay, the crown indicator and the toasts on top.
    ///
    /// `layoutUnchanged`: `tree` is the tree the last frame drew, not edited since but for the
    /// scrolled content `moved`, so only the nodes whose decorations changed are drawn again and
    /// the moved content's items are moved (``RetainedDisplayList``).
    private func draw(_ tree: Node, now: Double, environment env: EnvironmentValues, layoutUnchanged: Bool = false,
                      moved: [RetainedDisplayList.Move] = []) -> DisplayList {
        let decorations = decorate(tree, now: now, environment: env)
        var list = displayLists.build(tree, size: viewport.canvas, decorations: decorations, layoutUnchanged: layoutUnchanged, moved: moved)
        scrolls.drawIndicators(into: &list, root: tree, lastPointerActivity: input.pointer.lastActivity, now: now)
        if input.showsFocusOverlay {
            FocusOverlay.draw(focus.lastMove, focus: engine, focusedNode: engine.focusedID.flatMap { tree.find(id: $0) }, into: &list)
        }
        input.wheel.indicator.draw(into: &list, frame: { [engine] in engine.frame(of: $0) }, now: now)
        toasts.draw(into: &list, now: now, measurer: measurer, environment: env) { [engine] in
            ToastPlacement(tree: tree, canvas: viewport.canvas, focusedID: engine.focusedID, decorations: decorations,
                           rightToLeft: env.layoutDirection == .rightToLeft)
        }
        decorationsDone()
        return list
    }

    /// What follows a frame's decorations, drawn or not: controllers are announced from now on,
    /// and the focus and scroll checks run (debug builds).
    private func decorationsDone() {
        input.announcesControllers = true
        if InvariantChecker.isEnabled { invariants.check(focus: engine, scrolls: scrolls) }
    }

    /// The views of `tree` the focus visuals decorate and the runtime asks between frames
    /// (``DecoratedViews``), found in one walk and kept while `tree` is the tree they were found
    /// in. `betweenFrames`: asked outside a frame's drawing, where a walk is counted in
    /// ``betweenFrameWalks`` (it is made when the tree was not drawn yet).
    func views(of tree: Node, betweenFrames: Bool = false) -> DecoratedViews {
        if let views = decoratedViews, views.root === tree { return views }
        if betweenFrames { betweenFrameWalks += 1 }
        let views = DecoratedViews(tree)
        decoratedViews = views
        return views
    }

    /// The focus and hover effects and marquees of `tree` at `now`, their animations moved on.
    private func decorate(_ tree: Node, now: Double, environment env: EnvironmentValues) -> DisplayListBuilder.Decorations {
        // Focus follows the pointer (PointerInput), so only focus is decorated: a view left under
        // a resting pointer while the keys moved focus on is not lifted beside it.
        let views = views(of: tree)
        // A hold moves focus at its repeats' pace, though a repeat waiting for the scroll to show
        // where it lands (``heldMoveWaits``) spaces its moves further: 0.14 s down the recipe
        // grid, past the quick animations' window, and three tiles of a column then eased at once.
        let pace = min(focus.moveInterval, input.repeatPace ?? .infinity)
        effects.decorate(views, focused: engine.focusedID, hovered: nil, moveInterval: pace, now: now, environment: env)
        var decorations = effects.decorations
        marquees.decorate(views, since: focus.lastChange, now: now, reduceMotion: env.reduceMotion, into: &decorations)
        return decorations
    }

    /// What ``draw(_:now:environment:layoutUnchanged:moved:)`` does for a built frame nobody
    /// sees, but the display list: the decorations move on, the kept list is dropped (the next
    /// drawn frame draws whole), and an empty list stands for the frame.
    private func decorateUnseen(_ tree: Node, now: Double, environment env: EnvironmentValues) -> DisplayList {
        _ = decorate(tree, now: now, environment: env)
        displayLists.reset()
        decorationsDone()
        return DisplayList(size: viewport.canvas)
    }

    /// A looks-only frame was skipped (``FrameWork/skip``): the deadlines are read again from
    /// its time, as a built frame would. What a frame drawn from the last layout or skipped
    /// cannot show must name when it next changes (the app's deadline, a timeline view's moment),
    /// or a replay between shots will not build it until the next input.
    private func skipFrame() {
        // A skipped frame may settle transitions in the tree: the next one is drawn whole.
        displayLists.reset()
        transitions.skip(to: clock.now)
        history.structuralDeadline = nextStructuralChange(after: clock.now)
    }

    /// The next time after `now` something other than looks changes by itself: the app's own
    /// deadline (a debounced save), a ``TimelineView``'s next moment (a footer message expiring)
    /// or hover lapsing.
    private func nextStructuralChange(after now: Double) -> Double? {
        var due: [Double] = []
        if input.pointer.isActive(at: now) { due.append(input.pointer.lastActivity + PointerInput.recency) }
        if let d = commands?.nextDeadline(after: now) { due.append(d) }
        if let d = history.timelineMoment { due.append(d) }
        // A hint coming due is said from a built frame.
        if let d = speech.nextDeadline(after: now) { due.append(d) }
        return due.min()
    }

    /// The readers read the frame. The platform's accessibility service gets the tree when it
    /// changed (``platformAccessibility``); spoken feedback says the scene, a sheet, focus, the
    /// focused value, a hint due — passing over a held direction's repeats until focus rests, and
    /// silent while the platform's screen reader runs.
    private func read(_ tree: Node, now: Double) {
        if let platform = platformAccessibility {
            speech.screenReaderRunning = platform.isScreenReaderRunning
            if platform.isConnected { publishAccessibility(tree, to: platform) }
        }
        guard speech.isEnabled else { return }
        let scene = commands?.scene ?? .main
        speech.frameDidBuild(tree: tree, focusedID: engine.focusedID, scene: scene,
                                   sceneTitle: commands?.sceneTitle(scene), holdingDirection: input.nextRepeat != nil, now: now)
    }

    /// Whether anything is still moving.
    public var isAnimating: Bool {
        let now = clock.now
        return scrolls.isAnimating || effects.isAnimating(at: now) || transitions.isRunning
            || toasts.isAnimating(at: now) || input.wheel.indicator.isAnimating(at: now)
            || marquees.isAnimating(at: now)
    }

    /// The caret's next blink (in a field or the on-screen keyboard), hover lapsing, scroll indicators changing, a held direction's
    /// repeat, a toast starting to fade, a timeline view's next moment, the app's own deadline.
    public var nextDeadline: Double? {
        let now = clock.now
        var due: [Double] = []
        if focusedTextField != nil { due.append(TextInput.nextBlink(after: now, since: focus.lastChange)) }
        if input.pointer.isActive(at: now) { due.append(input.pointer.lastActivity + PointerInput.recency) }
        if let d = scrolls.nextIndicatorChange(root: root, lastPointerActivity: input.pointer.lastActivity, now: now) { due.append(d) }
        if let d = commands?.nextDeadline(after: now) { due.append(d) }
        if let d = history.timelineMoment { due.append(d) }
        // A repeat waiting for a scroll is due when it may fire: the scroll's frames wake the host.
        if let d = input.nextRepeat, !heldMoveWaits { due.append(d) }
        if let d = toasts.nextDeadline(after: now) { due.append(d) }
        if let d = input.wheel.indicator.nextDeadline(after: now) { due.append(d) }
        if let d = marquees.nextDeadline(after: now) { due.append(d) }
        if let d = keyboard.nextBlink(after: now) { due.append(d) }
        if let d = speech.nextDeadline(after: now) { due.append(d) }
        if sceneChangePending || history.actionsRan || viewState.hasScrollRequests { due.append(now) }
        return due.min()
    }

    /// Focus moved since it was last reported: trace it, tell the app, scroll the new view into
    /// sight (S8), start editing a text field.
    private func focusChanged(now: Double) {
        guard let (old, new) = focus.takeChange(now: now) else { return }
        tracer.emit(.focus(id: new, from: old))
        commands?.focusDidChange(to: new)
        guard let new else { focusReveal.drop(); heldLead.drop(); return }
        heldLead.moved(from: old.flatMap { engine.frame(of: $0) }, to: engine.frame(of: new) ?? .zero,
                       repeating: input.isRepeatingDirection)
        reveal(new)
        // Only a text field's editing begins: the walk to the view is made only when the focus
        // tree holds it as one (and kept for the rest of the frame when it is the focused view).
        let field = engine.mayBeTextField(new) ? (new == focus.focusedID ? focusedNode : root?.find(id: new)) : nil
        text.begin(new, field: field)
    }

    /// The most times a frame is resolved and laid out again because sizes changed as it was
    /// laid out (our choice: one for what a reader or the rows measured, one for what that moved).
    static var geometryPasses: Int { 2 }

    /// Scrolls the focused view `id` into sight (S8) from its frame in the focus system; returns
    /// whether a scroll view moved or started moving. A held direction's repeats scroll with the
    /// quick spring, as type-select does: each waits for its view to come into sight
    /// (``heldMoveWaits``), and the smooth spring's slow last points held a hold to about four
    /// rows a second through the recipe grid.
    @discardableResult
    private func reveal(_ id: ViewID) -> Bool {
        focusReveal.began(id)
        guard let frame = engine.frame(of: id) else { return false }
        return scrolls.reveal(frame: heldLead.sight(frame), in: scrollChain(of: id),
                              reduceMotion: environment.reduceMotion, quickly: input.isRepeatingDirection)
    }

    /// After a frame laid out again because rows measured other than estimated, reveals the
    /// focused view again from where it now is (a reveal worked out from estimated rows may
    /// fall short of it); returns whether that moved a scroll view (``FocusReveal``).
    private func revealAgainIfMoved() -> Bool {
        guard let id = focusReveal.due(focused: engine.focusedID, measured: measuredThisFrame, scrolling: scrolls.isAnimating)
        else { return false }
        let moved = reveal(id)
        focusReveal.revealedAgain(moved: moved)
        return moved
    }

    /// Resolves and lays out the view tree with the engine's focus and the scroll offsets.
    private func build(now: Double, environment env: EnvironmentValues) -> Node {
        let focused = engine.focusedID
        var path = Set(engine.responderChain)
        if let focused { path.insert(focused) }
        // A focused view no `.id` names has a structural id given after its frame was built; it
        // learns it is focused by the place it was resolved at, noted on its node last frame.
        let position = focused.flatMap { $0.isStructural ? root?.find(id: $0)?.focus?.position : nil }
        let resolveAndLayOut = { [unowned self] () -> (Node, LayoutContext) in
            resolveFrame.begin(focusedID: focused, focusPath: path, focusedPosition: position, time: now, isSelectHeld: selectHeld)
            let ctx = ResolveContext(environment: env, frame: resolveFrame)
            ctx.stateStore = viewState
            viewState.beginFrame()
            let app = content(ViewHostFrame(now: now, device: input.device, pixelsPerPoint: viewport.scale))
            let menu = ContextMenuOverlay(content: app, panel: contextMenu.panel(in: root))
            // The keyboard's keys change the runtime as input does: through a command.
            let panel = keyboard.panel(in: keyboardEditing, now: now) { [unowned self] key in
                self.apply(.pressKeyboardKey(key))
            }
            let tree = ctx.resolve(OnScreenKeyboardOverlay(content: menu, panel: panel))
            let layout = LayoutContext(measurer: measurer, windowSize: viewport.canvas, scrollOffsets: scrolls.offsets(pixelsPerPoint: viewport.scale),
                                       textCache: textCache)
            layout.restingScrollOffsets = scrolls.restingOffsets()
            LayoutEngine.layout(tree, in: viewport.canvas, context: layout)
            keptItemLayouts += layout.keptItemLayouts
            keptSubtreeLayouts += layout.keptSubtreeLayouts
            return (tree, layout)
        }
        _ = viewState.takeGeometryChange()
        var (tree, layout) = resolveAndLayOut()
        // A `GeometryReader` placed at another size than its content was built for, or a lazy
        // stack whose rows measured at other lengths than it estimated: built again at once, so
        // no frame shows the old size (the views around are reused as they were). A second
        // round settles what the first one's new sizes moved (`geometryPasses`).
        var passes = 0
        defer { measuredThisFrame = passes > 0 }
        while passes < Self.geometryPasses, viewState.takeGeometryChange() {
            // Rows measured above what a scroll view shows keep what it shows still.
            scrolls.keepAnchored(layout.anchorShifts)
            (tree, layout) = resolveAndLayOut()
            passes += 1
        }
        viewState.endFrame() // lazy containers resolved their items during layout
        #if DEBUG
        identityCheck.report(tree, to: identityReport ?? tracer.warn)
        #endif
        scrolls.sync(layout.scrollReports, tree: tree, pixelsPerPoint: viewport.scale)
        scrolls.applyTransitions(tree)
        text.addCaret(tree, focused: focused, since: focus.lastChange, now: now, measurer: measurer)
        return tree
    }
}
