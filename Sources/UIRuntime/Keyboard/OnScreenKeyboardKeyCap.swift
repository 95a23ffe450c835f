import UICore

/// How one on-screen keyboard key looks: a rounded cap, white with dark text when focused and a
/// translucent grey otherwise, as tvOS buttons and keyboard keys.
struct OnScreenKeyboardKeyCap: View {
    var label: String
    var width: Double
    /// A latched toggle (shift while the next letter will be a capital) shows the accent colour.
    var isLatched = false
    @Environment(\.isFocused) private var isFocused

    // Key metrics (see OnScreenKeyboardPanel): 100 × 90 pt letter keys, the tvOS button corner (12 pt).
    static let height = 90.0
    static let cornerRadius = 12.0
    /// Letters and digits: Headline (38 pt bold), readable from a sofa; function keys' names: Callout.
    static let characterFont = Font.headline
    static let nameFont = Font.callout.weight(.medium)

    /// The width of `key`'s cap: function keys are wider, the space bar widest (their sum with the
    /// gaps stays under a letter row's 1,468 pt).
    static func width(of key: OnScreenKeyboardKey) -> Double {
        switch key {
        case .character: 100
        case .space: 520
        case .delete: 220
        case .shift, .done: 190
        case .page: 150
        case .language: 110
        }
    }

    var body: some View {
        Text(verbatim: label)
            .font(label.count == 1 ? Self.characterFont : Self.nameFont)
            .foregroundStyle(isFocused ? Color(r: 28, g: 28, b: 30) : .white)
            .lineLimit(1)
            .frame(width: width, height: Self.height)
            .background(isFocused ? .white : (isLatched ? Color.accentColor : Color.white.opacity(0.14)),
                        in: .roundedRect(cornerRadius: Self.cornerRadius))
    }
}
