import UICore

/// The heart on a favourite's artwork: a white heart on a dark translucent disc, so it reads on
/// light and dark art alike (tvOS marks library items with a small glyph badge in a corner).
struct FavoriteBadge: View {
    /// Badge diameter: about a Caption1 line plus padding, 56 pt, the tvOS minimum control size
    /// (docs/design.md "Controls"), so it is visible from a sofa without covering the art.
    static let diameter = 56.0

    var body: some View {
        ZStack {
            Circle().fill(Color.black.opacity(0.55))
            Text(verbatim: "\u{2665}").font(Font.title3.weight(.bold)).foregroundStyle(Color(r: 255, g: 69, b: 58))
        }
        .frame(width: Self.diameter, height: Self.diameter)
        // Decoration: the tile it sits on says "favorite".
        .accessibilityHidden(true)
    }
}
