/// The ``OnScreenKeyboard``'s rows of keys on each page: two rows of 13 letters (a–m, n–z),
/// or digits and common symbols, over a row of function keys. Alphabetical, as tvOS's grid
/// keyboard (a remote picks letters by moving, so alphabetical order is quicker to scan than
/// QWERTY); the rows never wrap at their ends, as tvOS's grid keyboards do not.
public enum OnScreenKeyboardLayout {
    /// A page of keys.
    public enum Page: Sendable { case letters, symbols }

    /// The keys that switch and edit, the same on both pages (so focus on one stays put when
    /// the page changes).
    static let functionRow: [OnScreenKeyboardKey] = [.shift, .page, .space, .delete, .done]

    /// The rows of `page`, top to bottom.
    public static func rows(_ page: Page) -> [[OnScreenKeyboardKey]] {
        let characters: [String] = switch page {
        case .letters: ["abcdefghijklm", "nopqrstuvwxyz"]
        case .symbols: ["1234567890-'.", ",&!?/()+@#:%"]
        }
        return characters.map { $0.map(OnScreenKeyboardKey.character) } + [functionRow]
    }

    /// The page that holds `key` (function keys are on both; the letters page first).
    static func page(of key: OnScreenKeyboardKey) -> Page {
        rows(.letters).contains { $0.contains(key) } ? .letters : .symbols
    }
}
