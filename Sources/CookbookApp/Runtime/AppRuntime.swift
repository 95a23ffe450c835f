import Foundation
import FocusEngine
import ScrollEngine
import UICore

/// The app's engine room: turns input events into focus moves, key presses, scrolls and actions,
/// and each frame rebuilds the view tree, lays it out, updates the focus and scroll engines, and
/// produces the display list. Platform-free: the live window and `cookbook replay` both feed it
/// ``InputEvent``s and draw what ``frame()`` returns.
public final class AppRuntime {
    public let model: AppModel
    public let clock: any TimeSource
    public let focus = FocusSystem()
    public let measurer: TextMeasuring
    /// The design canvas in points the window shows (1920 wide; height follows the window's aspect).
    public private(set) var canvas = Theme.canvas
    /// Window pixels per canvas point.
    public private(set) var scale = 1.0
    /// The horizontal size class of the window (compact below 1000 pt: one gallery card per page).
    public private(set) var sizeClass = UserInterfaceSizeClass.regular
    /// The connected pad's family for button hints ("xbox", "playstation", "nintendo", or "keyboard").
    public var padFamily = "keyboard"
    /// False once the user asked to quit.
    public internal(set) var running = true
    /// Receives trace lines (JSON, INTERFACES.md).
    public var traceSink: ((String) -> Void)?
    /// Shows the focus debugger overlay (Ctrl+D).
    public var showsFocusOverlay = false

    /// The tree laid out by the last frame.
    public private(set) var root: Node?
    var scrolls: [String: ScrollController] = [:]
    var scrollReports: [String: LayoutContext.ScrollReport] = [:]
    var scrollWasAnimating: Set<String> = []
    var focusProgress: [String: AnimatedValue] = [:]
    var lastFocusChange = -Double.infinity
    var hoveredID: String?
    var pointer: Point?
    var lastPointerActivity = -Double.infinity
    var stick = Point.zero
    var stickLatched = false
    var editors: [String: TextEditing] = [:]
    var crownStates: [String: DigitalCrownRotation] = [:]
    var pointerDrag: PointerDrag?
    var transitions = TransitionTracker()
    var press = AnimatedValue(0)
    var reportedFocus: String?
    var shownScreen: Screen
    var screenChanged = true
    var lastMove: MoveResult?
    let origin: Double

    /// A runtime over a model, reading time from `clock` and measuring text with `measurer`.
    public init(model: AppModel, clock: any TimeSource, measurer: TextMeasuring) {
        self.model = model
        self.clock = clock
        self.measurer = measurer
        origin = clock.now
        shownScreen = model.screen
        model.emit = { [weak self] e in self?.emit(e) }
        model.now = { [weak self] in self?.clock.now ?? 0 }
        model.typeSelectBuffer = TypeSelectBuffer(clock: clock)
    }

    /// Sets the window size (window coordinates): the canvas is always the 1920-point design canvas
    /// across, scaled to the window, as tall as the window's aspect allows; the size class comes
    /// from the window's own width.
    public func setWindowSize(pixels: Size) {
        guard let g = Self.canvasGeometry(forPixels: pixels) else { return }
        canvas = g.canvas
        scale = g.scale
        sizeClass = UserInterfaceSizeClass(windowWidth: pixels.width)
    }

    /// The canvas and scale for a window of `pixels`; nil for empty or non-finite sizes.
    public static func canvasGeometry(forPixels pixels: Size) -> (canvas: Size, scale: Double)? {
        guard pixels.width > 0, pixels.height > 0, pixels.width.isFinite, pixels.height.isFinite else { return nil }
        let scale = pixels.width / Theme.canvas.width
        return (Size(width: Theme.canvas.width, height: (pixels.height / scale).rounded()), scale)
    }

    func emit(_ e: TraceEvent) {
        traceSink?(e.jsonLine(milliseconds: Int(((clock.now - origin) * 1000).rounded())))
    }

