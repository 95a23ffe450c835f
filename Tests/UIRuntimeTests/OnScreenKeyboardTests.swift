import Foundation
import Testing
import UICore
@testable import UIRuntime

/// The text a test field edits, and what its submit did.
final class FieldModel: @unchecked Sendable {
    var text = ""
    var submits = 0
    var showsField = true
    /// Activations of the button beside the field.
    var others = 0
}

/// The on-screen keyboard a gamepad user types with.
@MainActor
@Suite struct OnScreenKeyboardTests {
    /// A text field above a button, on an 800 × 600 window (a 1920-point-wide canvas).
    static func makeHost(_ model: FieldModel, clock: ManualClock) -> ViewHost<VStack> {
        let host = ViewHost(canvas: Size(width: 1920, height: 1080), clock: clock, measurer: ApproximateTextMeasurer()) { _ in
            VStack(spacing: 40) {
                if model.showsField {
                    TextField("Name", text: Binding(get: { model.text }, set: { model.text = $0 }))
                        .onSubmit { model.submits += 1 }
                        .id("name")
                }
                Button("Other") { model.others += 1 }.id("other")
            }
        }
        _ = host.windowDidResize(Size(width: 800, height: 600))
        return host
    }

    /// A host with focus on the field.
    static func fieldFocused(_ model: FieldModel = FieldModel(), clock: ManualClock = ManualClock()) -> ViewHost<VStack> {
        let host = makeHost(model, clock: clock)
        _ = host.frame()
        _ = host.context.focus(id: "name")
        _ = host.frame()
        return host
    }

    /// A pad button tap (press and release), then a frame.
    static func tap(_ host: ViewHost<VStack>, _ button: PadButton, times: Int = 1) {
        for _ in 0..<times {
            host.handle(.pad(button, pressed: true))
            host.handle(.pad(button, pressed: false))
            _ = host.frame()
        }
    }

    @Test func padAOnAFieldOpensTheKeyboardOnTheFirstLetter() {
        let host = Self.fieldFocused()
        #expect(host.context.focusedID == "name")
        #expect(!host.isKeyboardOpen)
        Self.tap(host, .a)
        #expect(host.isKeyboardOpen)
        #expect(host.context.focusedID == "osk-a")
        #expect(host.root?.find(id: "osk-space") != nil && host.root?.find(id: "osk-done") != nil)
    }

    @Test func keysTypeAtTheCaretThroughTheFieldsBinding() {
        let model = FieldModel()
        let host = Self.fieldFocused(model)
        Self.tap(host, .a)
        Self.tap(host, .dpadDown)   // n
        Self.tap(host, .dpadRight)  // o
        Self.tap(host, .a)          // "O": an empty field starts with a capital
        Self.tap(host, .a)          // "o"
        #expect(model.text == "Oo")
        _ = host.context.focus(id: "osk-space"); _ = host.frame()
        Self.tap(host, .a)
        _ = host.context.focus(id: "osk-k"); _ = host.frame()
        Self.tap(host, .a)
        #expect(model.text == "Oo k")
        _ = host.context.focus(id: "osk-delete"); _ = host.frame()
        Self.tap(host, .a, times: 2)
        #expect(model.text == "Oo")
        // The symbols page: the page key keeps focus, digits replace the letters.
        _ = host.context.focus(id: "osk-page"); _ = host.frame()
        Self.tap(host, .a)
        #expect(host.context.focusedID == "osk-page")
        #expect(host.root?.find(id: "osk-a") == nil)
        _ = host.context.focus(id: "osk-7"); _ = host.frame()
        Self.tap(host, .a)
        #expect(model.text == "Oo7")
    }

    @Test func theCaretIsWhereTypingLeftIt() {
        let model = FieldModel()
        model.text = "ac"
        let host = Self.fieldFocused(model)
        host.handle(.key(KeyPress(key: .leftArrow))) // the caret between "a" and "c"
        _ = host.frame()
        Self.tap(host, .a)
        _ = host.context.focus(id: "osk-b"); _ = host.frame()
        Self.tap(host, .a)
        #expect(model.text == "abc")
        #expect(host.text.editing("name", field: host.root?.find(id: "name"))?.caret == 2)
    }

