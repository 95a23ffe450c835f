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
    /// The tab current at the last frame (a change resets the tab bar's focus memory); nil
    /// before the first.
    private var lastTab: Screen?
    /// The screen the last frame showed (its tree is the one focus knows).
    private var lastScreen: Screen?
    /// The widget's next deadline, read after the last built or skipped frame.
    private var widgetDeadline: Double?

    /// What the focused view offers, worked out before each frame for the button hints.
    private let offers: OffersBox
    /// Whether ``offers`` were worked out while the focused view was not in the tree (a lazy
    /// item focus reached before its grid built it): they are worked out again once it is.
    private var offersAwaitFocusedView = false
    /// The caffeine widget's host: it runs the widget extension process and shows its archives
    /// (nil without a way to launch the extension).
    public let widget: CaffeineWidgetHost?

    /// A runtime over a model of `catalog` and the user data in `store` (nil: kept in memory
    /// only), reading animation time from `clock`, dates from `wallClock`, and measuring text
    /// with `measurer`; `widgetExtension` starts the caffeine widget's extension
    /// (`cookbook widget-extension --data-dir DIR`; nil: the widget screen says it cannot load).
    ///
    /// The runtime makes its ``model`` with its own clock, trace, toasts and spoken feedback
    /// (``ModelServices``).
    public init(catalog: Catalog, store: UserDataStore?, clock: any TimeSource, measurer: any TextMeasuring,
                wallClock: WallClock = .system, widgetExtension: (() throws -> any WidgetTransport)? = nil) {
        let offers = OffersBox()
        self.offers = offers
        // The views read the model and the widget, made below with the host's services (before
        // any frame).
        let made = MadeWithHost()
        host = ViewHost(canvas: Theme.canvas, clock: clock, measurer: measurer) { frame in
            made.hints.hints = ButtonHint.hints(for: frame.device, offers: offers.value)
            return AppRootView(model: made.model, widget: made.widget, hints: made.hints)
        }
        let speech = host.speech
        let services = ModelServices(clock: clock, tracer: host.tracer, toasts: host.toasts, speech: speech)
        model = AppModel(catalog: catalog, store: store, services: services)
        widget = widgetExtension.map { [model] in
            CaffeineWidgetHost(wallClock: wallClock, animationClock: clock, sessionID: "\(getpid())-\(UUID().uuidString.prefix(8))",
                               services: services, model: model, launch: $0)
        }
        (made.model, made.widget) = (model, WidgetSlot(widget))
        host.commands = self
        host.willBuildFrame = { [unowned self] in prepareFrame() }
        host.minimumTextPixels = Theme.minimumTextPixels
        // Ctrl+Alt+S flips the saved setting (and ends a `--speak` override when it turns it off).
        speech.onToggleRequest = { [unowned model] on in
            if !on { model.preferences.forcesSpokenFeedback = false }
            model.preferences.update(settings: { $0.spokenFeedback = on }, id: "setting-spoken-feedback", value: on)
        }
    }

    /// Makes the platform's speech output when spoken feedback turns on (the live window's
    /// speech-dispatcher client); nil, the words only go into the trace.
    public var speechOutput: (() throws -> any SpeechOutput)? {
        get { host.speech.connect }
        set { host.speech.connect = newValue }
    }

    /// The desktop's accessibility service (AT-SPI in the live window), which reads the
    /// accessibility tree of each changed frame; nil in replays.
    public var platformAccessibility: (any PlatformAccessibility)? {
        get { host.platformAccessibility }
        set { host.platformAccessibility = newValue }
    }

    /// Spoken feedback's utterances since the last call (a replay's `expect speak` reads them).
    public func takeSpoken() -> [String] { host.speech.takeSpoken().map(\.text) }

    /// Which keys and pad buttons trigger which actions (`keymap.toml`, read at start-up).
    public var bindings: InputBindings {
        get { host.keyBindings }
        set { host.keyBindings = newValue }
    }
    /// What the app's shell and tests read of focus and ask of it (``ViewHost/context``).
    public var context: CommandContext { host.context }
    /// The scroll controllers by scroll view id (this package's benchmarks and tests).
    package var scrolls: ScrollCoordinator { host.scrolls }
    /// The tree laid out by the last frame.
    public var root: Node? { host.root }
    /// Changes whenever the laid-out tree is replaced or its scrolled content moves
    /// (``ViewHost/layoutGeneration``).
    public var layoutGeneration: Int { host.layoutGeneration }
    /// False once the user quit (Yes, Ctrl+Q) or the system asked the app to (window closed, SIGTERM).
    public var running: Bool { host.isRunning && !model.hasQuit }
    /// Window pixels per canvas point.
    public var scale: Double { host.viewport.scale }
    /// Writes a `renderer` event: the drawing path the live window took (`gpu` or `software`),
    /// SDL's renderer driver, what draws the pixels, and why.
    public func traceRenderer(name: String, driver: String, device: String, reason: String) {
        host.tracer.emit(.renderer(name: name, driver: driver, device: device, reason: reason))
    }
    /// Writes a `mark` event (a replay script's `mark NAME`) into the trace.
    public func mark(_ name: String) { host.tracer.emit(.mark(name: name)) }
    /// Receives trace lines (JSON, docs/interfaces.md).
    public var traceSink: ((String) -> Void)? {
        get { host.tracer.sink }
        set { host.tracer.sink = newValue }
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
        env.crownSensitivity = s.crownSensitivity
        env.defaultHoverEffect = s.highlightEffect ? .highlight : .lift
        env.textScale = s.largerText ? s.largerTextSize.scale : 1
        env.legibilityWeight = s.boldText ? .bold : .regular
        env.colorSchemeContrast = s.increaseContrast ? .increased : .standard
        env.locale = model.locale
        env.stringCatalog = model.catalog.strings
        return env
    }
}

