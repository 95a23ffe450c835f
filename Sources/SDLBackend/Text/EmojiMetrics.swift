import UICore

/// How big colour emoji are drawn next to text, shared by the renderer and the measurer.
enum EmojiMetrics {
    /// Emoji strikes are scaled so the glyph box is this fraction of the strike-to-font-size
    /// ratio: Noto's 136 px advance at size 109 is 1.25 em; × 0.96 gives the ~1.2 em advance
    /// Apple's emoji have beside SF text (and ``ApproximateTextMeasurer`` assumes).
    static let scale = 0.96
    /// Advance of an emoji when the emoji face is missing (the placeholder), in em.
    static let fallbackAdvance = 1.2

    /// The drawn box of an emoji cluster in points at a font size (advance × height).
    static func box(_ cluster: String, fontSize: Double, fonts: FontLibrary) -> Size {
        guard let face = fonts.emoji else {
            return Size(width: fontSize * fallbackAdvance, height: fontSize)
        }
        let m = FontLibrary.measure(face, cluster)
        guard m.w > 0, m.h > 0 else { return Size(width: fontSize * fallbackAdvance, height: fontSize) }
        let k = fontSize * scale / Double(FontLibrary.emojiStrikeSize)
        return Size(width: Double(m.w) * k, height: Double(m.h) * k)
    }
}
