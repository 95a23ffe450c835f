import FocusEngine
import UICore

/// The seed's custom focusable control (seed 000 "Custom focusable control"): emoji in a capsule,
/// focusable for activation only, a capsule focus ring, left/right move commands that honour
/// right-to-left layout, and on the watch layout a green focus stroke and the Digital Crown.
struct RatingPicker: View {
    @Binding var rating: Rating?
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isWatchLayout) private var isWatchLayout

    var body: some View {
        EmojiContainer {
            ForEach(Rating.allCases) { r in
                EmojiView(rating: r, isSelected: rating == r) { rating = r }
            }
        }
        .contentShape(.capsule)
        .focusable(interactions: .activate)
        .focusEffectDisabled(isWatchLayout)
        .onMoveCommand { (direction: MoveDirection) -> KeyPress.Result in selectRating(direction) }
        .digitalCrownRotation($rating.crownDetent, from: Self.unrated, through: Double(Rating.allCases.count - 1), by: 1, sensitivity: .low)
        // One element, as the seed's picker reads: its rating as a word, not three emoji.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue(LocalizedStringKey(rating?.name ?? "not rated"))
        .accessibilityAddTraits(.isAdjustable)
        .accessibilityHint(isWatchLayout ? "Turn the Digital Crown to change the rating" : "Press left or right to change the rating")
    }

    /// The crown's detent below the first rating: no rating yet (`crownDetent` on `Rating?`).
    static let unrated = Optional<Rating>.unratedDetent

    /// Left/right step through the ratings, mirrored for right-to-left layouts; up/down pass on.
    private func selectRating(_ direction: MoveDirection) -> KeyPress.Result {
        let d = direction.mirrored(for: layoutDirection)
        switch d {
        case .left:
            if let previous = (rating ?? .meh).previous { rating = previous }
            return .handled
        case .right:
            if let current = rating { if let next = current.next { rating = next } } else { rating = .meh }
            return .handled
        default:
            return .ignored
        }
    }
}
