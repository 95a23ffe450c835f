import FocusEngine
import UICore

/// The recipe grid beside its category list (seed 000 "Grid view" and "Focusable grid on tvOS"):
/// both are focus sections, so moving left from any grid row reaches the categories.
struct RecipeGridScreen: View {
    let model: AppModel
    /// Which category row has focus (the screen's own state, kept by its identity).
    @FocusState private var focusedCategory: String?
    /// Which recipe tile has focus (type-select writes it: a match takes focus).
    @FocusState private var focusedRecipe: String?

    init(model: AppModel) { self.model = model }

    /// Room for the white ring increased contrast draws around a lifted tile (4 pt, FocusEffects,
    /// centred on its edge, so half of it falls outside, with antialiasing): 4 pt, which keeps the
    /// grid's three columns at the design width.
    static let contrastRingRoom = 4.0

    var body: some View {
        HStack(alignment: .top, spacing: Theme.gridSpacing) {
            CategoryList(model: model, focusedCategory: $focusedCategory)
                .frame(width: Theme.sidebarWidth)
                .frame(maxHeight: .infinity, alignment: .top)
                // Entering the list the first time lands on the selected category; after that it
                // remembers the last focused one (which selection follows).
                .defaultFocus($focusedCategory, model.grid.category.rawValue)
                .focusSection(remembersLastFocus: true)
                .id("category-list")
            ScrollView {
                // Larger text widens the tiles with their titles: the grid drops a column.
                LazyVGrid(columns: [GridItem(.adaptive(minimum: Theme.tileMinimumWidth * (model.settings.largerText ? Theme.largerTextScale : 1)),
                                             spacing: Theme.gridSpacing)],
                          spacing: Theme.rowSpacing) {
                    ForEach(model.grid.recipes) { recipe in
                        RecipeTile(recipe: recipe, isSelected: recipe.slug == model.grid.selection, isFavorite: model.favorites.contains(recipe.slug))
                            .focusable()
                            .focused($focusedRecipe, equals: recipe.slug)
                            .hoverEffect(model.userData.settings.highlightEffect ? .highlight : .lift)
                            .onTapGesture { model.open(recipe: recipe.slug) }
                            .recipeContextMenu(recipe.slug, model: model)
                            // "Tiramisu, 30 minutes, favorite, button": the time in words, not "30 min".
                            .accessibilityLabel(recipe.name)
                            .accessibilityValue(recipe.spokenDuration(model.localized) + (model.favorites.contains(recipe.slug) ? ", " + model.localized("favorite") : ""))
                            .accessibilityHint("Opens the recipe")
                            .id(recipe.slug)
                    }
                }
            }
            // Room for the focused tile's lift (35 pt per edge, docs/design.md) inside the clip.
            .contentMargins(.vertical, 40)
            // Increased contrast rings the lifted tile outside its edge: room for the ring too.
            .contentMargins(.horizontal, 36 + (model.settings.increaseContrast ? Self.contrastRingRoom : 0), for: .scrollContent)
            // The indicator sits just inside the grid's trailing edge, clear of the tiles' lift.
            .contentMargins(.vertical, 20, for: .scrollIndicators)
            .focusedValue(\.selectedRecipe, model.grid.selection)
            .defaultFocus($focusedRecipe, model.grid.selection)
            .id("recipe-grid")
            .focusSection(remembersLastFocus: true)
            .onKeyPress(.return) { model.open(recipe: model.grid.selection); return .handled }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
        // Type-select works wherever focus is on this screen (grid or categories); a space
        // continues a query in progress ("new york") instead of activating.
        .onKeyPress(characters: Key.isAlphanumeric, phases: .down) { press in typeSelect(press.characters) }
        .onKeyPress(.space) { model.grid.typeSelectIsActive ? typeSelect(" ") : .ignored }
        .id("recipes")
    }

    /// Type-select (F9): the model finds the recipe the query names; focus goes to it.
    private func typeSelect(_ characters: String) -> KeyPress.Result {
        switch model.grid.typeSelect(characters) {
        case .noMatch: return .handled
        case .matched(let slug):
            focusedRecipe = slug
            return .handled
        }
    }
}
