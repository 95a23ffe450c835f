import UICore

/// Favourites (seed 000 "Focus sections"): a row of recipe buttons, the selected recipe's picture,
/// and a centred "Add to Grocery List" button inside a full-width focus section — without the
/// section, moving down from Crème Brûlée would find nothing below it.
struct FavoritesScreen: View {
    let model: AppModel

    /// The width of every favourite's title: the longest recipe name (about 400 pt at the 29 pt
    /// body size) with a little room. Three favourites and their gaps still fit the 1760 pt safe
    /// width centred, so the seed's layout holds (the last one right of the button below).
    static let titleWidth = 420.0
    /// The gap between favourites: docs/design.md's 40 pt horizontal gap. With four or more, the
    /// fourth then shows ~130 pt past the third at the screen's edge, a peek that says the row
    /// goes on, as tvOS shelves do (at 120 pt it sat wholly off-screen).
    static let spacing = 40.0
    /// Room above the row for the focused button's lift (docs/design.md: 35 pt per edge, rounded up).
    static let liftRoom = 40.0
    /// Room below the row for the focused shadow (docs/design.md: 50 pt offset plus its 35 pt blur).
    static let shadowRoom = 85.0

    var body: some View {
        VStack(spacing: 32) {
            // As in the seed's layout, the last of three favourites sits right of the centred
            // button below, outside its beam, so only the focus section lets focus move down.
            // A lazy row in a horizontal scroll view: every title whole, the row scrolling with
            // focus (S8) however many favourites there are, centred while they fit.
            ScrollView(.horizontal) {
                LazyHStack(spacing: Self.spacing) {
                    ForEach(model.favorites.recipes) { recipe in
                        // One width for every button (a lazy row's items share one length): the
                        // catalogue's longest name, "Japanese Soufflé Pancakes", in the body font.
                        Button { model.favorites.select(recipe.slug) } label: {
                            // Larger text widens the buttons with their titles, so no name is cut.
                            Text(recipe.name).lineLimit(1)
                                .frame(width: Self.titleWidth * (model.settings.largerText ? model.settings.largerTextSize.scale : 1))
                        }
                        .recipeContextMenu(recipe.slug, model: model)
                        .id(recipe.slug)
                    }
                }
                // Room for the focused button's lift and shadow inside the clip (docs/design.md: the
                // lift adds 35 pt per edge; the focused shadow, 35 pt blur, falls 50 pt below).
                .padding(.top, Self.liftRoom)
                .padding(.bottom, Self.shadowRoom)
            }
            .contentMargins(.horizontal, Theme.safeArea.leading)
            // The indicator (shown while the mouse scrolls the row) runs along the buttons' own
            // bottom edge, not across the picture below in the room kept for the focused shadow.
            .contentMargins(.bottom, Self.shadowRoom, for: .scrollIndicators)
            .defaultScrollAnchor(.center)
            .scrollIndicatorsVisible(false)
            // A horizontal scroll view takes the height it is offered: hold it to one row of
            // buttons (tvOS's 66 pt control height, docs/design.md) and the room above and below.
            .frame(height: 66 + Self.liftRoom + Self.shadowRoom)
            .padding(.horizontal, -Theme.safeArea.leading)
            .padding(.top, -Self.liftRoom)
            .padding(.bottom, -Self.shadowRoom)
            .id("favorites-row")
            if let selection = model.catalog.recipe(model.favorites.selection) {
                RecipeArtwork(recipe: selection, artSize: 330)
                    .frame(width: 640, height: 360)
                    .shadow(color: Color.black.opacity(0.35), radius: 30, y: 20)
                Text(selection.summary).font(.body).foregroundStyle(.secondaryLabel)
            }
            HStack {
                Spacer()
                Button("Add to Grocery List") { model.grocery.addIngredients(of: model.favorites.selection) }
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
