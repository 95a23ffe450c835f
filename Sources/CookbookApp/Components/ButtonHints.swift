import UICore

/// The footer legend of semantic actions with glyphs for the connected pad's family (DESIGN.md
/// "Button hints"), or keyboard keys when no pad is connected.
struct ButtonHints: View {
    var family: String
    var message: String?

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
            if let message { Text(message).font(.caption).foregroundStyle(.green) }
            Spacer()
            hint(glyphs.select, "Select")
            hint(glyphs.back, "Back")
            hint("Tab", "Next")
            hint("Wheel", "Crown")
        }
        .frame(height: 44)
    }

    private func hint(_ glyph: String, _ label: String) -> some View {
        HStack(spacing: 10) {
            Text(glyph).font(Font.caption2.weight(.bold)).foregroundStyle(Color(r: 28, g: 28, b: 30))
                .padding(.horizontal, 10).frame(minWidth: 36, minHeight: 34)
                .background(Color.white.opacity(0.75), in: .roundedRect(cornerRadius: 8))
            Text(label).font(.caption2).foregroundStyle(.secondaryLabel)
        }
    }
}
