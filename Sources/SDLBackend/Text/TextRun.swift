/// A piece of one line of text drawn with a single face: plain text or one emoji cluster.
struct TextRun: Equatable {
    /// The characters of the run.
    let text: String
    /// Whether the run is an emoji (drawn from the colour emoji face).
    let isEmoji: Bool

    /// Splits a line into alternating plain-text and emoji runs; each emoji grapheme cluster
    /// (including ZWJ sequences, flags and keycaps) is a run of its own.
    static func split(_ line: String) -> [TextRun] {
        var runs: [TextRun] = []
        var plain = ""
        for ch in line {
            if isEmoji(ch) {
                if !plain.isEmpty { runs.append(TextRun(text: plain, isEmoji: false)); plain = "" }
                runs.append(TextRun(text: String(ch), isEmoji: true))
            } else {
                plain.append(ch)
            }
        }
        if !plain.isEmpty { runs.append(TextRun(text: plain, isEmoji: false)) }
        return runs
    }

    /// Whether a grapheme cluster is shown as a colour emoji (Unicode emoji presentation rules:
    /// Emoji_Presentation, or an emoji followed by VS16 U+FE0F, or a keycap U+20E3).
    static func isEmoji(_ ch: Character) -> Bool {
        let scalars = ch.unicodeScalars
        if scalars.contains(where: { $0.properties.isEmojiPresentation }) { return true }
        if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x20E3 }),
           let first = scalars.first, first.properties.isEmoji { return true }
        return false
    }
}