    /// Builds this frame's display list.
    public func frame() -> DisplayList {
        let now = clock.now
        model.commitPendingChanges(now: now)
        focus.layoutDirection = model.settings.rightToLeft ? .rightToLeft : .leftToRight
        focus.keyboardNavigation = model.settings.keyboardNavigation
        tickScrolls()
        for id in model.scrollResets { scrolls[id]?.scroll(to: .zero, animated: false) }
        model.scrollResets.removeAll()
        if model.screen != shownScreen {
            focus.rememberFocus(forKey: shownScreen.rawValue)
            shownScreen = model.screen
            screenChanged = true
        }
        var tree = buildTree(now: now)
        focus.update(tree: FocusTreeBuilder.build(tree, windowSize: canvas))
        if screenChanged {
            screenChanged = false
            if !focus.restoreFocus(forKey: shownScreen.rawValue) { enterScreen(tree) }
        }
        applyFocusRequests(tree)
        if focus.focusedID != reportedFocus {
            focusDidChange(from: reportedFocus, to: focus.focusedID, now: now)
            tree = buildTree(now: now)
            focus.update(tree: FocusTreeBuilder.build(tree, windowSize: canvas))
        }
        reportFocusStates(tree)
        // Hover follows the pointer through scrolling and screen changes; it lapses when the mouse
        // rests (5 s, the same recency that shows scroll indicators).
        if let p = pointer, now - lastPointerActivity < 5 { hoveredID = HitTesting.focusable(at: p, in: tree)?.id } else { hoveredID = nil }
        transitions.apply(to: tree, now: now, measurer: measurer, reduceMotion: model.settings.reduceMotion)
        decorate(tree, now: now)
        root = tree
        var list = DisplayListBuilder.build(tree, size: canvas)
        drawIndicators(into: &list, now: now)
        if showsFocusOverlay { FocusOverlay.draw(lastMove, focus: focus, into: &list) }
        return list
    }

    /// Whether anything is still moving (the live loop may sleep when not).
    public var isAnimating: Bool {
        let now = clock.now
        return scrolls.values.contains { $0.isAnimating } || focusProgress.values.contains { $0.isAnimating(at: now) }
            || !transitions.insertions.isEmpty || !transitions.changes.isEmpty || press.isAnimating(at: now)
    }

    /// Resolves and lays out the view tree with the current focus and scroll state.
    func buildTree(now: Double) -> Node {
        var env = EnvironmentValues()
        let s = model.settings
        env.layoutDirection = s.rightToLeft ? .rightToLeft : .leftToRight
        env.keyboardNavigation = s.keyboardNavigation
        env.reduceMotion = s.reduceMotion
        env.isWatchLayout = s.watchLayout
        env.horizontalSizeClass = sizeClass
        env.defaultHoverEffect = s.highlightEffect ? .highlight : .lift
        let focused = focus.focusedID
        var path = Set(focus.responderChain)
        if let focused { path.insert(focused) }
        let ctx = ResolveContext(environment: env, focusedID: focused, focusPath: path)
        let tree = ctx.resolve(AppRootView(model: model, now: now, padFamily: padFamily))
        let layout = LayoutContext(measurer: measurer, windowSize: canvas,
                                   scrollOffsets: scrolls.mapValues { $0.offset(along: $0.primaryAxis) })
        LayoutEngine.layout(tree, in: canvas, context: layout)
        syncScrollGeometry(layout.scrollReports, tree: tree)
        applyScrollTransitions(tree)
        addCaret(tree, now: now)
        return tree
    }

    /// The first time a screen shows: its default focus, else the engine's top-leading rule.
    func enterScreen(_ tree: Node) {
        if let preferred = model.preferredFocus(on: shownScreen), focus.focus(id: preferred) { return }
        if !focus.focusDefault(in: "screen-\(shownScreen.rawValue)") { _ = focus.resetFocus() }
    }
}

extension AppRuntime {
    /// The focused text field's id, when a text field has focus (the host turns text input on).
    public var focusedTextField: String? {
        guard let id = focus.focusedID, let node = root?.find(id: id), node.focus?.isTextField == true else { return nil }
        return id
    }
}
