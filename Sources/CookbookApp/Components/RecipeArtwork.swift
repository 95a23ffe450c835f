import UICore

/// A recipe's picture: its colour gradient with the dish's emoji large in the middle.
struct RecipeArtwork: View {
    var recipe: Recipe
    var emojiSize: Double

    var body: some View {
        let (top, bottom) = recipe.gradient
        ZStack {
            RoundedRectangle(cornerRadius: Theme.artworkRadius)
                .fill(.linearGradient(top, bottom, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
            Text(verbatim: recipe.emoji).font(.system(size: emojiSize))
        }
    }
}
