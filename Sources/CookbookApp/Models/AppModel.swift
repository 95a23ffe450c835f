import FocusEngine
import Foundation
import UICore

/// The app's state: content, user data (``UserDataRepository``), navigation (``Navigation``) and
/// per-screen selections.
///
/// Screens read it to build their views and call its methods from actions. It keeps the user
/// data in memory for rendering; each change is saved as one transaction (``UserDataStore``) at
/// once, or for text fields after a short debounce (``UserDataRepository``), and reported as
/// a `data` trace event only once committed.
public final class AppModel: ObservableModel {
    public let catalog: Catalog
    /// The user data and its saving (``UserDataRepository``).
    public let repository: UserDataRepository
    /// The user data screens draw.
    public var userData: UserData { repository.userData }
    /// The runtime's clock, trace, toasts and spoken feedback (``ModelServices``).
    let services: ModelServices
    /// The footer's short confirmation and when it goes (``FooterMessage``).
    public let footer: FooterMessage

    /// What the feature models below work with (``FeatureContext``).
    private var feature: FeatureContext { FeatureContext(repository: repository, catalog: catalog, services: services, app: self) }
    /// The grocery list's items and their editing (``GroceryListModel``).
    public private(set) lazy var grocery = GroceryListModel(feature)
    /// The settings with their launch overrides, their changes and what the platform says of
    /// speech and screen readers (``SettingsModel``).
    public private(set) lazy var preferences = SettingsModel(repository: repository)
    /// The gallery's card focused last and its slideshow (``GalleryModel``).
    public private(set) lazy var gallery = GalleryModel(feature)
    /// The recipe grid's category, selection and type-select (``RecipeGridModel``).
    public private(set) lazy var grid = RecipeGridModel(feature)
    /// The favourite recipes, their toggling and the favourites screen's selection (``FavoritesModel``).
    public private(set) lazy var favorites = FavoritesModel(feature)
    /// The recipes' ratings, the detail screen's picker bound to its recipe's (``RatingsModel``).
    public private(set) lazy var ratings = RatingsModel(repository: repository, navigation: navigation)
    /// The caffeine log kept with the user data (``CaffeineLogModel``).
    public private(set) lazy var caffeine = CaffeineLogModel(feature)

    /// Where the app is (``Navigation``): the screen, the back stack, the detail's recipe.
    public let navigation: Navigation
    /// What the model asked of the runtime since the runtime last took its requests.
    public private(set) var requests: [RuntimeRequest] = []

    /// The system's locale (``AppLanguage/systemLocale(environment:)``, set at launch): the
    /// interface's language unless Settings or `--language` choose another.
    @Observed public var systemLocale = Locale(identifier: "en_US")

    /// The locale the interface is shown and spoken in: the language setting in effect over
    /// ``systemLocale``.
    public var locale: Locale { settings.language.locale(system: systemLocale) }

    /// `key` in the interface's language, from the catalogue's translations (English as written
    /// when it has none): messages, announcements and anything said outside a view.
    public func localized(_ key: LocalizedStringKey) -> String { catalog.strings.string(key, locale: locale) }

    /// A model of `catalog` over the user data in `store` (nil: kept in memory only), telling
    /// the runtime through `services` (``AppRuntime`` hands its own; alone, ``ModelServices/detached``).
    public init(catalog: Catalog, store: UserDataStore?, services: ModelServices = .detached) {
        self.catalog = catalog
        self.services = services
        // A lock another process kept past the timeout: the repository keeps trying in the background.
        repository = UserDataRepository(store: store)
        // A problem opening the store shows in the footer for the first seconds.
        footer = FooterMessage(services: services, initial: store?.warnings.last)
        let first = catalog.recipes.first?.slug ?? ""
        navigation = Navigation(firstRecipe: first)
        repository.emit = { [tracer = services.tracer] in tracer?.emit($0) }
        navigation.emit = { [tracer = services.tracer] in tracer?.emit($0) }
        // Weak: the repository outlives the model when a list or the favourites are kept past it.
        repository.report = { [weak self] in self?.footer.text = $0 }
        repository.now = { [clock = services.clock] in clock.now }
        // The favourites' selection starts on the first favourite saved at launch; the grocery
        // list follows items saving renumbers, and drops empty items, from the start.
        _ = (favorites, grocery)
    }

    // MARK: Navigation

    /// Shows a screen (from the tab bar or `screen NAME`), clearing the back stack.
    public func show(_ s: Screen) {
        guard s != navigation.screen else { return }
        // Going elsewhere (a shoulder button, a replay's `screen` line) answers the quit
        // question with No, as leaving dismisses a tvOS alert: it never shows over another screen.
        asksToQuit = false
        if s != .gallery { gallery.stopSlideshow() }
        if s == .widget { repository.refreshFromStore() }
        navigation.show(s)
    }