extension AppRuntime: HostedApp {
    public var isRunning: Bool { running }
    public var isAnimating: Bool { host.isAnimating || widget?.isAnimating(at: host.clock.now) == true }
    public var nextDeadline: Double? {
        [host.nextDeadline, widget?.nextDeadline(after: host.clock.now)].compactMap { $0 }.min()
    }
    public var wantsTextInput: Bool { host.wantsTextInput }
    public var textInputRect: Rect? { host.textInputRect }
    @discardableResult
    public func handle(_ event: InputEvent) -> Bool {
        // A background commit finished or the store opened again: saved is reported (and a failed
        // commit scheduled again) now, with the window idle as well; the frame shows the data.
        // The speech output connected or failed: the Settings note and stderr say so at once.
        // An assistive technology asked something, or the screen reader started or stopped.
        if case .wake = event {
            let work = model.repository.takeBackgroundWork(now: host.clock.now)
            let speech = host.speech.status
            host.speech.refreshStatus()
            let readers = host.takeAccessibilityWork()
            return work || host.speech.status != speech || readers || host.stateChangedSinceFrame
        }
        let changed = host.handle(event)
        // Quitting commits debounced text at once: nothing typed is lost at exit.
        if case .quit = event { model.repository.commitAllPendingChanges() }
        return changed
    }
    public func windowDidResize(_ size: Size) -> Double { host.windowDidResize(size) }

    /// Builds the frame due now for `request` (``HostedApp/frame(_:)``): the view host decides
    /// whether it can be drawn from the last layout or skipped, unless the widget moves, or found
    /// news when its deadline came (an answer, an entry, a reload: it traces and changes the
    /// widget screen), which needs a frame built whole.
    public func frame(_ request: FrameRequest) -> DisplayList? {
        let now = host.clock.now
        var request = request
        if widget?.isAnimating(at: now) == true {
            request.isInvalidated = true
        } else if !request.isInvalidated, widgetDeadline.map({ $0 <= now }) == true {
            // News may be due: the widget looks now, and the frame is built only when it found
            // some. While an answer is awaited it looks every 60 Hz frame; building each of those
            // frames whole cost 12 builds a 0.2 s round trip.
            if tickWidget(environment: environment) { request.isInvalidated = true }
        }
        // Text edits or a failed commit come due: the whole frame's preparation commits them.
        if model.repository.nextCommitDeadline.map({ $0 <= now }) == true { request.isInvalidated = true }
        // The hints were worked out while the focused view was not built (a lazy item focus
        // reached first: End, a far focus write): once it is, a whole frame works them out again.
        if offersAwaitFocusedView, let id = context.focusedID, host.focusedPath.last?.id == id { request.isInvalidated = true }
        let list = host.frame(request)
        widgetDeadline = widget?.nextDeadline(after: host.clock.now)
        return list
    }

    /// Builds this frame's display list, resolved and laid out whole, with the current settings.
    public func frame() -> DisplayList {
        let list = host.frame()
        widgetDeadline = widget?.nextDeadline(after: host.clock.now)
        return list
    }

