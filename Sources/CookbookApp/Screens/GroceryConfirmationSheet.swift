import UICore

/// The sheet confirming that a recipe's ingredients went onto the grocery list; a focus scope,
/// so focus stays on its two buttons until it is dismissed. OK is its default button: Return
/// presses it wherever focus is, as on a Mac (the pad's A presses the focused button).
struct GroceryConfirmationSheet: View {
    let model: AppModel
    /// The recipe the sheet confirms; the buttons set it to nil, which dismisses the sheet.
    let recipe: Binding<String?>

    var body: some View {
        let shown = recipe.wrappedValue.flatMap { model.catalog.recipe($0) }
        VStack(spacing: 36) {
            Text(verbatim: shown?.emoji ?? "🛒").font(.system(size: 96)).accessibilityHidden(true)
            Text("Added to Grocery List").font(.title2)
            Text("The ingredients of \(shown?.name ?? "this recipe") are on your list.")
                .font(.callout).foregroundStyle(.secondaryLabel)
            HStack(spacing: 32) {
                Button("View Grocery List") {
                    recipe.wrappedValue = nil
                    model.show(.grocery)
                }
                .id("sheet-view-grocery-list")
                Button("OK") { recipe.wrappedValue = nil }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
                    .id("sheet-ok")
            }
        }
        .frame(width: 900)
    }
}