    /// Whether the "Quit FocusCookbook?" confirmation shows.
    @Observed public var asksToQuit = false
    /// True once the user confirmed quitting (Yes, or Ctrl+Q): the host loop stops.
    @Observed public private(set) var hasQuit = false

    /// Quits: the host loop ends after this frame, and pending edits are committed.
    public func quit() {
        asksToQuit = false
        hasQuit = true
        repository.commitAllPendingChanges()
    }

    /// A tab was activated (Return, A or a click): another tab's screen shows (focus follows as a
    /// screen change moves it); the current tab sends focus down into its screen.
    public func activate(tab: Screen) {
        if tab != navigation.currentTab { show(tab) } else { request(.focusContent) }
    }

    /// Shows `key` in a short toast, in the interface's language (at once: the app's toasts
    /// answer what the user just did).
    public func toast(_ key: LocalizedStringKey) { services.toast(localized(key)) }

    /// Asks the runtime for something before the next frame (asked twice, done once).
    public func request(_ r: RuntimeRequest) {
        if !requests.contains(r) { requests.append(r) }
    }

    /// The requests asked since the last call, in order; the runtime carries them out.
    public func takeRequests() -> [RuntimeRequest] {
        defer { requests.removeAll() }
        return requests
    }

    /// Opens a recipe's detail screen on top of the current one.
    public func open(recipe slug: String) {
        guard catalog.recipe(slug) != nil else { return }
        asksToQuit = false
        navigation.open(recipe: slug)
    }

    /// Focus moved: keep selections in step (tvOS selection follows focus). Categories, recipes
    /// and palettes are identified by their string ids (slugs).
    func focusChanged(to focused: ViewID?) {
        // Leaving a text field commits its pending edits.
        if repository.nextCommitDeadline != nil { repository.commitAllPendingChanges() }
        guard let id = focused?.value(as: String.self) else { return }
        switch navigation.screen {
        case .grid:
            grid.focusMoved(to: id)
        case .favorites:
            if favorites.contains(id) { favorites.select(id) }
        case .gallery:
            gallery.focusMoved(to: id)
        default: break
        }
    }

    /// Where focus goes when a screen shows for the first time, when the screen has a preference
    /// over its default focus: the grid starts on its selected recipe (the categories' own default
    /// applies only when focus enters their section), the gallery on its card focused last.
    public func preferredFocus(on screen: Screen) -> String? {
        switch screen {
        case .grid: return grid.selection
        // The gallery's cards, not its paddles: the card focused last, else the first.
        case .gallery: return gallery.selection ?? catalog.palettes.first?.id
        default: return nil
        }
    }

    // MARK: Settings

    /// The settings in effect (``SettingsModel/values``): what every screen reads, and what a
    /// switch binds (`$model.settings.rightToLeft`), saved and traced as it is set.
    public var settings: UserData.Settings {
        get { preferences.values }
        set { preferences.values = newValue }
    }

    /// The remote's Home: the first tab at its root — a pushed recipe closed, the quit question
    /// answered No — with focus on its default (``RuntimeRequest/home``).
    public func goHome() {
        asksToQuit = false
        if navigation.screen != Screen.tabs[0] { show(Screen.tabs[0]) }
        gallery.stopSlideshow()
        request(.home)
    }

    /// Play/Pause on a recipe: spoken feedback reads its name, time, summary and ingredients;
    /// with spoken feedback off the footer says how to hear it.
    public func readAloud(_ slug: String) {
        guard let recipe = catalog.recipe(slug) else { return }
        guard settings.spokenFeedback else {
            footer.text = localized("Turn on Spoken Feedback in Settings to hear \(recipe.name) read aloud")
            return
        }
        services.say(localized("\(recipe.name). \(recipe.spokenDuration(localized)), serves \(recipe.servings). \(recipe.summary) Ingredients: \(recipe.ingredients.joined(separator: ", ")).") )
    }

    /// The next clock time after `now` at which the model needs a frame by itself (debounced
    /// text coming due for its commit), nil when nothing is pending. The host loop sleeps until
    /// then; what the views show by the clock (the footer's message) wakes it through their
    /// timelines.
    public func nextDeadline(after now: Double) -> Double? {
        // A request waiting for the runtime (Home's second step) needs the next frame now.
        [repository.nextCommitDeadline, gallery.slideshowDue, requests.isEmpty ? nil : now].compactMap { $0 }.min()
    }
}
