import UICore

/// The category list: Dessert, Pancake, Salad, Sandwich; focusing one shows its recipes.
struct CategoryList: View {
    let model: AppModel
    /// The grid screen's focus state of the rows.
    let focusedCategory: FocusState<String?>.Binding

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            Text("Categories").font(Font.headline).foregroundStyle(.secondaryLabel).padding(.bottom, 8)
                .accessibilityAddTraits(.isHeader)
            ForEach(RecipeCategory.allCases) { category in
                CategoryRow(category: category, isSelected: category == model.grid.category,
                            count: model.catalog.recipes(in: category).count)
                    .focusable(interactions: .activate)
                    .focused(focusedCategory, equals: category.rawValue)
                    .hoverEffect(.lift)
                    .onTapGesture { model.grid.select(category: category) }
                    // "Dessert, 12 recipes, selected, button" (the count alone would read as a bare number).
                    .accessibilityLabel(category.title)
                    .accessibilityValue(Self.recipeCount(model.catalog.recipes(in: category).count))
                    .accessibilityAddTraits(category == model.grid.category ? .isSelected : [])
                    .id(category.rawValue)
            }
        }
        .padding(.top, 40)
    }

    /// A category's count as a reader says it: "1 recipe", "12 recipes".
    static func recipeCount(_ n: Int) -> LocalizedStringKey { n == 1 ? "1 recipe" : "\(n) recipes" }
}