    @Test func theGridDoesNotWrapAndFocusCannotLeaveIt() {
        let host = Self.fieldFocused()
        Self.tap(host, .a)
        Self.tap(host, .dpadLeft)
        #expect(host.context.focusedID == "osk-a", "no wrap at a row's start")
        Self.tap(host, .dpadUp)
        #expect(host.context.focusedID == "osk-a", "the field behind cannot take focus")
        _ = host.context.focus(id: "osk-m"); _ = host.frame()
        Self.tap(host, .dpadRight)
        #expect(host.context.focusedID == "osk-m", "no wrap at a row's end")
        Self.tap(host, .dpadDown, times: 3)
        #expect(host.context.focusedID?.description.hasPrefix("osk-") == true)
        #expect(!host.context.canTakeFocus("other") && !host.context.canTakeFocus("name"))
        _ = host.context.focus(id: "osk-language"); _ = host.frame()
        Self.tap(host, .dpadDown)
        Self.tap(host, .dpadRight)
        #expect(host.context.focusedID == "osk-language", "the bottom-right corner is a corner")
    }

    @Test func bClosesKeepingTheTextAndFocusReturnsToTheField() {
        let model = FieldModel()
        let host = Self.fieldFocused(model)
        Self.tap(host, .a)
        Self.tap(host, .a) // "A"
        Self.tap(host, .b)
        #expect(!host.isKeyboardOpen)
        #expect(host.root?.find(id: "osk") == nil)
        #expect(host.context.focusedID == "name")
        #expect(model.text == "A")
        #expect(model.submits == 0)
        // Done and Escape close it too; Start is Back in the default key map.
        Self.tap(host, .a)
        _ = host.context.focus(id: "osk-done"); _ = host.frame()
        Self.tap(host, .a)
        #expect(host.context.focusedID == "name")
        Self.tap(host, .a)
        host.handle(.key(KeyPress(key: .escape))); _ = host.frame()
        #expect(host.context.focusedID == "name")
        Self.tap(host, .a)
        Self.tap(host, .start)
        #expect(host.context.focusedID == "name" && model.text == "A")
    }

    @Test func reopeningLandsOnTheLastKeyUsed() {
        let host = Self.fieldFocused()
        Self.tap(host, .a)
        _ = host.context.focus(id: "osk-t"); _ = host.frame()
        Self.tap(host, .a)
        Self.tap(host, .b)
        Self.tap(host, .a)
        #expect(host.context.focusedID == "osk-t")
    }

    @Test func keyboardAndMouseUsersNeverSeeIt() {
        let model = FieldModel()
        let host = Self.fieldFocused(model)
        host.handle(.key(KeyPress(key: .return))); _ = host.frame()
        #expect(model.submits == 1)
        host.handle(.key(KeyPress(key: .space)))
        host.handle(.text(" ")); _ = host.frame()
        _ = host.context.focus(id: "other"); _ = host.frame()
        guard let p = host.context.frame(of: "name")?.center else { Issue.record("no field"); return }
        host.handle(.pointerButton(p, pressed: true, clicks: 1))
        host.handle(.pointerButton(p, pressed: false, clicks: 1)); _ = host.frame()
        #expect(!host.isKeyboardOpen)
        #expect(host.context.focusedID == "name")
    }

    @Test func padAElsewhereStillActivates() {
        let model = FieldModel()
        let host = Self.fieldFocused(model)
        _ = host.context.focus(id: "other"); _ = host.frame()
        Self.tap(host, .a)
        #expect(!host.isKeyboardOpen)
        #expect(model.others == 1)
    }

    @Test func aFieldThatGoesAwayClosesTheKeyboard() {
        let model = FieldModel()
        let host = Self.fieldFocused(model)
        Self.tap(host, .a)
        model.showsField = false
        _ = host.frame()
        _ = host.frame()
        #expect(!host.isKeyboardOpen)
        #expect(host.context.focusedID == "other")
    }

