import UICore

/// One emoji choice: an accent circle behind it when selected; clicking it selects it.
struct EmojiView: View {
    var rating: Rating
    var isSelected: Bool
    var action: () -> Void

    var body: some View {
        ZStack {
            Circle().fill(isSelected ? Color.accentColor : .clear)
            Text(verbatim: rating.emoji).font(.system(size: 60))
        }
        .frame(width: 96, height: 96)
        .onTapGesture(action)
        // The seed's label: the rating's word, not the emoji's name.
        .accessibilityLabel(LocalizedStringKey(rating.name))
        .accessibilityAddTraits(isSelected ? .isSelected : [])
        .id("rating-\(rating.name)")
    }
}
