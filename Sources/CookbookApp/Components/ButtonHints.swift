import UICore
import UIRuntime

/// The footer legend: the actions the focused view offers, with the glyphs of the device last
/// used (DESIGN.md "Button hints"): the pad family's buttons, the keyboard's keys, or the mouse.
struct ButtonHints: View {
    var hints: [ButtonHint]
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

    var body: some View {
        HStack(spacing: 36) {
            if let message { Text(message).font(legible(.caption)).foregroundStyle(.green) }
            Spacer()
            ForEach(hints) { hint($0.glyph, $0.label) }
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
