import UICore

/// One emoji choice: an accent circle behind it when selected; clicking it selects it.
struct EmojiView: View {
    var rating: Rating
    var isSelected: Bool
    var action: () -> Void
    @Environment(\.textScale) private var textScale

    /// The circle behind an emoji: 96 pt around the 60 pt emoji, growing with Larger Text as the
    /// emoji does (a fixed circle cut the emoji to "…" at ×1.6).
    static func side(_ textScale: Double) -> Double { 96 * max(1, textScale) }

    var body: some View {
        ZStack {
            Circle().fill(isSelected ? Color.accentColor : .clear)
            Text(verbatim: rating.emoji).font(.system(size: 60))
        }
        .frame(width: Self.side(textScale), height: Self.side(textScale))
        .onTapGesture(action)
        // The seed's label: the rating's word, not the emoji's name.
        .accessibilityLabel(LocalizedStringKey(rating.name))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .id("rating-\(rating.name)")
    }
}
