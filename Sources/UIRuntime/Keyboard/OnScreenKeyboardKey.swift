import UICore

/// One key of the ``OnScreenKeyboard``: a character, or one of the keys that edit or switch.
///
/// Every key has a stable id (`osk-a`, `osk-7`, `osk-hyphen`, `osk-space`, `osk-delete`,
/// `osk-shift`, `osk-page`, `osk-done`), so replays can `expect focus osk-a`.
public enum OnScreenKeyboardKey: Hashable, Sendable {
    /// Types its character (letters in lower case; ``OnScreenKeyboard/isShifted`` types capitals).
    case character(Character)
    /// Types a space.
    case space
    /// Deletes the character before the caret (Backspace).
    case delete
    /// Capitalises the next letter (one-shot, as the tvOS and iOS keyboards).
    case shift
    /// Switches between the letters and the digits-and-symbols page.
    case page
    /// Closes the keyboard, keeping the text.
    case done
    /// Switches the letters between Latin, Korean and Japanese.
    case language

    /// Names of the symbol keys' ids (letters and digits are their own names).
    static let symbolNames: [Character: String] = [
        "-": "hyphen", "'": "apostrophe", ".": "period", ",": "comma", "&": "ampersand",
        "!": "exclamation", "?": "question", "/": "slash", "(": "left-paren", ")": "right-paren",
        "+": "plus", "@": "at", "#": "number-sign", ":": "colon", "%": "percent",
        "゛": "dakuten", "゜": "handakuten", "、": "ideographic-comma", "。": "ideographic-full-stop",
    ]

    /// The key's stable focus id.
    public var id: String {
        switch self {
        case .character(let c): "osk-" + (Self.symbolNames[c] ?? String(c))
        case .space: "osk-space"
        case .delete: "osk-delete"
        case .shift: "osk-shift"
        case .page: "osk-page"
        case .done: "osk-done"
        case .language: "osk-language"
        }
    }

    /// What the key shows: its character (a capital while shifted), or its function's name.
    /// What spoken feedback calls the key: a letter as itself ("capital A" when shifted), a
    /// symbol by its name ("left paren"), the function keys by what they do.
    func spokenName(shifted: Bool, page: OnScreenKeyboardLayout.Page) -> LocalizedStringKey {
        switch self {
        case .character(let c):
            if let name = Self.symbolNames[c] { return LocalizedStringKey(name.split(separator: "-").joined(separator: " ")) }
            // Only a letter with an upper case is "capital" (Hangul and kana have none).
            return shifted && c.isLetter && c.isCased ? "capital \(c.uppercased())" : LocalizedStringKey(String(c))
        case .space: return "space"
        case .delete: return "delete"
        case .shift: return "shift"
        case .page: return page == .symbols ? "letters" : "numbers"
        case .done: return "Done"
        case .language: return "next language"
        }
    }

    func label(shifted: Bool, page: OnScreenKeyboardLayout.Page) -> String {
        switch self {
        case .character(let c): shifted ? c.uppercased() : String(c)
        case .space: "space"
        case .delete: "⌫ delete"
        // On the kana pages shift switches hiragana and katakana.
        case .shift: page == .hiragana ? "カナ" : page == .katakana ? "かな" : "⇧ shift"
        case .page: page == .symbols ? "abc" : "123"
        case .done: "Done"
        // The next script in the cycle Latin → Korean → Japanese.
        case .language: page == .hangul ? "あ" : (page == .hiragana || page == .katakana) ? "abc" : "한"
        }
    }
}
