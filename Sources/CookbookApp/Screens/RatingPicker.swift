import FocusEngine
import UICore

/// The seed's custom focusable control (seed 000 "Custom focusable control"): emoji in a capsule,
/// focusable for activation only, a capsule focus ring, left/right move commands that honour
/// right-to-left layout, and on the watch layout a green focus stroke and the Digital Crown.
struct RatingPicker: View {
    var rating: Rating?
    var setRating: (Rating?) -> Void
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.isWatchLayout) private var isWatchLayout

    var body: some View {
        EmojiContainer {
            ForEach(Rating.allCases) { r in
                EmojiView(rating: r, isSelected: rating == r) { setRating(r) }
            }
        }
        .contentShape(.capsule)
        .focusable(interactions: .activate)
        .focusEffectDisabled(isWatchLayout)
        .onMoveCommand { (direction: MoveDirection) -> KeyPress.Result in selectRating(direction) }
        .digitalCrownRotation(crownBinding, from: Self.unrated, through: Double(Rating.allCases.count - 1), by: 1, sensitivity: .low)
        // One element, as the seed's picker reads: its rating as a word, not three emoji.
        .accessibilityElement(children: .ignore)
        .accessibilityLabel("Rating")
        .accessibilityValue(rating?.name ?? "not rated")
        .accessibilityAddTraits(.isAdjustable)
        .accessibilityHint(isWatchLayout ? "Turn the Digital Crown to change the rating" : "Press left or right to change the rating")
    }

    /// The crown's detent below the first rating: no rating yet. One step of turning from an
    /// unrated recipe gives the first rating, as one arrow press does (turning back below it
    /// keeps that rating: the crown does not take a rating away).
    static let unrated = -1.0

    /// The seed's watchOS crown: the rating's index as a Double, rounded back into a rating.
    private var crownBinding: Binding<Double> {
        Binding(get: { Double(rating?.rawValue ?? Int(Self.unrated)) },
                set: { value in
                    guard value > Self.unrated, let r = Rating(rawValue: Int(value.rounded())), r != rating else { return }
                    setRating(r)
                })
    }

    /// Left/right step through the ratings, mirrored for right-to-left layouts; up/down pass on.
    private func selectRating(_ direction: MoveDirection) -> KeyPress.Result {
        let d = direction.mirrored(for: layoutDirection)
        switch d {
        case .left:
            if let previous = (rating ?? .meh).previous { setRating(previous) }
            return .handled
        case .right:
            if let rating { if let next = rating.next { setRating(next) } } else { setRating(.meh) }
            return .handled
        default:
            return .ignored
        }
    }
}
