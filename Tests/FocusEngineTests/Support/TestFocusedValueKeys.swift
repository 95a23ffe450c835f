import FocusEngine

/// The seed's selected-recipe key (a recipe slug here instead of a binding).
struct SelectedRecipeKey: FocusedValueKey { typealias Value = String }

/// A second key, to show keys do not collide.
struct FavoriteKey: FocusedValueKey { typealias Value = Bool }

extension FocusedValues {
    /// The selected recipe, as the seed's `FocusedValues` extension spells it.
    var selectedRecipe: String? {
        get { self[SelectedRecipeKey.self] }
        set { self[SelectedRecipeKey.self] = newValue }
    }
}
