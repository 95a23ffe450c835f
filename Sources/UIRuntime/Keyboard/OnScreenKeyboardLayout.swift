/// The ``OnScreenKeyboard``'s rows of keys on each page: two rows of 13 letters (a–m, n–z),
/// or digits and common symbols, or Korean jamo (consonants, then vowels, in the order Korean
/// grid keyboards list them), or the hiragana/katakana table in gojūon order, over a row of
/// function keys. Alphabetical, as tvOS's grid keyboard (a remote picks letters by moving, so
/// alphabetical order is quicker to scan than QWERTY); the rows never wrap at their ends, as
/// tvOS's grid keyboards do not.
public enum OnScreenKeyboardLayout {
    /// A page of keys.
    public enum Page: Sendable, CaseIterable {
        case letters, symbols
        /// Korean jamo, composed into syllables as they are typed (``HangulComposer``).
        case hangul
        /// Japanese kana; shift switches between hiragana and katakana.
        case hiragana, katakana

        /// The script of a letters page (symbols: none), for the language key's cycle.
        var isLetters: Bool { self != .symbols }
    }

    /// The keys that switch and edit, the same on every page (so focus on one stays put when
    /// the page changes); the language key cycles Latin, Korean and Japanese.
    static let functionRow: [OnScreenKeyboardKey] = [.shift, .page, .space, .delete, .done, .language]

    /// The hiragana table: the 46 kana in gojūon order, the small ones, the voicing marks
    /// (applied to the kana before the caret) and the long-vowel mark and punctuation.
    static let hiraganaRows = ["あいうえおかきくけこさしす", "せそたちつてとなにぬねのは", "ひふへほまみむめもやゆよら",
                               "りるれろわをんゃゅょっ゛゜", "ぁぃぅぇぉー、。"]

    /// The rows of `page`, top to bottom.
    public static func rows(_ page: Page) -> [[OnScreenKeyboardKey]] {
        let characters: [String] = switch page {
        case .letters: ["abcdefghijklm", "nopqrstuvwxyz"]
        case .symbols: ["1234567890-'.", ",&!?/()+@#:%"]
        case .hangul: ["ㄱㄴㄷㄹㅁㅂㅅㅇㅈㅊㅋㅌㅍ", "ㅎㄲㄸㅃㅆㅉㅏㅑㅓㅕㅗㅛㅜ", "ㅠㅡㅣㅐㅒㅔㅖ"]
        case .hiragana: hiraganaRows
        case .katakana: hiraganaRows.map(katakana)
        }
        return characters.map { $0.map(OnScreenKeyboardKey.character) } + [functionRow]
    }

    /// Hiragana as katakana (the blocks are 0x60 apart; marks and punctuation stay).
    static func katakana(_ hiragana: String) -> String {
        String(String.UnicodeScalarView(hiragana.unicodeScalars.map { s in
            (0x3041...0x3096).contains(s.value) ? Unicode.Scalar(s.value + 0x60)! : s
        }))
    }

    /// The page that holds `key` (function keys are on all; the letters page first).
    static func page(of key: OnScreenKeyboardKey) -> Page {
        Page.allCases.first { rows($0).contains { $0.contains(key) } } ?? .letters
    }
}
