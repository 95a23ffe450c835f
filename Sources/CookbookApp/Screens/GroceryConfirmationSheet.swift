import UICore

/// The sheet confirming that a recipe's ingredients went onto the grocery list; a focus scope,
/// so focus stays on its two buttons until it is dismissed. OK is its default button: Return
/// presses it wherever focus is, as on a Mac (the pad's A presses the focused button).
struct GroceryConfirmationSheet: View {
    let model: AppModel
    /// What the sheet confirms.
    let confirmation: GroceryConfirmation
    /// The presenting view's confirmation: the buttons set it to nil, which dismisses the sheet.
    @Binding var presented: GroceryConfirmation?

    var body: some View {
        let shown = model.catalog.recipe(confirmation.recipe)
        VStack(spacing: 36) {
            Text(verbatim: shown?.emoji ?? "🛒").font(.system(size: 96)).accessibilityHidden(true)
            Text("Added to Grocery List").font(.title2)
            Text("The ingredients of \(shown?.name ?? model.localized("this recipe")) are on your list.")
                .font(.callout).foregroundStyle(.secondaryLabel)
            HStack(spacing: 32) {
                Button("View Grocery List") {
                    presented = nil
                    model.show(.grocery)
                }
                .id("sheet-view-grocery-list")
                Button("OK") { presented = nil }
                    .buttonStyle(.borderedProminent)
                    .keyboardShortcut(.defaultAction)
                    .id("sheet-ok")
            }
        }
        .frame(width: 900)
    }
}
