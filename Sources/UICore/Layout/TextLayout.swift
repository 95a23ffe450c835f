/// Line breaking and truncation of text for a width.
///
/// Cost stays in proportion to what is visible, not to the text: how much of a line fits is
/// found by galloping then binary search over grapheme boundaries (a 4,000-character grocery
/// name re-measured one character at a time took a minute a frame), wrapping stops once the line
/// limit is passed, and a word already wider than the line is never measured whole again.
enum TextLayout {
    /// Texts up to this many UTF-8 bytes are measured whole (one call, which the SDL measurer
    /// caches); longer ones only as far as they fit, so a megabyte-long name costs what shows.
    static let directMeasureBytes = 4_096
    /// The widest line measured, in points: beyond any canvas (SDL textures stop at 16,384 px),
    /// so an ideal width is never worth measuring further.
    static let maximumLineWidth = 100_000.0

    static func size(_ t: TextContent, width: Double?, measurer: TextMeasuring) -> Size {
        let ls = lines(t, width: width, measurer: measurer)
        let w = ls.map { measurer.width(of: $0, font: t.font, upTo: maximumLineWidth) }.max() ?? 0
        return Size(width: width.map { min($0, w) } ?? w, height: Double(max(1, ls.count)) * t.font.lineHeight)
    }

    /// Greedy word wrapping to `width`, then the line limit with a trailing ellipsis.
    static func lines(_ t: TextContent, width: Double?, measurer: TextMeasuring) -> [String] {
        let paragraphs = split(Substring(t.string), at: "\n")
        let limit = t.lineLimit ?? Int.max
        guard let width, width.isFinite else {
            return Self.limit(paragraphs.prefix(limit == Int.max ? Int.max : limit + 1).map(String.init), t, width: nil, measurer)
        }
        var out: [String] = []
        var lastFits = true
        paragraphs: for para in paragraphs {
            var line = ""
            // Whether `line` is a single word already wider than the width (it is never re-measured).
            var full = false
            for (word, joiner) in breakUnits(para) {
                if line.isEmpty {
                    line = String(word)
                    full = !fits(line, width: width, font: t.font, measurer)
                } else if !full, measurer.size(of: line + joiner + word, font: t.font).width <= width + 0.5 {
                    line += joiner + word
                } else {
                    out.append(line)
                    // Lines past the limit only tell that the text is truncated.
                    if out.count > limit { break paragraphs }
                    line = String(word)
                    full = !fits(line, width: width, font: t.font, measurer)
                }
            }
            out.append(line)
            lastFits = !full
            if out.count > limit { break }
        }
        var result = Array(out.prefix(limit))
        guard var last = result.last else { return result }
        let truncated = out.count > limit || (result.count == out.count && !lastFits)
        if truncated {
            last = String(fittingPrefix(of: last, suffix: "…", width: width, font: t.font, measurer))
            result[result.count - 1] = last.trimmingTrailingSpaces() + "…"
        }
        return result
    }

    /// The pieces a paragraph may wrap between, each with what joins it to the one before on a
    /// line: words, joined by a space; and inside a word of Chinese or Japanese, each ideograph
    /// and kana, joined by nothing (those scripts break between characters; Korean, written
    /// with spaces, breaks between words like Latin text). Closing punctuation stays with the
    /// character before it and opening punctuation with the one after (kinsoku).
    static func breakUnits(_ para: Substring) -> [(Substring, String)] {
        // Ideographs and kana are three-byte UTF-8 from U+3000 (lead byte 0xE3) up: a paragraph
        // without such a byte has only words.
        let words = split(para, at: " ")
        guard para.utf8.contains(where: { $0 >= 0xE3 && $0 <= 0xEF }) else { return words.map { ($0, " ") } }
        var out: [(Substring, String)] = []
        for word in words {
            var start = word.startIndex
            var joiner = " "
            var i = word.startIndex
            while i < word.endIndex {
                let next = word.index(after: i)
                // A break is allowed after `i` when `i` or the character after it breaks anywhere,
                // unless that would start a line with closing punctuation or end one with opening.
                if next < word.endIndex, breaksAnywhere(word[i]) || breaksAnywhere(word[next]),
                   !closesPhrase(word[next]), !opensPhrase(word[i]) {
                    out.append((word[start..<next], joiner))
                    joiner = ""
                    start = next
                }
                i = next
            }
            out.append((word[start...], joiner))
        }
        return out
    }

    /// Whether a line may break before or after the character: Han ideographs, hiragana,
    /// katakana and CJK punctuation (Unicode line breaking classes ID, CJ: UAX #14).
    static func breaksAnywhere(_ ch: Character) -> Bool {
        guard let v = ch.unicodeScalars.first?.value else { return false }
        return (0x3000...0x30FF).contains(v) || (0x3400...0x4DBF).contains(v) || (0x4E00...0x9FFF).contains(v)
            || (0xF900...0xFAFF).contains(v) || (0xFF01...0xFF60).contains(v) || (0x31F0...0x31FF).contains(v)
    }

