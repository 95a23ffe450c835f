/// The marquee of a focused text that is cut off: its timing and how it draws.
///
/// tvOS scrolls a focused cell's label that does not fit (`UILabel`'s
/// `enablesMarqueeWhenAncestorFocused`): it waits, slides left at a steady speed until a second
/// copy, following a gap behind the first, has taken the first one's place, then waits again and
/// repeats. Timed on the animation clock from the moment focus arrived; the runtime computes the
/// offset (`MarqueeEffects` in UIRuntime) and hands it to ``DisplayListBuilder`` as
/// ``FocusDecoration/marqueeOffset``.
///
/// Right to left it is mirrored, as tvOS mirrors it in Arabic and Hebrew: the line starts aligned
/// to the frame's right edge (cut off at the left), slides right, and its copy follows from the left.
public enum Marquee {
    /// The wait before each scroll, and so also the pause between two (seconds): about a second,
    /// as a focused tvOS title waits before it moves (watched on tvOS 17).
    public static let delay = 1.0
    /// The scroll speed (points per second of the 1280-point-wide canvas): tuned by eye on an
    /// 800×600 replay of the recipe grid so a title can be read as it passes (not measured
    /// against tvOS).
    public static let speed = 60.0
    /// The gap between the text and the copy that follows it (points): tuned by eye, wide enough
    /// that the end of the title and its next start do not read as one line.
    public static let gap = 40.0

    /// How far (points) the text has scrolled `elapsed` seconds after focus arrived, for a text
    /// `fullWidth` points wide: 0 during each wait, then growing at ``speed`` up to the text plus
    /// the gap, where the copy sits exactly where the text began.
    public static func offset(elapsed: Double, fullWidth: Double) -> Double {
        guard elapsed > 0, fullWidth > 0 else { return 0 }
        let phase = elapsed.truncatingRemainder(dividingBy: cycle(fullWidth: fullWidth))
        return phase < delay ? 0 : (phase - delay) * speed
    }

    /// Whether the text is moving at `elapsed` (past a wait, before the copy lands).
    public static func isMoving(elapsed: Double, fullWidth: Double) -> Bool {
        guard elapsed > 0, fullWidth > 0 else { return false }
        return elapsed.truncatingRemainder(dividingBy: cycle(fullWidth: fullWidth)) >= delay
    }

    /// When (in seconds after focus arrived) the scroll after `elapsed` next starts to move.
    public static func nextStart(after elapsed: Double, fullWidth: Double) -> Double {
        let c = cycle(fullWidth: fullWidth)
        let start = (max(0, elapsed) / c).rounded(.down) * c + delay
        return start > elapsed ? start : start + c
    }

    /// One wait plus one scroll (seconds).
    static func cycle(fullWidth: Double) -> Double { delay + (fullWidth + gap) / speed }

    /// The width of the whole text on one line (newlines read as spaces).
    static func width(of t: TextContent, measurer: TextMeasuring) -> Double {
        measurer.width(of: line(t), font: t.font, upTo: TextLayout.maximumLineWidth)
    }

    /// The one line a marquee shows.
    static func line(_ t: TextContent) -> String { t.string.utf8.contains(UInt8(ascii: "\n")) ? t.string.split(separator: "\n").joined(separator: " ") : t.string }

    /// Draws `t` scrolled `offset` points along the reading direction inside `frame`, its copy
    /// following after ``gap``: left to right the line starts at the left edge and moves left;
    /// right to left it starts at the right edge and moves right.
    static func draw(_ t: TextContent, in frame: Rect, offset: Double, direction: LayoutDirection,
                     into list: inout DisplayList) {
        let line = line(t)
        let rtl = direction == .rightToLeft
        let x = rtl ? frame.maxX - t.fullWidth + offset : frame.minX - offset
        let copy = rtl ? x - t.fullWidth - gap : x + t.fullWidth + gap
        list.append(.pushClip(.rect, frame))
        list.append(.text(line, t.font, t.color, origin: Point(x: x, y: frame.minY)))
        list.append(.text(line, t.font, t.color, origin: Point(x: copy, y: frame.minY)))
        list.append(.popClip)
    }
}
