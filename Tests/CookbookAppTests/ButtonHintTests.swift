import Foundation
import Testing
import UICore
import UIRuntime
@testable import CookbookApp

/// The footer's hints: the actions the focused view offers, in the last used device's glyphs.
@Suite struct ButtonHintTests {
    static let all = ButtonHint.Offers(select: true, back: true, favourite: true, crown: true, nextControl: true)

    static func shown(_ device: InputDevice, _ offers: ButtonHint.Offers = all) -> [String] {
        ButtonHint.hints(for: device, offers: offers).map { "\($0.glyph.untranslated) \($0.label.untranslated)" }
    }

    @Test func padFamiliesUsePositionalGlyphs() {
        // SDL's A is the bottom face button everywhere: Select is the bottom button's label.
        #expect(Self.shown(.pad(family: .xbox)) == ["A Select", "Y Favorite", "B Back"])
        #expect(Self.shown(.pad(family: .playstation)) == ["✕ Select", "△ Favorite", "○ Back"])
        #expect(Self.shown(.pad(family: .nintendo)) == ["B Select", "X Favorite", "A Back"])
        #expect(Self.shown(.pad(family: .other)) == Self.shown(.pad(family: .xbox)))
    }

    @Test func theKeyboardAndTheMouseShowTheirOwn() {
        #expect(Self.shown(.keyboard) == ["Return Select", "Ctrl+F Favorite", "Wheel Rating", "Tab Next", "Esc Back"])
        #expect(Self.shown(.mouse) == ["Click Select", "Ctrl+F Favorite", "Wheel Rating", "Esc Back"])
    }

    @Test func onlyWhatIsOfferedShows() {
        #expect(Self.shown(.keyboard, ButtonHint.Offers(back: true)) == ["Esc Back"])
        #expect(Self.shown(.pad(family: .xbox), ButtonHint.Offers()) == [])
    }

    @Test func theOnScreenKeyboardShowsWhatItOffers() {
        // A focused text field: pad A opens the keyboard; keyboard users type, so they see nothing new.
        #expect(Self.shown(.pad(family: .xbox), ButtonHint.Offers(back: true, textField: true)) == ["A Keyboard", "B Back"])
        #expect(Self.shown(.keyboard, ButtonHint.Offers(back: true, textField: true)) == ["Esc Back"])
        // Open: a key types, Back closes; nothing behind the keyboard is offered.
        #expect(Self.shown(.pad(family: .playstation), ButtonHint.Offers(select: true, back: true, favourite: true, keyboard: true))
                == ["✕ Type", "○ Done"])
        #expect(Self.shown(.keyboard, ButtonHint.Offers(select: true, back: true, keyboard: true)) == ["Return Done", "Esc Close"])
        // Opened from keys (Ctrl+K, a remote with arrows and OK): Return presses the focused key.
        #expect(Self.shown(.keyboard, ButtonHint.Offers(select: true, back: true, keyboard: true, keyboardFromKeys: true))
                == ["Return Type", "Esc Done"])
    }

    @Test func theKeyboardsHintsShowWhileItIsOpen() throws {
        let h = try Harness(screen: .grocery)
        h.focus("grocery-1-name")
        h.pad(.x) // the pad becomes the last used device
        #expect(h.settle().texts.contains("Keyboard"))
        h.pad(.a)
        #expect(h.focused == "osk-a")
        let texts = h.settle().texts
        #expect(h.runtime.focusOffers().keyboard)
        #expect(texts.contains("Type")) // "Done" is also the grocery list's button and the Done key
        #expect(!texts.contains("Select") && !texts.contains("Keyboard") && !texts.contains("Back"))
    }

    @Test func theFocusedViewDecidesTheHints() throws {
        let h = try Harness()
        h.focus("apple-pie")
        h.pad(.x) // the pad becomes the last used device (X does nothing here)
        var texts = h.settle().texts
        #expect(texts.contains("Favorite") && texts.contains("Y") && texts.contains("Select"))
        #expect(!texts.contains("Rating"))
        // The rating picker: the wheel turns it only in the watch layout, and the hint says so.
        h.model.open(recipe: "baklava"); h.settle()
        h.focus("rating-picker")
        h.runtime.handle(.key(KeyPress(key: .character("q"), phase: .up))) // back to the keyboard, nothing done
        texts = h.settle().texts
        #expect(h.focused == "rating-picker")
        #expect(!texts.contains("Rating"))
        #expect(texts.contains("Ctrl+F")) // the detail screen's recipe is the scene's selection
        h.model.preferences.update(settings: { $0.watchLayout = true }, id: "setting-watch-layout", value: true)
        h.focus("rating-picker")
        texts = h.settle().texts
        #expect(texts.contains("Wheel") && texts.contains("Rating"))
        #expect(texts.contains("Esc") && texts.contains("Back"))
    }
}