    /// Punctuation that never starts a line (、。」』）！？ …: UAX #14 classes CL, EX, NS).
    static func closesPhrase(_ ch: Character) -> Bool { "、。，．」』）】〕〉》！？ー・：；ゃゅょっャュョッぁぃぅぇぉァィゥェォ".contains(ch) }

    /// Punctuation that never ends a line (「『（【〔〈《: UAX #14 class OP).
    static func opensPhrase(_ ch: Character) -> Bool { "「『（【〔〈《".contains(ch) }

    /// The line limit with an ellipsis, for lines laid out without a width.
    static func limit(_ ls: [String], _ t: TextContent, width: Double?, _ measurer: TextMeasuring) -> [String] {
        let limit = t.lineLimit ?? Int.max
        guard ls.count > limit, limit > 0 else { return Array(ls.prefix(limit)) }
        var out = Array(ls.prefix(limit))
        out[out.count - 1] = out[out.count - 1].trimmingTrailingSpaces() + "…"
        return out
    }

    /// `text.split(separator: character, omittingEmptySubsequences: false)` for an ASCII
    /// separator, found by scanning bytes (no grapheme breaking of a megabyte-long text) and kept
    /// only where the separator is a whole character, as the Character split would find it
    /// ("\r\n" and a space carrying a combining mark are not separators).
    static func split(_ text: Substring, at separator: Character) -> [Substring] {
        let byte = separator.asciiValue!
        // Byte offsets of the separator, from the contiguous UTF-8 when there is one.
        let offsets: [Int] = text.utf8.withContiguousStorageIfAvailable { buffer in
            var found: [Int] = []
            for (offset, b) in buffer.enumerated() where b == byte { found.append(offset) }
            return found
        } ?? text.utf8.enumerated().compactMap { $0.element == byte ? $0.offset : nil }
        var pieces: [Substring] = []
        var start = text.startIndex
        for offset in offsets {
            let found = text.utf8.index(text.utf8.startIndex, offsetBy: offset)
            guard found >= start, let at = found.samePosition(in: text.base), text[at] == separator else { continue }
            pieces.append(text[start..<at])
            start = text.index(after: at)
        }
        pieces.append(text[start...])
        return pieces
    }

    /// Whether `text` fits `width` (measuring at most about twice the part that fits).
    static func fits(_ text: String, width: Double, font: Font, _ measurer: TextMeasuring) -> Bool {
        if text.utf8.count <= directMeasureBytes { return measurer.size(of: text, font: font).width <= width + 0.5 }
        return fittingPrefix(of: text, suffix: "", width: width, font: font, measurer).endIndex == text.endIndex
    }

    /// The longest prefix of `text`, cut at a grapheme boundary, that fits `width` with `suffix`
    /// after it: galloping (1, 2, 4 … characters) until a prefix overflows, then binary search
    /// between the last fitting and the first overflowing length. Widths are taken to grow with
    /// the prefix, as they do for left-to-right runs of one font.
    static func fittingPrefix(of text: String, suffix: String, width: Double, font: Font, _ measurer: TextMeasuring) -> Substring {
        // The end index of each prefix length measured so far (index k = the end of k characters).
        var ends: [String.Index] = [text.startIndex]
        func end(_ k: Int) -> String.Index? {
            while ends.count <= k {
                guard ends.last! < text.endIndex else { return nil }
                ends.append(text.index(after: ends.last!))
            }
            return ends[k]
        }
        func fitsPrefix(_ k: Int) -> Bool {
            measurer.size(of: String(text[..<end(k)!]) + suffix, font: font).width <= width + 0.5
        }
        var good = 0
        var bad: Int?
        var probe = 1
        while bad == nil {
            guard end(probe) != nil else {
                // Fewer than `probe` characters: try the whole text.
                let count = ends.count - 1
                if count > good, fitsPrefix(count) { return text[...] }
                bad = count > good ? count : nil
                break
            }
            if fitsPrefix(probe) { good = probe; probe *= 2 } else { bad = probe }
        }
        guard var high = bad else { return text[..<ends[good]] }
        // Invariant: `good` fits, `high` does not.
        while high - good > 1 {
            let mid = (good + high) / 2
            if fitsPrefix(mid) { good = mid } else { high = mid }
        }
        return text[..<ends[good]]
    }
}

extension TextMeasuring {
    /// The width of one line of `text`, or `limit` when it is wider, measuring a long text only
    /// about as far as `limit` reaches (a caret after a megabyte-long name, an ideal width).
    public func width(of text: String, font: Font, upTo limit: Double) -> Double {
        guard text.utf8.count > TextLayout.directMeasureBytes else { return Swift.min(size(of: text, font: font).width, limit) }
        return TextLayout.fits(text, width: limit, font: font, self) ? Swift.min(size(of: text, font: font).width, limit) : limit
    }
}

extension String {
    func trimmingTrailingSpaces() -> String {
        var s = self
        while s.last == " " { s.removeLast() }
        return s
    }
}
