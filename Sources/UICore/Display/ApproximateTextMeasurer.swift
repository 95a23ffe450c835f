/// A deterministic measurer for tests and for layout before a font is loaded:
/// every character advances 0.55 em (DejaVu Sans averages about 0.55–0.6 em per Latin glyph), emoji 1.2 em.
public final class ApproximateTextMeasurer: TextMeasuring {
    public init() {}
    public func size(of text: String, font: Font) -> Size {
        var w = 0.0
        for ch in text {
            let isEmoji = ch.unicodeScalars.contains { $0.properties.isEmojiPresentation }
            w += font.size * (isEmoji ? 1.2 : 0.55)
        }
        return Size(width: w.rounded(), height: font.lineHeight)
    }
}
