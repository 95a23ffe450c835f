import FocusEngine

/// The focused value of seed 000's "Focused values": the recipe the focused part of the UI is about.
public struct SelectedRecipeKey: FocusedValueKey {
    public typealias Value = String
}

extension FocusedValues {
    /// The slug of the recipe selected where focus is (the grid's selection, the detail's recipe).
    public var selectedRecipe: String? {
        get { self[SelectedRecipeKey.self] }
        set { self[SelectedRecipeKey.self] = newValue }
    }
}
