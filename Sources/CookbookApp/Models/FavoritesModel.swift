import UICore

/// The favourite recipes: which they are, adding and removing one (confirmed in a toast), and
/// the favourites screen's selected recipe (seed 000 "Focus sections").
///
/// Each change is saved and traced through the app model's repository, as every user data
/// change is.
public final class FavoritesModel: ObservableModel {
    private let context: FeatureContext

    init(_ context: FeatureContext) {
        self.context = context
        selection = context.userData.favorites.first ?? context.catalog.recipes.first?.slug ?? ""
    }

    /// The favourite recipes, in order.
    public var recipes: [Recipe] { context.userData.favorites.compactMap { context.catalog.recipe($0) } }

    /// The favourites screen's selected recipe (the favourite focused last).
    @Observed public private(set) var selection: String

    /// Selects a favourite (focus moved onto it).
    public func select(_ slug: String) { selection = slug }

    /// Whether a recipe is a favourite.
    public func contains(_ slug: String) -> Bool { context.userData.favorites.contains(slug) }

    /// Adds or removes a favourite, confirming it with a toast (as tvOS apps confirm a change
    /// made from a remote, where the tile's heart alone can be missed from the sofa).
    public func toggle(_ slug: String) {
        let adding = !contains(slug)
        context.change("favorite \(slug)") { data in
            if let i = data.favorites.firstIndex(of: slug) { data.favorites.remove(at: i) } else { data.favorites.append(slug) }
        }
        guard contains(slug) == adding, let name = context.catalog.recipe(slug)?.name else { return }
        guard let app = context.app else { return }
        app.toast(adding ? "♥ Added \(name) to Favorites" : "Removed \(name) from Favorites")
    }
}
