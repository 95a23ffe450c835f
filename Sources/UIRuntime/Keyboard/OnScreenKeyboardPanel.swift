import UICore

/// The on-screen keyboard's panel: the edited text with its caret above the grid of keys, on a
/// platter at the bottom of the screen. A modal focus scope (`osk`): focus stays on its keys
/// while it shows and enters at ``OnScreenKeyboard/homeKey``.
///
/// Keys keep their left-to-right order in right-to-left layouts, as the Latin keyboards of
/// tvOS and iOS do under an Arabic or Hebrew interface.
struct OnScreenKeyboardPanel: View {
    var editing: TextEditing
    /// The Korean syllable being composed, shown underlined at the caret ("" when none).
    var composing: String = ""
    /// The field's placeholder, shown (grey, after the caret) while the text is empty.
    var placeholder: String
    var showsCaret: Bool
    var page: OnScreenKeyboardLayout.Page
    var isShifted: Bool
    var homeKey: OnScreenKeyboardKey
    var press: (OnScreenKeyboardKey) -> Void
    /// The interface's language: the function keys' caps ("space", "Done") are translated.
    @Environment(\.locale) private var locale
    @Environment(\.stringCatalog) private var catalog

    // Metrics on the 1920-point tvOS canvas (docs/design.md): 100 × 90 pt letter keys (wider than the
    // 66 pt control height so a key reads from a sofa, 13 of them filling ~1470 pt of the 1760 pt
    // safe width), 14 pt between keys (room for the lift), 40 pt platter padding and corners as
    // sheets, 100 pt above the screen's bottom edge: the tvOS safe area's 60 pt plus room for an
    // app's one-line button legend below it (the cookbook's footer hints stay in sight).
    static let keySpacing = 14.0
    static let padding = 40.0
    static let bottomInset = 100.0
    static let cornerRadius = 40.0
    /// The text line: as tall as a key, Title 3 text (docs/design.md, 38 pt).
    static let textHeight = 90.0
    static let textFont = Font.title3
    /// Characters of the text shown around the caret (at Title 3 about 1,200 pt, the line's width).
    static let shownCharacters = 60

    var body: some View {
        let rows = OnScreenKeyboardLayout.rows(page)
        return VStack(spacing: 24) {
            textLine
            VStack(spacing: Self.keySpacing) {
                ForEach(0..<rows.count) { r in
                    HStack(spacing: Self.keySpacing) {
                        ForEach(rows[r], id: \.self) { key in keyButton(key) }
                    }
                }
            }
        }
        .padding(Self.padding)
        .background(Color.secondaryBackground, in: .roundedRect(cornerRadius: Self.cornerRadius))
        .environment(\.layoutDirection, .leftToRight)
        .focusScope()
        .id("osk")
        .padding(.bottom, Self.bottomInset)
    }

    /// The text with a caret bar at the caret, shown as the focused tvOS text field is (light
    /// platter, dark text, the placeholder grey); a long text shows the ``shownCharacters``
    /// before the caret.
    private var textLine: some View {
        let text = Array(editing.text)
        let start = max(0, editing.caret - Self.shownCharacters)
        let before = (start > 0 ? "…" : "") + String(text[start..<editing.caret])
        let after = String(text[editing.caret...].prefix(max(0, Self.shownCharacters - (editing.caret - start))))
        let ink = Color(r: 28, g: 28, b: 30)
        return HStack(spacing: 0) {
            Text(verbatim: before).font(Self.textFont).foregroundStyle(ink).lineLimit(1)
            if !composing.isEmpty {
                // The syllable being composed, underlined as an input method's marked text.
                Text(verbatim: composing).font(Self.textFont).foregroundStyle(ink).lineLimit(1)
                    .overlay(alignment: .bottom) { Rectangle().fill(ink).frame(height: TextInput.compositionUnderline) }
            }
            Rectangle().fill(showsCaret ? Color.accentColor : .clear).frame(width: 3, height: Self.textHeight - 30)
            Text(verbatim: editing.text.isEmpty && composing.isEmpty ? placeholder : after).font(Self.textFont)
                .foregroundStyle(editing.text.isEmpty && composing.isEmpty ? .gray : ink).lineLimit(1)
            Spacer()
        }
        .padding(.horizontal, 24)
        .frame(width: OnScreenKeyboardKeyCap.width(of: .character("a")) * 13 + Self.keySpacing * 12, height: Self.textHeight)
        .background(Color(r: 235, g: 235, b: 240), in: .roundedRect(cornerRadius: 10))
        .id("osk-text")
    }

    /// One key: a plain button drawing its cap, lifted by the runtime when focused.
    private func keyButton(_ key: OnScreenKeyboardKey) -> some View {
        Button(action: { press(key) }) {
            OnScreenKeyboardKeyCap(label: catalog.string(LocalizedStringKey(key.label(shifted: isShifted, page: page)), locale: locale), width: OnScreenKeyboardKeyCap.width(of: key),
                                   isLatched: key == .shift && isShifted)
        }
        .buttonStyle(.plain)
        .contentShape(.roundedRect(cornerRadius: OnScreenKeyboardKeyCap.cornerRadius))
        .prefersDefaultFocus(key == homeKey)
        // What spoken feedback says of the key: "capital A", "hyphen", "delete", not its glyphs.
        .accessibilityLabel(key.spokenName(shifted: isShifted, page: page))
        .accessibilityAddTraits(key == .shift && isShifted ? .isSelected : [])
        .id(key.id)
    }
}
