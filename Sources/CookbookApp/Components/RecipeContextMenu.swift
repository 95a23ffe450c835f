import UICore

extension View {
    /// A recipe's context menu (a long press of Select, or the remote's Menu key, on its tile):
    /// Add to / Remove from Favorites, Add to Grocery List, Open Recipe — the tvOS way to reach a
    /// tile's secondary actions without leaving the shelf. Items are built when the menu shows,
    /// so the favourite item names what it will do now.
    consuming func recipeContextMenu(_ slug: String, model: AppModel) -> ModifiedView<Self> {
        contextMenu {
            Button(model.favorites.contains(slug) ? "Remove from Favorites" : "Add to Favorites") { model.favorites.toggle(slug) }
                .id("menu-favorite")
            Button("Add to Grocery List") { model.grocery.addIngredients(of: slug) }
                .id("menu-grocery")
            Button("Open Recipe") { model.open(recipe: slug) }
                .id("menu-open")
        }
    }
}
