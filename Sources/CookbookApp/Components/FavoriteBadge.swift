import UICore

/// The heart on a favourite's artwork: a red heart on a dark translucent disc, so it reads on
/// light and dark art alike (tvOS marks library items with a small glyph badge in a corner).
struct FavoriteBadge: View {
    @Environment(\.colorSchemeContrast) private var contrast
    /// Badge diameter: about a Caption1 line plus padding, 56 pt, the tvOS minimum control size
    /// (docs/design.md "Controls"), so it is visible from a sofa without covering the art.
    static let diameter = 56.0
    /// The heart's red: Apple's systemRed in dark mode (255/69/58).
    static let red = Color(r: 255, g: 69, b: 58)
    /// The heart's red under Increase Contrast: systemRed's accessible dark variant (255/105/97).
    static let increasedContrastRed = Color(r: 255, g: 105, b: 97)

    var body: some View {
        ZStack {
            // Increase Contrast: an opaque disc and the accessible red, 7.4:1 (4.4–5.3:1 before).
            Circle().fill(Color.black.opacity(contrast == .increased ? 1 : 0.55))
            Text(verbatim: "\u{2665}").font(Font.title3.weight(.bold))
                .foregroundStyle(contrast == .increased ? Self.increasedContrastRed : Self.red)
        }
        .frame(width: Self.diameter, height: Self.diameter)
        // Decoration: the tile it sits on says "favorite".
        .accessibilityHidden(true)
    }
}