    /// What every frame built whole starts with (``ViewHost/willBuildFrame``): debounced text
    /// edits come due for their commit, other processes' commits show, the widget moves on, and
    /// the settings and focus offers the views read are current.
    private func prepareFrame() {
        // Debounced text edits come due for their commit (the deadline wakes a sleeping host).
        model.repository.commitPendingChanges(now: host.clock.now)
        // Another process's commits show (merged with what is still being typed here).
        model.repository.pollStore(now: host.clock.now)
        // The widget card is drawn 1:1 on the canvas: its text needs what the canvas's does.
        // The sofa's smallest text follows the window's size (a resize always builds a whole frame).
        host.minimumTextPoints = Theme.minimumTextPoints(scale: host.viewport.scale)
        let environment = environment
        tickWidget(environment: environment)
        host.environment = environment
        host.speech.setEnabled(model.settings.spokenFeedback)
        host.speech.refreshStatus()
        if case .unavailable(let reason) = host.speech.status { model.preferences.speechProblem = reason } else { model.preferences.speechProblem = nil }
        model.preferences.screenReaderRunning = host.platformAccessibility?.isScreenReaderRunning == true
        model.preferences.accessibilityBusConnected = host.platformAccessibility?.isConnected == true
        offers.value = focusOffers()
    }

    /// Moves the widget on (``CaffeineWidgetHost/tick(now:visible:minimumFontSize:layoutDirection:contrast:locale:textScale:boldText:)``)
    /// with what the app's `environment` tells its extension; returns whether what it shows changed.
    @discardableResult
    private func tickWidget(environment: EnvironmentValues) -> Bool {
        widget?.tick(now: host.clock.now, visible: model.navigation.screen == .widget,
                     minimumFontSize: host.minimumFontSize, layoutDirection: environment.layoutDirection,
                     contrast: environment.colorSchemeContrast, locale: environment.locale,
                     textScale: environment.textScale, boldText: environment.legibilityWeight == .bold) ?? false
    }

    /// Whether built frames work out if they settled, so later ones can be drawn from the last
    /// layout (``ViewHost/tracksLooksOnlyFrames``); off, every frame is built whole.
    public var tracksLooksOnlyFrames: Bool {
        get { host.tracksLooksOnlyFrames }
        set { host.tracksLooksOnlyFrames = newValue }
    }

    /// What the focused view offers now (for the hints): an action, Back, a selected recipe to
    /// favourite, a crown the wheel turns (watch layout), Tab to the next control, the on-screen
    /// keyboard (a text field opens it; open, it types and closes).
    func focusOffers() -> ButtonHint.Offers {
        var o = ButtonHint.Offers()
        o.nextControl = model.settings.keyboardNavigation
        offersAwaitFocusedView = false
        guard host.root != nil, let id = context.focusedID else { return o }
        // The host's one walk down to the focused view, shared with its key routing.
        let path = host.focusedPath
        offersAwaitFocusedView = path.last?.id != id
        let chain = Set([id] + context.ancestors(of: id))
        o.select = path.contains { node in node.id.map(chain.contains) == true && node.action != nil }
        o.favourite = host.focusedValue(\.selectedRecipe) != nil
        o.crown = model.settings.watchLayout && path.last?[CrownBinding.Key.self] != nil
        // A sheet is a modal focus scope, a node of the focus tree: its index knows it without a
        // walk of the view tree (nor a look through a lazy grid's data for an id it has not).
        o.back = model.navigation.screen == .detail || context.hasFocusNode(id: SheetAttributes.id) || ScreenViewID.tab(of: id) == nil
        o.textField = path.last?.focus?.isTextField == true
        o.keyboard = host.isKeyboardOpen
        o.keyboardFromKeys = host.isKeyboardForKeys
        o.menu = !host.isContextMenuOpen && ContextMenuPresenter.menu(onPath: path) != nil
        return o
    }
}

/// The offers the hints read, shared between the runtime and its root-view closure.
private final class OffersBox {
    var value = ButtonHint.Offers()
}

/// The model and widget host the root-view closure reads: made after the host, whose clock,
/// trace, toasts and speech they are given, and set before the host builds a frame.
private final class MadeWithHost {
    var model: AppModel!
    var widget = WidgetSlot(nil)
    let hints = FooterHints()
}

extension AppRuntime: ViewHostCommands {
    public var scene: SceneID { model.navigation.screen.scene }

    /// What spoken feedback says when a screen shows: the tab's title, or the recipe's name.
    public func sceneTitle(_ scene: SceneID) -> String? {
        if scene == Screen.detail.scene { return model.catalog.recipe(model.navigation.detailRecipe)?.name }
        return Screen(scene: scene).map { model.localized($0.title) }
    }

    /// The first time a screen shows: its preferred focus, else its default, else top-leading.
    public func enterScene(_ scene: SceneID, host: CommandContext) {
        if let preferred = model.preferredFocus(on: model.navigation.screen), host.focus(id: ViewID(preferred)) { return }
        if let screen = Screen(scene: scene), host.focusDefault(in: ScreenViewID.screen(screen).id) { return }
        host.focusDefault()
    }

