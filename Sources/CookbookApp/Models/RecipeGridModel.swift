import FocusEngine
import UICore

/// The recipe grid's state: the category it shows, the recipe selected in it (tvOS: the tile
/// focused last, where focus comes back to), and type-select (F9): typing the first letters of
/// a recipe's name selects it, switching the grid to its category when it is in another.
public final class RecipeGridModel: ObservableModel {
    private let context: FeatureContext
    private var catalog: Catalog { context.catalog }

    init(_ context: FeatureContext) {
        self.context = context
        typeSelectBuffer = TypeSelectBuffer(clock: context.services.clock)
        selection = context.catalog.recipes(in: .dessert).first?.slug ?? context.catalog.recipes.first?.slug ?? ""
    }

    /// The category the grid shows.
    @Observed public private(set) var category: RecipeCategory = .dessert
    /// The grid's selected recipe (tvOS: the last focused tile).
    @Observed public private(set) var selection: String

    /// The recipes the grid shows: those of the selected category.
    public var recipes: CategoryRecipes { catalog.recipes(in: category) }

    /// Selects a category (focusing or activating its row), keeping the grid selection valid.
    public func select(category: RecipeCategory) {
        guard category != self.category else { return }
        self.category = category
        // The grid's scroll view back at the top (the app model asks the runtime).
        context.app?.request(.resetScroll("recipe-grid"))
        selection = recipes.first?.slug ?? selection
    }

    /// Focus moved on the grid screen onto the view with string id `id`: a category row selects
    /// its category, a tile its recipe (tvOS selection follows focus).
    func focusMoved(to id: String) {
        if let c = RecipeCategory(rawValue: id) { select(category: c) }
        if recipes.contains(where: { $0.slug == id }) { selection = id }
    }

    /// The type-ahead buffer, on the runtime's clock.
    private var typeSelectBuffer: TypeSelectBuffer

    /// Whether a type-select query is in progress (typed within the last second).
    public var typeSelectIsActive: Bool { typeSelectBuffer.isActive }

    /// Type-select: `characters` typed join the query (the engine's type-ahead buffer); the
    /// first recipe of the grid's category whose name matches it, else the first of the
    /// catalogue (switching the category), is selected, and the grid focuses it.
    public func typeSelect(_ characters: String) -> TypeSelectOutcome {
        let query = typeSelectBuffer.append(characters)
        let match = TypeSelect.firstMatch(query, in: recipes.map(\.name)).map { recipes[$0] }
            ?? TypeSelect.firstMatch(query, in: catalog.recipes.map(\.name)).map { catalog.recipes[$0] }
        guard let match else { return .noMatch }
        if match.category != category { select(category: match.category) }
        selection = match.slug
        return .matched(match.slug)
    }
}
