import FocusEngine
import Foundation
import ScrollEngine
import UICore
import UIRuntime
import Widgets

/// The cookbook on a ``ViewHost``: the model's settings become the environment, its screens the
/// focus scenes, and the app's menu commands, pad buttons and Back are wired to the model.
/// Platform-free: the live window and `cookbook replay` drive it through a ``Host``.
public final class AppRuntime {
    public let model: AppModel
    /// The runtime that resolves, lays out and routes input for ``AppRootView``.
    let host: ViewHost<AppRootView>
    /// The caffeine widget's host: it runs the widget extension process and shows its archives
    /// (nil without a way to launch the extension).
    public let widget: CaffeineWidgetHost?

    /// A runtime over a model, reading animation time from `clock`, dates from `wallClock`, and
    /// measuring text with `measurer`; `widgetExtension` starts the caffeine widget's extension
    /// (`cookbook widget-extension --data-dir DIR`; nil: the widget screen says it cannot load).
    public init(model: AppModel, clock: any TimeSource, measurer: any TextMeasuring, wallClock: WallClock = .system,
                widgetExtension: (() throws -> any WidgetTransport)? = nil) {
        self.model = model
        let widget = widgetExtension.map {
            CaffeineWidgetHost(wallClock: wallClock, animationClock: clock, sessionID: "\(getpid())-\(UUID().uuidString.prefix(8))", launch: $0)
        }
        self.widget = widget
        host = ViewHost(canvas: Theme.canvas, clock: clock, measurer: measurer) { [unowned model] frame in
            AppRootView(model: model, widget: widget, now: frame.now, padFamily: frame.padFamily)
        }
        host.state.commands = self
        let tracer = host.state.tracer
        model.emit = { tracer.emit($0) }
        widget?.emit = { tracer.emit($0) }
        widget?.showMessage = { [unowned model] in model.lastMessage = $0 }
        model.now = { clock.now }
        model.typeSelectBuffer = TypeSelectBuffer(clock: clock)
    }

    /// The focus engine.
    public var focus: FocusSystem { host.focus }
    /// The scroll controllers by scroll view id.
    public var scrolls: ScrollCoordinator { host.state.scrolls }
    /// The tree laid out by the last frame.
    public var root: Node? { host.root }
    /// False once the user asked to quit.
    public var running: Bool { host.isRunning }
    /// Window pixels per canvas point.
    public var scale: Double { host.viewport.scale }
    /// Receives trace lines (JSON, INTERFACES.md).
    public var traceSink: ((String) -> Void)? {
        get { host.state.tracer.sink }
        set { host.state.tracer.sink = newValue }
    }

    /// Sets the window size (window coordinates): the 1920-point design canvas scaled to it.
    public func setWindowSize(pixels: Size) { _ = host.windowDidResize(pixels) }

    /// The canvas and scale for a window of `pixels`; nil for empty or non-finite sizes.
    public static func canvasGeometry(forPixels pixels: Size) -> (canvas: Size, scale: Double)? {
        Viewport.geometry(designWidth: Theme.canvas.width, pixels: pixels)
    }

    /// The environment the user's settings ask for.
    var environment: EnvironmentValues {
        var env = EnvironmentValues()
        let s = model.settings
        env.layoutDirection = s.rightToLeft ? .rightToLeft : .leftToRight
        env.keyboardNavigation = s.keyboardNavigation
        env.reduceMotion = s.reduceMotion
        env.isWatchLayout = s.watchLayout
        env.defaultHoverEffect = s.highlightEffect ? .highlight : .lift
        return env
    }
}

extension AppRuntime: HostedApp {
    public var isRunning: Bool { host.isRunning }
    public var isAnimating: Bool { host.isAnimating || widget?.isAnimating(at: host.state.clock.now) == true }
    public var nextDeadline: Double? {
        [host.nextDeadline, widget?.nextDeadline(after: host.state.clock.now)].compactMap { $0 }.min()
    }
    public var wantsTextInput: Bool { host.wantsTextInput }
    public var padFamily: String {
        get { host.padFamily }
        set { host.padFamily = newValue }
    }
    public func handle(_ event: InputEvent) {
        host.handle(event)
        // Quitting commits debounced text at once: nothing typed is lost at exit.
        if case .quit = event { model.commitAllPendingChanges() }
    }
    public func windowDidResize(_ size: Size) -> Double { host.windowDidResize(size) }

    /// Builds this frame's display list with the current settings.
    public func frame() -> DisplayList {
        // Debounced text edits come due for their commit (the deadline wakes a sleeping host).
        model.commitPendingChanges(now: host.state.clock.now)
        widget?.tick(now: host.state.clock.now, visible: model.screen == .widget)
        host.state.environment = environment
        return host.frame()
    }
}

extension AppRuntime: ViewHostCommands {
    public var sceneKey: String { model.screen.rawValue }

    /// The first time a screen shows: its preferred focus, else its default, else top-leading.
    public func enterScene(_ key: String, focus: FocusSystem) {
        if let preferred = model.preferredFocus(on: model.screen), focus.focus(id: preferred) { return }
        if !focus.focusDefault(in: "screen-\(key)") { _ = focus.resetFocus() }
    }

    /// The macOS menu's "Recipe ▸ …" items, enabled through the focused value `selectedRecipe` (F5).
    public func shortcut(_ press: KeyPress, host: RuntimeState) -> Bool {
        switch press.key {
        case .character("g"): if let slug = host.focusedValue(\.selectedRecipe) { model.addToGroceryList(slug) }
        case .character("f"): if let slug = host.focusedValue(\.selectedRecipe) { model.toggleFavorite(slug) }
        default: return false
        }
        return true
    }

    /// Shoulder buttons switch tabs; Y toggles the selected recipe's favourite.
    public func padButton(_ button: PadButton, host: RuntimeState) -> Bool {
        switch button {
        case .leftShoulder, .rightShoulder:
            let tabs = Screen.tabs
            let i = tabs.firstIndex(of: model.screen == .detail ? (model.backStack.first ?? .grid) : model.screen) ?? 0
            model.show(tabs[(i + (button == .rightShoulder ? 1 : tabs.count - 1)) % tabs.count])
        case .y:
            if let slug = host.focusedValue(\.selectedRecipe) { model.toggleFavorite(slug) }
        default: return false
        }
        return true
    }

    /// Pops a pushed screen, else sends focus up to the tab bar.
    public func back(host: RuntimeState) -> String? {
        if model.back() { return "navigation" }
        let focus = host.focus.system
        if focus.focusedID?.hasPrefix("tab-") == false, focus.focus(id: "tab-\(model.screen.rawValue)") { return "tab-bar" }
        return nil
    }

    public func focusDidChange(to id: String?) { model.focusChanged(to: id) }

    public func frameWillBegin(scrolls: ScrollCoordinator) {
        for id in model.scrollResets { scrolls.reset(id) }
        model.scrollResets.removeAll()
    }

    public func nextDeadline(after now: Double) -> Double? { model.nextDeadline(after: now) }
}
