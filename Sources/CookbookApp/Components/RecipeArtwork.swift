import UICore

/// A recipe's picture: its colour gradient with the dish drawn as vector shapes in a centred
/// square of `artSize` points, rasterised at the size it is shown.
struct RecipeArtwork: View {
    var recipe: Recipe
    /// The side of the square the dish is drawn in.
    var artSize: Double

    var body: some View {
        let (top, bottom) = recipe.gradient
        let side = artSize
        ZStack {
            RoundedRectangle(cornerRadius: Theme.artworkRadius)
                .fill(.linearGradient(top, bottom, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
            ZStack { ViewGroup(RecipeArt.shapes(for: recipe).map { $0.view(side: side) }) }
                .frame(width: side, height: side)
        }
    }
}
