import UICore

/// Which focused texts are cut off and scroll (``Marquee``), and how far each has scrolled.
///
/// Each frame it finds the marquee texts under the focused view that do not fit and adds their
/// offset to the frame's decorations. Between frames it tells the host whether a text is moving
/// (``isAnimating(at:)``) and when the next scroll starts (``nextDeadline(after:)``), so a host
/// whose only motion is a waiting marquee sleeps until then. Under reduce motion nothing scrolls.
final class MarqueeEffects {
    /// The widths of the texts scrolling in the last frame, and when focus arrived.
    private var widths: [Double] = []
    private var since = 0.0

    /// Adds the scroll of every focused, cut-off marquee text among a tree's marquee texts
    /// (found once per tree) at `now` to `decorations`.
    func decorate(_ views: DecoratedViews, since: Double, now: Double, reduceMotion: Bool,
                  into decorations: inout DisplayListBuilder.Decorations) {
        widths = []
        self.since = since
        guard !reduceMotion, since.isFinite else { return }
        for node in views.marqueeTexts {
            // A text laid out with no room at all (a control narrower than its padding) shows
            // nothing to scroll. Only a focused one's content is read: most of them (every tile
            // title of a grid) are not focused, and reading a text's content copies its strings.
            guard node.frame.width > 0, node.environment.isFocused else { continue }
            if case .text(let t) = node.kind, t.fullWidth > node.frame.width {
                widths.append(t.fullWidth)
                let offset = Marquee.offset(elapsed: now - since, fullWidth: t.fullWidth)
                // Also while it waits (0): right to left the resting line is drawn as the marquee's.
                decorations[ObjectIdentifier(node), default: FocusDecoration()].marqueeOffset = offset
            }
        }
    }

    /// Whether a text shown in the last frame is scrolling at `now`.
    func isAnimating(at now: Double) -> Bool {
        widths.contains { Marquee.isMoving(elapsed: now - since, fullWidth: $0) }
    }

    /// When the next scroll starts, nil when no text scrolls.
    func nextDeadline(after now: Double) -> Double? {
        widths.map { since + Marquee.nextStart(after: now - since, fullWidth: $0) }.min()
    }
}
