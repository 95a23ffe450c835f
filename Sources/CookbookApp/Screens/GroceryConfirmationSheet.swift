import UICore

/// The sheet confirming that a recipe's ingredients went onto the grocery list; a focus scope,
/// so focus stays on its two buttons until it is dismissed.
struct GroceryConfirmationSheet: View {
    let model: AppModel

    var body: some View {
        let recipe = model.groceryConfirmation.flatMap { model.catalog.recipe($0) }
        VStack(spacing: 36) {
            Text(verbatim: recipe?.emoji ?? "🛒").font(.system(size: 96))
            Text("Added to Grocery List").font(.title2)
            Text("The ingredients of \(recipe?.name ?? "this recipe") are on your list.")
                .font(.callout).foregroundStyle(.secondaryLabel)
            HStack(spacing: 32) {
                Button("View Grocery List") {
                    model.groceryConfirmation = nil
                    model.show(.grocery)
                }
                .id("sheet-view-grocery-list")
                Button("OK") { model.groceryConfirmation = nil }
                    .buttonStyle(.borderedProminent)
                    .id("sheet-ok")
            }
        }
        .frame(width: 900)
    }
}