    /// A physical key: its press, then the text it types (as SDL sends them).
    static func typePhysically(_ host: ViewHost<VStack>, _ text: String) {
        for c in text {
            host.handle(.key(KeyPress(key: c == " " ? .space : .character(Character(c.lowercased())))))
            host.handle(.text(String(c)))
        }
        _ = host.frame()
    }

    @Test func aPhysicalKeyboardTypesIntoTheFieldWhileItIsOpen() {
        let model = FieldModel()
        let host = Self.fieldFocused(model)
        Self.tap(host, .a)
        #expect(host.wantsTextInput) // the backend keeps sending typed text
        Self.typePhysically(host, "Milk ok")
        #expect(model.text == "Milk ok")
        #expect(host.context.focusedID == "osk-a") // Space typed a space, it did not press the key
        host.handle(.key(KeyPress(key: .delete))); host.handle(.key(KeyPress(key: .delete, phase: .repeat))); _ = host.frame()
        #expect(model.text == "Milk ")
        #expect(!host.keyboard.isShifted) // typed letters used up the capital of an empty field
        // Arrows still move between keys; the caret stays where typing left it.
        host.handle(.key(KeyPress(key: .rightArrow))); _ = host.frame()
        #expect(host.context.focusedID == "osk-b")
        Self.tap(host, .a)
        #expect(model.text == "Milk b")
        // Return is Done: the keyboard closes keeping the text, and focus returns to the field.
        host.handle(.key(KeyPress(key: .return))); _ = host.frame()
        #expect(!host.isKeyboardOpen)
        #expect(model.text == "Milk b" && model.submits == 0)
        #expect(host.context.focusedID == "name")
        // Escape closes too.
        Self.tap(host, .a)
        host.handle(.key(KeyPress(key: .escape))); _ = host.frame()
        #expect(!host.isKeyboardOpen)
        #expect(host.context.focusedID == "name")
    }

    @Test func theCaretBlinksWhileOpen() {
        let clock = ManualClock()
        let host = Self.fieldFocused(clock: clock)
        clock.advance(by: 0.2)
        Self.tap(host, .a)
        #expect(host.keyboard.caretSince == clock.now)
        #expect(host.nextDeadline == clock.now + TextInput.caretBlink)
    }
}

/// The keys on each page of the on-screen keyboard.
@Suite struct OnScreenKeyboardLayoutTests {
    @Test func lettersAreTwoAlphabeticalRowsOverTheFunctionKeys() {
        let rows = OnScreenKeyboardLayout.rows(.letters)
        #expect(rows.map(\.count) == [13, 13, 6])
        #expect(rows[0].first == .character("a") && rows[1].last == .character("z"))
        #expect(rows[2].map(\.id) == ["osk-shift", "osk-page", "osk-space", "osk-delete", "osk-done", "osk-language"])
    }

    @Test func everyKeyHasAUniqueReadableID() {
        for page in OnScreenKeyboardLayout.Page.allCases {
            let ids = OnScreenKeyboardLayout.rows(page).flatMap { $0 }.map(\.id)
            #expect(Set(ids).count == ids.count)
            #expect(ids.allSatisfy { $0.hasPrefix("osk-") && $0.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" } })
        }
        #expect(OnScreenKeyboardLayout.rows(.symbols)[0].map(\.id).prefix(3) == ["osk-1", "osk-2", "osk-3"])
    }

    @Test func labelsFollowShiftAndPage() {
        #expect(OnScreenKeyboardKey.character("q").label(shifted: true, page: .letters) == "Q")
        #expect(OnScreenKeyboardKey.page.label(shifted: false, page: .letters) == "123")
        #expect(OnScreenKeyboardKey.page.label(shifted: false, page: .symbols) == "abc")
    }
}

