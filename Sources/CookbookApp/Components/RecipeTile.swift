import UICore
import UIRuntime

/// A grid cell: artwork with the selection stroke (F12), the recipe's name and its time.
struct RecipeTile: View {
    var recipe: Recipe
    var isSelected: Bool
    /// Whether the recipe is a favourite: a heart badge sits on its artwork.
    var isFavorite = false
    @Environment(\.containsFocus) private var containsFocus
    @Environment(\.accentColor) private var accent
    @Environment(\.isWatchLayout) private var isWatchLayout
    @Environment(\.locale) private var locale
    @Environment(\.stringCatalog) private var strings

    /// Selection stroke width from the seed's RecipeTile (4 pt).
    static let selectionStrokeWidth = 4.0

    /// The seed's selection style: the accent colour while focus is in the grid (the watch
    /// layout's green focus colour there, as every focus ring on it), grey elsewhere.
    private var strokeColor: Color {
        guard isSelected else { return .clear }
        return containsFocus ? (isWatchLayout ? .green : accent) : .gray
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 14) {
            RecipeArtwork(recipe: recipe, artSize: 210)
                .overlay { RoundedRectangle(cornerRadius: Theme.artworkRadius).strokeBorder(strokeColor, lineWidth: Self.selectionStrokeWidth) }
                .overlay(alignment: .topTrailing) { if isFavorite { FavoriteBadge().padding(14) } }
                .frame(height: 230)
                .hoverTarget()
                // The name under it says what the picture shows; the heart is the tile's value.
                .accessibilityHidden(true)
            VStack(alignment: .leading, spacing: 2) {
                Text(recipe.name).font(Font.callout.weight(.medium)).marqueeWhenFocused()
                Text(recipe.durationText { strings.string($0, locale: locale) }).font(.caption).foregroundStyle(.secondaryLabel)
            }
        }
    }
}
