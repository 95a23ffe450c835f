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
    /// When the caret last moved: its blink (``TextInput/caretBlink``) counts from then.
    public private(set) var caretSince = -Double.infinity
    /// Whether it was opened from keys (the `keyboard` action): Return then presses the focused
    /// key, as OK on a remote does, instead of meaning Done as on a typing keyboard.
    public private(set) var isForKeys = false

    init() {}

    /// Whether the keyboard shows.
    public var isOpen: Bool { field != nil }

    /// Opens the keyboard on text field `id` (its laid-out node `node`), on the page of its home
    /// key; false when `node` is not a text field.
    func open(field node: Node?, id: ViewID, now: Double, forKeys: Bool = false) -> Bool {
        guard let spec = TextInput.spec(of: node) else { return false }
        field = id
        isForKeys = forKeys
        page = OnScreenKeyboardLayout.page(of: homeKey)
        // Sentence capitalisation (UIKit's default `autocapitalizationType`): a new entry starts
        // with a capital.
        isShifted = spec.text.wrappedValue.isEmpty
        caretSince = now
        return true
    }

    /// Closes the keyboard (the text stays as typed).
    func close() { field = nil }

    /// Presses `key`: characters, space and delete edit the field at its caret through the
    /// runtime's text input (in the last laid-out tree, as typed text); shift and the page key
    /// switch the keys; Done closes.
    func press(_ key: OnScreenKeyboardKey, in state: RuntimeState) {
        guard let id = field else { return }
        let node = state.root?.find(id: id)
        switch key {
        case .character(let c):
            let typed = isShifted ? c.uppercased() : String(c)
            if state.text.insert(typed, field: node, id: id) { echo(typed, in: state) }
            isShifted = false
        case .space: if state.text.insert(" ", field: node, id: id) { echo(" ", in: state) }
        case .delete: if let node { _ = state.text.edit(KeyPress(key: .delete), field: node, id: id) }
        case .shift: isShifted.toggle()
        case .page: page = page == .letters ? .symbols : .letters
        case .done: close(); return
        }
        homeKey = key
        caretSince = state.clock.now
    }

    /// Spoken feedback says what a key typed, as VoiceOver echoes the character a keyboard key
    /// inserts (focus is on the key, not the field, so the field's own echo does not say it).
    private func echo(_ typed: String, in state: RuntimeState) {
        for character in typed { state.speech.announce(SpokenFeedback.spoken(Substring(String(character)))) }
    }

    /// Typed text from a physical keyboard while the keyboard is open (tvOS types a Bluetooth
    /// keyboard into the field its keyboard edits): inserted at the field's caret through the
    /// runtime's text input, as a key would. It is the next letter, so a pending shift ends.
    func type(_ text: String, in state: RuntimeState) {
        guard let id = field, state.text.insert(text, field: state.root?.find(id: id), id: id) else { return }
        isShifted = false
        caretSince = state.clock.now
    }

    /// A physical key pressed while the keyboard is open: Backspace and Delete edit the field
    /// through the runtime's text input, Return is Done (or, opened from keys, left to press the
    /// focused key), characters and Space are taken (their
    /// text arrives as typed text, ``type(_:in:)``, so Space does not press the focused key).
    /// Returns false for keys that keep their meaning: arrows move between keys, Escape closes.
    func physicalKey(_ press: KeyPress, in state: RuntimeState) -> Bool {
        guard let id = field else { return false }
        switch press.key {
        case .return:
            if isForKeys { return false }
            close()
        case .character, .space: break
        case .delete, .deleteForward:
            guard let node = state.root?.find(id: id), state.text.edit(press, field: node, id: id) == .edited else { break }
            caretSince = state.clock.now
        default: return false
        }
        return true
    }

    /// The panel to show this frame over the app, nil while closed. A field that left the last
    /// laid-out tree (its row was deleted) closes the keyboard.
    func panel(in state: RuntimeState, now: Double) -> OnScreenKeyboardPanel? {
        guard let id = field else { return nil }
        let node = state.root?.find(id: id)
        guard let editing = state.text.editing(id, field: node) else {
            close()
            return nil
        }
        let blinkOn = Int(((now - caretSince) / TextInput.caretBlink).rounded(.down)) % 2 == 0
        return OnScreenKeyboardPanel(editing: editing, placeholder: TextInput.spec(of: node)?.placeholder ?? "",
                                     showsCaret: blinkOn, page: page, isShifted: isShifted,
                                     homeKey: homeKey) { [unowned state] key in state.keyboard.press(key, in: state) }
    }

    /// When the panel's caret next blinks, nil while closed.
    func nextBlink(after now: Double) -> Double? {
        isOpen ? TextInput.nextBlink(after: now, since: caretSince) : nil
    }
}
