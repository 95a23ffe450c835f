import UICore
import UIRuntime

/// One entry of the footer legend: the glyph of a button, key or mouse action and what it does.
struct ButtonHint: Equatable, Identifiable, Sendable {
    /// The button, key or mouse action, as a key the interface's catalogue may translate
    /// ("Return", "Hold %@"; a pad's letter stays as it is).
    var glyph: LocalizedStringKey
    /// What it does ("Select", "Back"), looked up in the catalogue.
    var label: LocalizedStringKey
    var id: String { label.key }

    /// What the focused view offers, which decides the hints shown.
    struct Offers: Equatable, Sendable {
        /// The focused view (or an ancestor) has an action: Select.
        var select = false
        /// Back goes somewhere (a pushed screen, a sheet, up to the tab bar).
        var back = false
        /// A recipe is selected: Favourite (pad Y, Ctrl+F).
        var favourite = false
        /// The wheel turns the focused view's crown (the rating picker in the watch layout).
        var crown = false
        /// Tab reaches the next control (keyboard navigation on).
        var nextControl = false
        /// A text field has focus: pad A opens the on-screen keyboard.
        var textField = false
        /// The on-screen keyboard is open: Select types the focused key, Back closes it.
        var keyboard = false
        /// The on-screen keyboard was opened from keys (Ctrl+K): Return presses the focused key.
        var keyboardFromKeys = false
        /// The focused view has a context menu: Select held (or the Menu key) shows it.
        var menu = false
    }

    /// The face-button glyphs of a pad family for SDL's positional buttons (A bottom, B right,
    /// Y top): Xbox labels them A/B/Y; PlayStation ✕/○/△; Nintendo puts B at the bottom, A on the
    /// right and X on top, as each maker prints them. Unknown families use the Xbox labels, as SDL
    /// names every pad's buttons by the Xbox layout.
    static func faceGlyphs(_ family: PadFamily) -> (bottom: String, right: String, top: String) {
        switch family {
        case .playstation: ("✕", "○", "△")
        case .nintendo: ("B", "A", "X")
        case .xbox, .other: ("A", "B", "Y")
        }
    }

    /// The hints for what the focused view offers, in the last used device's glyphs.
    static func hints(for device: InputDevice, offers: Offers) -> [ButtonHint] {
        var out: [ButtonHint] = []
        switch device {
        case .pad(let family):
            let g = faceGlyphs(family)
            if offers.keyboard { return [ButtonHint(glyph: LocalizedStringKey(g.bottom), label: "Type"), ButtonHint(glyph: LocalizedStringKey(g.right), label: "Done")] }
            if offers.textField { out.append(ButtonHint(glyph: LocalizedStringKey(g.bottom), label: "Keyboard")) }
            if offers.select { out.append(ButtonHint(glyph: LocalizedStringKey(g.bottom), label: "Select")) }
            if offers.menu { out.append(ButtonHint(glyph: "Hold \(g.bottom)", label: "Menu")) }
            if offers.favourite { out.append(ButtonHint(glyph: LocalizedStringKey(g.top), label: "Favorite")) }
            if offers.back { out.append(ButtonHint(glyph: LocalizedStringKey(g.right), label: "Back")) }
        case .keyboard, .mouse:
            if offers.keyboard {
                // With the on-screen keyboard open, a keyboard user types on the keyboard itself
                // and Return is Done (Escape also closes, keeping the text); a mouse user clicks keys.
                if device == .mouse { return [ButtonHint(glyph: "Click", label: "Type"), ButtonHint(glyph: "Esc", label: "Done")] }
                // Opened from keys (a remote with arrows and OK): Return presses the focused key.
                if offers.keyboardFromKeys { return [ButtonHint(glyph: "Return", label: "Type"), ButtonHint(glyph: "Esc", label: "Done")] }
                return [ButtonHint(glyph: "Return", label: "Done"), ButtonHint(glyph: "Esc", label: "Close")]
            }
            if offers.select { out.append(ButtonHint(glyph: device == .mouse ? "Click" : "Return", label: "Select")) }
            if offers.menu && device == .keyboard { out.append(ButtonHint(glyph: "Hold Return", label: "Menu")) }
            if offers.favourite { out.append(ButtonHint(glyph: "Ctrl+F", label: "Favorite")) }
            if offers.crown { out.append(ButtonHint(glyph: "Wheel", label: "Rating")) }
            if offers.nextControl && device == .keyboard { out.append(ButtonHint(glyph: "Tab", label: "Next")) }
            if offers.back { out.append(ButtonHint(glyph: "Esc", label: "Back")) }
        }
        return out
    }
}
