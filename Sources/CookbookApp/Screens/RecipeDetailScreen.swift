import FocusEngine
import UICore

/// A recipe's detail: artwork, name, time, summary, ingredients, the rating picker and actions.
///
/// Every control sits in the artwork's column, the actions right under the rating picker, so the
/// D-pad reaches each from every other without leaving the screen: Down from the picker to the
/// actions, Up back (the picker's own row is a focus section as wide as the column, so Up from
/// either action finds it), Left/Right between the actions. Left/Right on the picker change the rating.
struct RecipeDetailScreen: View {
    @Bindable var model: AppModel
    /// Set to the recipe when its ingredients were added: the root view shows the confirmation sheet.
    let confirmation: Binding<GroceryConfirmation?>

    var body: some View {
        let slug = model.navigation.detailRecipe
        if let recipe = model.catalog.recipe(slug) {
            // A long recipe scrolls (focus moving to the buttons under it scrolls them into view,
            // as tvOS detail pages do) instead of running into the footer.
            ScrollView {
            HStack(alignment: .top, spacing: 80) {
                VStack(alignment: .leading, spacing: 32) {
                    RecipeArtwork(recipe: recipe, artSize: 480)
                        .frame(width: 720, height: 540)
                        .shadow(color: Color.black.opacity(0.35), radius: 30, y: 20)
                        .accessibilityHidden(true)
                    HStack {
                        RatingPicker(rating: Bindable(model.ratings).detail)
                            .id("rating-picker")
                        Spacer()
                    }
                    .focusSection()
                    .id("rating-row")
                    // Side by side; with larger text the two no longer fit the column, so they stack
                    // (Down and Up then move between them) rather than cut "Add to Grocery List".
                    if model.settings.largerText {
                        VStack(alignment: .leading, spacing: 24) { actions(slug) }
                    } else {
                        HStack(spacing: 32) { actions(slug) }
                    }
                }
                .frame(width: 720)
                VStack(alignment: .leading, spacing: 24) {
                    Text(recipe.name).font(.largeTitle).accessibilityAddTraits(.isHeader)
                    Text("\(model.localized(recipe.category.title)) · \(recipe.durationText(model.localized)) · serves \(recipe.servings)")
                        .font(.callout).foregroundStyle(.secondaryLabel)
                        // Words for the reader: "1 hour 30 minutes", not "1 h 30 min".
                        .accessibilityLabel("\(model.localized(recipe.category.title)), \(recipe.spokenDuration(model.localized)), serves \(recipe.servings)")
                    Text(recipe.summary).font(.body)
                    Text("Ingredients").font(.title3).padding(.top, 16).accessibilityAddTraits(.isHeader)
                    VStack(alignment: .leading, spacing: 8) {
                        ForEach(recipe.ingredients, id: \.self) { ingredient in
                            // The bullet is its own view, so it sits on the leading edge in either direction.
                            HStack(spacing: 16) {
                                Text("•").accessibilityHidden(true) // a reader says the ingredient, not "bullet"
                                Text(ingredient)
                            }
                            .font(.body).foregroundStyle(.secondaryLabel)
                        }
                    }
                }
                .frame(maxWidth: .infinity, alignment: .leading)
            }
            .frame(maxWidth: .infinity, alignment: .topLeading)
            }
            // The 40 pt inset every screen keeps below the tab bar, and room at the bottom for a
            // focused button's lift inside the clip.
            .contentMargins(.top, 40)
            .contentMargins(.bottom, 40)
            // The clip spans the safe area's sides too, so a focused control's lift and ring at
            // the leading edge are not cut (the gallery's way: margins inside, padding outside).
            .contentMargins(.horizontal, Theme.safeArea.leading)
            .id("recipe-detail-scroll")
            .padding(.horizontal, -Theme.safeArea.leading)
            .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .topLeading)
            .focusedSceneValue(\.selectedRecipe, slug)
            // Play/Pause reads the recipe aloud (with spoken feedback on; otherwise the footer
            // says how to hear it).
            .onPlayPauseCommand { model.readAloud(slug) }
            .id("recipe-detail")
        }
    }

    /// Favourite and Add to Grocery List.
    @ViewBuilder private func actions(_ slug: String) -> ViewGroup {
        Button(model.favorites.contains(slug) ? "♥ Favorite" : "♡ Favorite") { model.favorites.toggle(slug) }
            // The heart is the state: "Favorite, on, switch button".
            .accessibilityLabel("Favorite")
            .accessibilityValue(model.favorites.contains(slug) ? "on" : "off")
            .accessibilityAddTraits(.isToggle)
            .id("favorite")
        Button("Add to Grocery List") {
            model.grocery.addIngredients(of: slug)
            confirmation.wrappedValue = GroceryConfirmation(recipe: slug)
        }
            .accessibilityHint("Adds the recipe's ingredients to the grocery list")
            .id("add-to-grocery-list")
    }
}
