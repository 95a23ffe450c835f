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
    /// The right-to-left script the run is shaped in (Arabic: letters joined; Hebrew), nil for
    /// left-to-right text: HarfBuzz (through SDL_ttf) orders and joins its glyphs.
    var rightToLeft: RightToLeftScript? = nil

    /// A right-to-left script, by its ISO 15924 code as HarfBuzz names it.
    enum RightToLeftScript: String, Hashable {
        case arabic = "Arab", hebrew = "Hebr"

        /// The script of a character, nil when it is not Arabic or Hebrew (Unicode blocks).
        static func of(_ ch: Character) -> RightToLeftScript? {
            guard let v = ch.unicodeScalars.first?.value, v >= 0x0590 else { return nil }
            if (0x0590...0x05FF).contains(v) || (0xFB1D...0xFB4F).contains(v) { return .hebrew }
            if (0x0600...0x06FF).contains(v) || (0x0750...0x077F).contains(v) || (0x08A0...0x08FF).contains(v)
                || (0xFB50...0xFDFF).contains(v) || (0xFE70...0xFEFF).contains(v) { return .arabic }
            return nil
        }
    }

    /// Whether the run is an emoji (drawn from the colour emoji face).
    var isEmoji: Bool { face == .emoji }

    init(text: String, face: Face, rightToLeft: RightToLeftScript? = nil) {
        self.text = text; self.face = face; self.rightToLeft = rightToLeft
    }

    /// A text-face or emoji run.
    init(text: String, isEmoji: Bool) { self.init(text: text, face: isEmoji ? .emoji : .primary) }

    /// Splits a line into alternating plain-text and emoji runs; each emoji grapheme cluster
    /// (including ZWJ sequences, flags and keycaps) is a run of its own. With `fonts`, plain text
    /// is split further where the text face has no glyph: each such stretch is a run in the
    /// font fontconfig offers for it (a character no font has stays with the text face, which
    /// draws its missing-glyph box).
    ///
    /// A stretch of Arabic or Hebrew (with the spaces between its words) is a run of its own,
    /// shaped right to left; inside a left-to-right line it stays where it is, as a unit
    /// (the Unicode bidi algorithm's result for an embedded right-to-left phrase).
    static func split(_ line: String, fonts: FontLibrary? = nil) -> [TextRun] {
        var runs: [TextRun] = []
        var current = ""
        var face = Face.primary
        var script: RightToLeftScript?
        // Spaces after right-to-left text: they join it if more of it follows.
        var pendingSpaces = ""
        func flush() {
            if !current.isEmpty { runs.append(TextRun(text: current, face: face, rightToLeft: script)); current = "" }
        }
        for ch in line {
            if script != nil, ch == " " { pendingSpaces.append(ch); continue }
            if isEmoji(ch) {
                flush()
                script = nil
                if !pendingSpaces.isEmpty { runs.append(TextRun(text: pendingSpaces, face: .primary)); pendingSpaces = "" }
                runs.append(TextRun(text: String(ch), face: .emoji))
                continue
            }
            let wanted = fonts.map { $0.face(for: ch) } ?? .primary
            let wantedScript = RightToLeftScript.of(ch)
            if wantedScript != nil, wantedScript == script, wanted == face {
                current += pendingSpaces
                pendingSpaces = ""
            } else if wanted != face || wantedScript != script {
                flush()
                face = wanted
                script = wantedScript
            }
            if !pendingSpaces.isEmpty {
                // Spaces after right-to-left text that left-to-right text follows: they lead it.
                current = pendingSpaces + current
                pendingSpaces = ""
            }
            current.append(ch)
        }
        flush()
        if !pendingSpaces.isEmpty { runs.append(TextRun(text: pendingSpaces, face: .primary)) }
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
