import Foundation
import UICore

/// A tvOS-style on-screen keyboard for gamepad users: pad A on a focused text field opens it
/// (``InputRouter``); the ``ViewHost`` then shows `OnScreenKeyboardPanel` over the bottom of
/// any app's UI, a modal focus scope whose keys the D-pad and stick move between.
///
/// A key types at the field's caret through ``TextInput`` — the path typed text takes — so the
/// field's binding sees exactly what typing would have written. Done, Back (B, Start, Escape)
/// close it and keep the text, as tvOS's Menu does on its keyboard screen; focus then returns to
/// the field (the scope gives it back). Keyboard and mouse users never see it unless they ask:
/// the `select` command from a pad opens it, and the `keyboard` action (Ctrl+K) for a remote that
/// sends keys; Return in a field still submits and clicks only focus.
public final class OnScreenKeyboard {
    /// The id of the text field being edited; nil while the keyboard is closed.
    public private(set) var field: ViewID?
    /// The page of keys showing.
    public private(set) var page = OnScreenKeyboardLayout.Page.letters
    /// Whether the next letter is a capital (one-shot shift; on when the field starts empty).
    public private(set) var isShifted = false
    /// Where focus lands when the keyboard opens: the key pressed last (tvOS keeps its place
    /// between uses), "a" the first time.
    public private(set) var homeKey = OnScreenKeyboardKey.character("a")
    /// Whether a key has been pressed since the app started: until then the keyboard opens on
    /// the letters of the interface's language (tvOS offers the keyboard of the device's
    /// language first).
    private var keyPressed = false
    /// When the caret last moved: its blink (``TextInput/caretBlink``) counts from then.
    public private(set) var caretSince = -Double.infinity
    /// Whether it was opened from keys (the `keyboard` action): Return then presses the focused
    /// key, as OK on a remote does, instead of meaning Done as on a typing keyboard.
    public private(set) var isForKeys = false
    /// The letters page the page key returns to from the symbols (Latin, Korean or Japanese):
    /// the language key changes it.
    public private(set) var lettersPage = OnScreenKeyboardLayout.Page.letters
    /// The Korean syllable being composed on the Hangul page (shown in the field, underlined,
    /// until it completes).
    public private(set) var hangul = HangulComposer()

    init() {}

    /// Whether the keyboard shows.
    public var isOpen: Bool { field != nil }

    /// Opens the keyboard on text field `id` (its laid-out node `node`), on the page of its home
    /// key; false when `node` is not a text field.
    func open(field node: Node?, id: ViewID, now: Double, forKeys: Bool = false) -> Bool {
        guard let spec = TextInput.spec(of: node) else { return false }
        field = id
        isForKeys = forKeys
        if !keyPressed, let first = Self.firstLetter(for: node?.environment.locale) { homeKey = first }
        page = OnScreenKeyboardLayout.page(of: homeKey)
        if page.isLetters { lettersPage = page }
        // Sentence capitalisation (UIKit's default `autocapitalizationType`): a new entry starts
        // with a capital — on the Latin letters only (Hangul and kana have no capitals; on the
        // kana pages shift means katakana).
        isShifted = spec.text.wrappedValue.isEmpty && page == .letters
        caretSince = now
        return true
    }

    /// The first key of the letters page of `locale`'s language: Hangul for Korean, hiragana
    /// for Japanese, Latin otherwise.
    static func firstLetter(for locale: Locale?) -> OnScreenKeyboardKey? {
        let page: OnScreenKeyboardLayout.Page = switch locale?.language.languageCode?.identifier {
        case "ko": .hangul
        case "ja": .hiragana
        default: .letters
        }
        return OnScreenKeyboardLayout.rows(page).first?.first
    }

    /// Closes the keyboard (the text stays as typed).
    func close() { field = nil }

    /// Commits the Korean syllable being composed, if any (before a space, a page change,
    /// closing); `id` is the field edited.
    func finishComposition(in target: KeyboardEditing) {
        guard hangul.isComposing, let id = field else { return }
        let syllable = hangul.finish()
        if target.text.insert(syllable, field: target.root?.find(id: id), id: id) { echo(syllable, in: target) }
        target.text.compose("", field: id)
    }

