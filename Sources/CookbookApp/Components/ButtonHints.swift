import UICore
import UIRuntime

/// The footer legend: the actions the focused view offers, with the glyphs of the device last
/// used, as a TV app's hints follow the controller in hand: the pad family's buttons, the
/// keyboard's keys, or the mouse.
/// Like every text, it grows to ``Theme/minimumTextPixels`` on small windows and is never
/// smaller than ``Theme/minimumTextPoints(scale:)``.
struct ButtonHints: View {
    var hints: [ButtonHint]
    var message: String?
    var body: some View {
        HStack(spacing: 36) {
            if let message { Text(message).font(.caption).foregroundStyle(.green) }
            Spacer()
            // The keys' legend is for eyes: a reader's read-all skips it (the footer's message,
            // spoken when it appears, stays readable).
            ForEach(hints) { hint($0.glyph, $0.label).accessibilityHidden(true) }
        }
        .frame(minHeight: 44)
        .modalLegend() // names the keys a sheet or the on-screen keyboard takes: above their scrim
    }

    private func hint(_ glyph: LocalizedStringKey, _ label: LocalizedStringKey) -> some View {
        HStack(spacing: 10) {
            Text(glyph).font(Font.caption2.weight(.bold)).foregroundStyle(Color(r: 28, g: 28, b: 30))
                .padding(.horizontal, 10).padding(.vertical, 4).frame(minWidth: 36, minHeight: 34)
                .background(Color.white.opacity(0.75), in: .roundedRect(cornerRadius: 8))
            Text(label).font(.caption2).foregroundStyle(.secondaryLabel)
        }
    }
}