    /// The macOS menu's "Recipe ▸ …" items, enabled through the focused value `selectedRecipe` (F5).
    public func shortcut(_ press: KeyPress, host: CommandContext) -> Bool {
        switch press.key {
        case .character("g"): if let slug = host.focusedValue(\.selectedRecipe) { model.grocery.addIngredients(of: slug) }
        case .character("f"): if let slug = host.focusedValue(\.selectedRecipe) { model.favorites.toggle(slug) }
        case .character("q"): model.quit() // Ctrl+Q quits at once, as the desktop's Quit shortcut
        default: return false
        }
        return true
    }

    /// Shoulder buttons switch to the next or previous tab, stopping at the first and the last
    /// as the tvOS tab bar does (Y's favourite is a key-map action, handed to ``shortcut(_:host:)``).
    public func padButton(_ button: PadButton, host: CommandContext) -> Bool {
        switch button {
        case .leftShoulder, .rightShoulder:
            let tabs = Screen.tabs
            let i = tabs.firstIndex(of: model.navigation.currentTab) ?? 0
            let next = i + (button == .rightShoulder ? 1 : -1)
            guard tabs.indices.contains(next) else { return true }
            model.show(tabs[next])
        default: return false
        }
        return true
    }

    /// Pops a pushed screen, else sends focus up to the tab bar; on the tab bar (the top level,
    /// where tvOS's Menu leaves the app) it asks "Quit FocusCookbook?".
    public func back(host: CommandContext) -> BackResult? {
        if model.navigation.back() { return .navigationPopped }
        if host.focusedID.map({ ScreenViewID.tab(of: $0) == nil }) ?? true, host.focus(id: ScreenViewID.tab(model.navigation.currentTab).id) { return .app(.tabBar) }
        model.asksToQuit = true
        return .app(.quitConfirmation)
    }

    /// The remote's Home (pad Guide): the first tab at its root with focus on its default.
    public func home(host: CommandContext) -> Bool {
        model.goHome()
        return true
    }

    /// The tab bar stays over every screen: focus on a tab is kept when the screen changes.
    public func keepsFocusAcrossScenes(_ id: ViewID) -> Bool { ScreenViewID.tab(of: id) != nil }

    /// As on tvOS, focusing a tab shows its screen (a pushed detail stays while its own tab is focused).
    /// Moving between the on-screen keyboard's keys is still editing its field: the text commits
    /// on the typing debounce, as typed text does, and at once when the keyboard closes (focus
    /// back on the field).
    public func focusDidChange(to id: ViewID?) {
        if let tab = id.flatMap(ScreenViewID.tab(of:)), tab != model.navigation.currentTab { model.show(tab) }
        // The hints follow the focus now, not as it was before the frame: a frame entering a
        // new screen moves focus into it after `prepareFrame` worked the offers out, and a
        // frame built after that settles with the hints it read (they showed the tab's offers,
        // no Back, until some other change built a frame).
        offers.value = focusOffers()
        if host.isKeyboardOpen { return }
        model.focusChanged(to: id)
    }

    public func frameWillBegin(host: CommandContext) {
        let requests = model.takeRequests()
        for case .resetScroll(let id) in requests { host.resetScroll(id) }
        let tab = model.navigation.currentTab
        if let lastTab, tab != lastTab {
            // A new tab: entering the bar lands on it (its default focus), and focus resting on
            // another tab follows it, so focus never rests on one tab while another screen shows.
            host.forgetRegion("tab-bar")
            if let id = host.focusedID, ScreenViewID.tab(of: id) != nil { host.focus(id: ScreenViewID.tab(tab).id) }
        }
        lastTab = tab
        let shown = lastScreen
        lastScreen = model.navigation.screen
        if requests.contains(.home) {
            // Not where focus was left on the first screen: its default. Entered now when the
            // screen already shows; otherwise the frame that shows it comes first (its tree is
            // not laid out yet, and focus on a tab would stay there through the change).
            host.forgetFocus(for: Screen.tabs[0].scene)
            if shown == Screen.tabs[0] { enterScene(Screen.tabs[0].scene, host: host) } else { model.request(.home) }
        }
        if let next = model.gallery.takeSlideshowStep(now: self.host.clock.now) {
            host.focus(id: ViewID(next))
        }
        if requests.contains(.focusContent) {
            if let id = host.focusedID, ScreenViewID.tab(of: id) != nil {
                if let last = host.rememberedFocus(for: scene), ScreenViewID.tab(of: last) == nil, host.focus(id: last) { return }
                enterScene(scene, host: host)
            }
        }
    }

    public func nextDeadline(after now: Double) -> Double? { model.nextDeadline(after: now) }
}
