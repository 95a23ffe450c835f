import UICore

/// Favourites (seed 000 "Focus sections"): a row of recipe buttons, the selected recipe's picture,
/// and a centred "Add to Grocery List" button inside a full-width focus section — without the
/// section, moving down from Crème Brûlée would find nothing below it.
struct FavoritesScreen: View {
    let model: AppModel

    var body: some View {
        VStack(spacing: 32) {
            // Wide spacing, as in the seed's layout: the last favourite sits right of the centred
            // button below, outside its beam, so only the focus section lets focus move down.
            HStack(spacing: 120) {
                ForEach(model.favorites) { recipe in
                    Button(recipe.name) { model.selectFavorite(recipe.slug) }
                        .id(recipe.slug)
                }
            }
            if let selection = model.catalog.recipe(model.favoritesSelection) {
                RecipeArtwork(recipe: selection, artSize: 330)
                    .frame(width: 640, height: 360)
                    .shadow(color: Color.black.opacity(0.35), radius: 30, y: 20)
                Text(selection.summary).font(.body).foregroundStyle(.secondaryLabel)
            }
            HStack {
                Spacer()
                Button("Add to Grocery List") { model.addToGroceryList(model.favoritesSelection) }
                    .id("add-to-grocery-list")
                Spacer()
            }
            .focusSection()
            .id("add-section")
        }
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 40)
    }
}