/// The on-screen keyboard in Korean and Japanese, with the pad alone: the
/// language key switches Latin → Korean → Japanese; jamo compose into syllables as they are
/// typed; kana type as they are, shift switching to katakana and ゛ voicing the kana before it.
@MainActor
@Suite struct OnScreenKeyboardLanguageTests {
    /// Focus on a key by id, then pad A on it.
    static func press(_ host: ViewHost<VStack>, _ id: String) {
        #expect(host.context.focus(id: ViewID(id)), "no key \(id)")
        _ = host.frame()
        OnScreenKeyboardTests.tap(host, .a)
    }

    /// The field's text as shown: its text with the composition at the caret.
    static func shown(_ host: ViewHost<VStack>, _ model: FieldModel) -> String {
        model.text + host.keyboard.hangul.composing
    }

    /// tvOS offers the keyboard of the device's language first: in a Korean interface the
    /// keyboard first opens on the Hangul letters, in a Japanese one on hiragana; after a key
    /// is pressed it opens where it was left, as before.
    @Test func theKeyboardFirstOpensOnTheInterfacesLetters() throws {
        for (language, first, page) in [("ko_KR", "osk-ㄱ", OnScreenKeyboardLayout.Page.hangul), ("ja_JP", "osk-あ", .hiragana),
                                         ("en_US", "osk-a", .letters)] {
            let model = FieldModel()
            let host = OnScreenKeyboardTests.makeHost(model, clock: ManualClock())
            var env = EnvironmentValues()
            env.locale = Locale(identifier: language)
            host.environment = env
            _ = host.frame()
            _ = host.context.focus(id: "name")
            _ = host.frame()
            OnScreenKeyboardTests.tap(host, .a)
            #expect(host.keyboard.page == page, "\(language)")
            // Sentence capitalisation on the Latin letters only: Hangul and kana have no capitals.
            #expect(host.keyboard.isShifted == (page == .letters), "\(language): shift")
            let key = try #require(host.root?.find(id: ViewID(first)), "\(language): \(first) shows")
            // Said as itself ("ㄱ", "あ"), "capital A" only where a capital exists.
            let said = AccessibilityElement(node: key.accessibilityTarget)?.label
            #expect(said == (page == .letters ? "capital A" : String(first.dropFirst(4))), "\(language): \(said ?? "nil")")
        }
    }

    @Test func koreanJamoComposeIntoSyllablesAsTheyAreTyped() {
        let model = FieldModel()
        let host = OnScreenKeyboardTests.fieldFocused(model)
        OnScreenKeyboardTests.tap(host, .a)
        Self.press(host, "osk-language")
        #expect(host.root?.find(id: "osk-ㄱ") != nil)
        for jamo in ["ㄱ", "ㅣ", "ㅁ"] { Self.press(host, "osk-" + jamo) }
        // 김 is still being composed: shown, not yet the field's text.
        #expect(model.text == "" && Self.shown(host, model) == "김")
        for jamo in ["ㅊ", "ㅣ"] { Self.press(host, "osk-" + jamo) }
        #expect(model.text == "김" && Self.shown(host, model) == "김치")
        Self.press(host, "osk-delete")
        #expect(Self.shown(host, model) == "김ㅊ")
        Self.press(host, "osk-ㅣ")
        Self.press(host, "osk-done")
        #expect(model.text == "김치")
        #expect(!host.isKeyboardOpen)
    }

    @Test func kanaTypeAsTheyAreWithKatakanaAndVoicing() {
        let model = FieldModel()
        let host = OnScreenKeyboardTests.fieldFocused(model)
        OnScreenKeyboardTests.tap(host, .a)
        Self.press(host, "osk-language")
        Self.press(host, "osk-language")
        for kana in ["た", "ま", "こ", "dakuten"] { Self.press(host, "osk-" + kana) }
        #expect(model.text == "たまご")
        Self.press(host, "osk-shift")
        #expect(host.root?.find(id: "osk-カ") != nil)
        for kana in ["ハ", "handakuten", "ン"] { Self.press(host, "osk-" + kana) }
        #expect(model.text == "たまごパン")
        // The language key comes back round to Latin.
        Self.press(host, "osk-language")
        #expect(host.root?.find(id: "osk-a") != nil)
    }
}
