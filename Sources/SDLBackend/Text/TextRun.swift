/// A piece of one line of text drawn with a single face: the app's text face, the colour emoji
/// face (one emoji cluster), or a fallback face for characters the text face has no glyph for
/// (Hangul, kana, kanji … from fontconfig: ``FontLibrary/fallback(for:)``).
struct TextRun: Equatable {
    /// The face a run is drawn with.
    enum Face: Hashable {
        /// The app's text face (DejaVu Sans).
        case primary
        /// The colour emoji face.
        case emoji
        /// Another installed font, by file and face index.
        case fallback(FontFile)
    }

    /// The characters of the run.
    let text: String
    /// Its face.
    let face: Face

    /// Whether the run is an emoji (drawn from the colour emoji face).
    var isEmoji: Bool { face == .emoji }

    init(text: String, face: Face) { self.text = text; self.face = face }

    /// A text-face or emoji run.
    init(text: String, isEmoji: Bool) { self.init(text: text, face: isEmoji ? .emoji : .primary) }

    /// Splits a line into alternating plain-text and emoji runs; each emoji grapheme cluster
    /// (including ZWJ sequences, flags and keycaps) is a run of its own. With `fonts`, plain text
    /// is split further where the text face has no glyph: each such stretch is a run in the
    /// font fontconfig offers for it (a character no font has stays with the text face, which
    /// draws its missing-glyph box).
    static func split(_ line: String, fonts: FontLibrary? = nil) -> [TextRun] {
        var runs: [TextRun] = []
        var current = ""
        var face = Face.primary
        func flush() {
            if !current.isEmpty { runs.append(TextRun(text: current, face: face)); current = "" }
        }
        for ch in line {
            if isEmoji(ch) {
                flush()
                runs.append(TextRun(text: String(ch), face: .emoji))
                continue
            }
            let wanted = fonts.map { $0.face(for: ch) } ?? .primary
            if wanted != face {
                flush()
                face = wanted
            }
            current.append(ch)
        }
        flush()
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

/// A font file and the face in it (a collection such as `NotoSansCJK-Regular.ttc` holds several).
struct FontFile: Hashable {
    var path: String
    var index: Int
}
