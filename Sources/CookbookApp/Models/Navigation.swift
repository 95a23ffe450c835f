import UICore

/// Where the app is: the screen showing, the screens Back returns to, and the recipe the detail
/// screen shows. Every change is traced as a `screen` event (``emit``).
///
/// ``AppModel`` owns one and decides what else a screen change means (answering the quit
/// question, refreshing the widget's data).
public final class Navigation: ObservableModel {
    /// The screen showing.
    @Observed public private(set) var screen: Screen = .grid
    /// Screens to return to with Back (the detail screen pushes on top of its origin).
    @Observed public private(set) var backStack: [Screen] = []
    /// The recipe the detail screen shows.
    @Observed public private(set) var detailRecipe: String
    /// Where `screen` trace events go (the model's trace).
    var emit: (TraceEvent) -> Void = { _ in }

    /// Starts on the grid, the detail screen set to show `firstRecipe` when opened.
    init(firstRecipe: String) { detailRecipe = firstRecipe }

    /// The tab the tab bar shows as current: the screen's, or the one a pushed detail came from.
    public var currentTab: Screen { screen == .detail ? (backStack.first ?? .grid) : screen }

    /// Shows a screen, clearing the back stack (the detail screen keeps the one it came from);
    /// returns false when it already shows.
    @discardableResult
    func show(_ s: Screen) -> Bool {
        guard s != screen else { return false }
        backStack = s == .detail ? [screen] : []
        screen = s
        emit(.screen(name: s.rawValue))
        return true
    }

    /// Opens a recipe's detail screen on top of the current one.
    func open(recipe slug: String) {
        detailRecipe = slug
        if screen != .detail { backStack.append(screen) }
        screen = .detail
        emit(.screen(name: "detail"))
    }

    /// The navigation stack's path (`NavigationStack(path: Bindable(model.navigation).path)`):
    /// the recipe the detail screen shows while it shows, else empty. Emptying it goes back (the
    /// stack's Back); recipes are opened with ``AppModel/open(recipe:)``, which traces the
    /// screen change.
    public var path: [String] {
        get { screen == .detail ? [detailRecipe] : [] }
        set { if newValue.isEmpty { back() } }
    }

    /// Goes back one screen; returns false at the root.
    @discardableResult
    public func back() -> Bool {
        guard let previous = backStack.popLast() else { return false }
        screen = previous
        emit(.screen(name: previous.rawValue))
        return true
    }
}
