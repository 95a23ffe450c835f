import UICore

/// The rating picker's capsule: quaternary fill, and the watch's green stroke while focused.
struct EmojiContainer: View {
    @Environment(\.isFocused) private var isFocused
    @Environment(\.isWatchLayout) private var isWatchLayout
    @Environment(\.textScale) private var textScale
    var content: ViewGroup

    init(@ViewBuilder content: () -> ViewGroup) { self.content = content() }

    /// The seed's watchOS stroke: green while focused (1.5 pt in the seed; doubled for the 10-foot canvas).
    private var strokeColor: Color { isWatchLayout && isFocused ? .green : .clear }

    var body: some View {
        HStack(spacing: 8) { content }
            .frame(height: EmojiView.side(textScale))
            .padding(.horizontal, 20)
            .padding(.vertical, 10)
            .background(Color.quaternary, in: .capsule)
            .overlay { Capsule().strokeBorder(strokeColor, lineWidth: 3) }
    }
}
