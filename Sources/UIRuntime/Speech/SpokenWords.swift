import Foundation
import UICore

/// What the reader says for text written for the eye: the words a speech engine needs where
/// espeak-ng would say the marks: "♥ Favorite" is "Favorite" (the heart is
/// decoration; the state is in the words around it), "#FF6B35" is "colour F F 6 B 3 5", "190 mg"
/// is "190 milligrams", "00:00 · 0 mg" is "0:00, 0 milligrams", and "·" is a pause, not "dot".
///
/// The words are given to the reader, not to espeak: the trace's `speak` events show them.
public enum SpokenWords {
    /// The text as the reader says it, the words it adds in `language`'s catalogue entries
    /// ("colour %@", "%lld milligrams"; English without one).
    public static func words(for text: String, in language: EnvironmentValues = EnvironmentValues()) -> String {
        var s = text
        // Decorative symbols (hearts, stars, check marks, arrows, emoji) say nothing.
        s = String(String.UnicodeScalarView(s.unicodeScalars.filter { !isDecoration($0) }))
        // A middle dot or bullet between parts is a pause.
        s = s.replacingOccurrences(of: " · ", with: ", ").replacingOccurrences(of: "·", with: ", ")
            .replacingOccurrences(of: " • ", with: ", ")
        s = replace(#"#([0-9A-Fa-f]{6})\b"#, in: s) { groups in
            language.localized("colour \(groups[1].uppercased().map(String.init).joined(separator: " "))")
        }
        s = replace(#"\b(\d+)\s?mg\b"#, in: s) { groups in
            groups[1] == "1" ? language.localized("1 milligram") : language.localized("\(groups[1]) milligrams")
        }
        // "00:00" and "07:30": hours without their leading zero (espeak reads "zero zero").
        s = replace(#"\b0(\d):(\d\d)\b"#, in: s) { groups in "\(groups[1]):\(groups[2])" }
        // What taking the symbols out left: doubled spaces, a space before a comma, ends.
        s = replace(#"\s{2,}"#, in: s) { _ in " " }
        s = s.replacingOccurrences(of: " ,", with: ",")
        return s.trimmingCharacters(in: .whitespaces)
    }

    /// Whether a character is a picture rather than a word: symbols (So) such as ♥ ★ ✓ ▶ and
    /// emoji, and the variation selectors and joiners that shape them.
    static func isDecoration(_ scalar: Unicode.Scalar) -> Bool {
        let p = scalar.properties
        if p.generalCategory == .otherSymbol { return true }
        if p.isEmojiPresentation { return true }
        // Variation selectors and the zero-width joiner of emoji sequences.
        return (0xFE00...0xFE0F).contains(scalar.value) || scalar.value == 0x200D
    }

    /// `text` with each match of `pattern` replaced by `make(groups)`.
    static func replace(_ pattern: String, in text: String, _ make: ([String]) -> String) -> String {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return text }
        let ns = text as NSString
        var out = ""
        var last = 0
        for m in regex.matches(in: text, range: NSRange(location: 0, length: ns.length)) {
            out += ns.substring(with: NSRange(location: last, length: m.range.location - last))
            let groups = (0..<m.numberOfRanges).map { i -> String in
                let r = m.range(at: i)
                return r.location == NSNotFound ? "" : ns.substring(with: r)
            }
            out += make(groups)
            last = m.range.location + m.range.length
        }
        out += ns.substring(from: last)
        return out
    }
}
