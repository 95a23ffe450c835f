import UICore

/// The footer legend of semantic actions with glyphs for the connected pad's family (DESIGN.md
/// "Button hints"), or keyboard keys when no pad is connected.
struct ButtonHints: View {
    var family: String
    var message: String?
    /// Window pixels per canvas point.
    var pixelsPerPoint = 1.0

    /// The smallest legible footer text in window pixels (issue 9 item 20: at 800×600 the
    /// 23 pt Caption2 would be under 10 px); about the macOS small system font.
    static let minimumTextPixels = 14.0

    /// A design font grown so it covers at least ``minimumTextPixels`` on screen.
    func legible(_ font: Font) -> Font {
        var f = font
        f.size = max(font.size, Self.minimumTextPixels / max(pixelsPerPoint, 0.01))
        return f
    }

    private var glyphs: (select: String, back: String) {
        switch family {
        case "playstation": ("✕", "○")
        case "nintendo": ("A", "B")
        case "xbox": ("A", "B")
        default: ("Return", "Esc")
        }
    }

    var body: some View {
        HStack(spacing: 36) {
            if let message { Text(message).font(legible(.caption)).foregroundStyle(.green) }
            Spacer()
            hint(glyphs.select, "Select")
            hint(glyphs.back, "Back")
            hint("Tab", "Next")
            hint("Wheel", "Crown")
        }
        .frame(minHeight: 44)
    }

    private func hint(_ glyph: String, _ label: String) -> some View {
        HStack(spacing: 10) {
            Text(glyph).font(legible(Font.caption2.weight(.bold))).foregroundStyle(Color(r: 28, g: 28, b: 30))
                .padding(.horizontal, 10).padding(.vertical, 4).frame(minWidth: 36, minHeight: 34)
                .background(Color.white.opacity(0.75), in: .roundedRect(cornerRadius: 8))
            Text(label).font(legible(.caption2)).foregroundStyle(.secondaryLabel)
        }
    }
}