    /// Presses `key`: characters, space and delete edit the field at its caret through the
    /// runtime's text input (in the last laid-out tree, as typed text); shift and the page key
    /// switch the keys; Done closes.
    func press(_ key: OnScreenKeyboardKey, in target: KeyboardEditing) {
        guard let id = field else { return }
        let node = target.root?.find(id: id)
        switch key {
        case .character(let c) where page == .hangul && HangulComposer.isJamo(c):
            let (commit, composing) = hangul.input(c)
            if !commit.isEmpty, target.text.insert(commit, field: node, id: id) { echo(commit, in: target) }
            target.text.compose(composing, field: id)
        case .character(let c) where c == "゛" || c == "゜":
            voice(with: c == "゛" ? "\u{3099}" : "\u{309A}", field: node, id: id, in: target)
        case .character(let c):
            finishComposition(in: target)
            let typed = isShifted && page == .letters ? c.uppercased() : String(c)
            if target.text.insert(typed, field: node, id: id) { echo(typed, in: target) }
            if page == .letters { isShifted = false }
        case .space:
            finishComposition(in: target)
            if target.text.insert(" ", field: node, id: id) { echo(" ", in: target) }
        case .delete:
            if hangul.deleteBackward() {
                target.text.compose(hangul.composing, field: id)
            } else if let node {
                _ = target.text.edit(KeyPress(key: .delete), field: node, id: id)
            }
        case .shift:
            // On the kana pages shift switches hiragana and katakana; on the Latin page it is a
            // one-shot capital.
            switch page {
            case .hiragana: page = .katakana; lettersPage = .katakana
            case .katakana: page = .hiragana; lettersPage = .hiragana
            default: isShifted.toggle()
            }
        case .page:
            finishComposition(in: target)
            page = page == .symbols ? lettersPage : .symbols
        case .language:
            finishComposition(in: target)
            lettersPage = switch lettersPage {
            case .letters, .symbols: .hangul
            case .hangul: .hiragana
            case .hiragana, .katakana: .letters
            }
            page = lettersPage
            isShifted = false
        case .done:
            finishComposition(in: target)
            close()
            return
        }
        homeKey = key
        keyPressed = true
        caretSince = target.now
    }

    /// ゛ or ゜ on the kana before the caret: が from か, ぱ from は (the combining mark composed
    /// with it, NFC); nothing when that kana takes no such mark.
    private func voice(with mark: String, field node: Node?, id: ViewID, in target: KeyboardEditing) {
        guard let node, let editing = target.text.editing(id, field: node), editing.caret > 0 else { return }
        let before = Array(editing.text)[editing.caret - 1]
        let voiced = (String(before) + mark).precomposedStringWithCanonicalMapping
        guard voiced.unicodeScalars.count == 1 else { return }
        _ = target.text.edit(KeyPress(key: .delete), field: node, id: id)
        if target.text.insert(voiced, field: node, id: id) { echo(voiced, in: target) }
    }

    /// Spoken feedback says what a key typed, as VoiceOver echoes the character a keyboard key
    /// inserts (focus is on the key, not the field, so the field's own echo does not say it).
    private func echo(_ typed: String, in target: KeyboardEditing) {
        for character in typed { target.speech.announce(SpokenFeedback.spoken(Substring(String(character)), in: target.environment)) }
    }

    /// Typed text from a physical keyboard while the keyboard is open (tvOS types a Bluetooth
    /// keyboard into the field its keyboard edits): inserted at the field's caret through the
    /// runtime's text input, as a key would. It is the next letter, so a pending shift ends.
    func type(_ text: String, in target: KeyboardEditing) {
        guard let id = field, target.text.insert(text, field: target.root?.find(id: id), id: id) else { return }
        isShifted = false
        caretSince = target.now
    }

    /// A physical key pressed while the keyboard is open: Backspace and Delete edit the field
    /// through the runtime's text input, Return is Done (or, opened from keys, left to press the
    /// focused key), characters and Space are taken (their
    /// text arrives as typed text, ``type(_:in:)``, so Space does not press the focused key).
    /// Returns false for keys that keep their meaning: arrows move between keys, Escape closes.
    func physicalKey(_ press: KeyPress, in target: KeyboardEditing) -> Bool {
        guard let id = field else { return false }
        switch press.key {
        case .return:
            if isForKeys { return false }
            finishComposition(in: target)
            close()
        case .character, .space: break
        case .delete, .deleteForward:
            guard let node = target.root?.find(id: id), target.text.edit(press, field: node, id: id) == .edited else { break }
            caretSince = target.now
        default: return false
        }
        return true
    }

    /// The panel to show this frame over the app, nil while closed; its keys call `press` (the
    /// host turns that into a command). A field that left the last laid-out tree (its row was
    /// deleted) closes the keyboard.
    func panel(in target: KeyboardEditing, now: Double, press: @escaping (OnScreenKeyboardKey) -> Void) -> OnScreenKeyboardPanel? {
        guard let id = field else { return nil }
        let node = target.root?.find(id: id)
        guard let editing = target.text.editing(id, field: node) else {
            close()
            return nil
        }
        let blinkOn = Int(((now - caretSince) / TextInput.caretBlink).rounded(.down)) % 2 == 0
        return OnScreenKeyboardPanel(editing: editing, composing: hangul.composing, placeholder: TextInput.spec(of: node)?.placeholder ?? "",
                                     showsCaret: blinkOn, page: page, isShifted: isShifted,
                                     homeKey: homeKey, press: press)
    }

    /// When the panel's caret next blinks, nil while closed.
    func nextBlink(after now: Double) -> Double? {
        isOpen ? TextInput.nextBlink(after: now, since: caretSince) : nil
    }
}
