import UICore

/// The detail screen's Back button for mouse users: a click goes back, as Esc,
/// B or Menu do. It takes no focus, so the D-pad and Tab never stop on it (tvOS has no on-screen
/// Back button; the remote's Menu is Back, which the footer names), while a pointer, which has
/// no Menu button, gets one where macOS puts it: the leading end of the top bar.
struct BackButton: View {
    let model: AppModel
    @Environment(\.layoutDirection) private var layoutDirection
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.textScale) private var textScale

    var body: some View {
        // The chevron points toward the leading edge, where Back leads (mirrored in right-to-left).
        // With larger text the tabs take the bar's width: the chevron alone leaves them room
        // (its label still says "Back").
        Text(textScale > 1 ? (layoutDirection == .rightToLeft ? "\u{203A}" : "\u{2039}")
                           : (layoutDirection == .rightToLeft ? "Back \u{203A}" : "\u{2039} Back"))
            .font(Font.callout.weight(.medium))
            .padding(.horizontal, 30)
            // The tab bar's capsule height (TabLabel), so it lines up with the tabs beside it.
            .frame(height: 64)
            .background(Theme.platter(Color.white.opacity(0.16), contrast), in: .capsule)
            .contentShape(.capsule)
            .onTapGesture { model.navigation.back() }
            .accessibilityLabel("Back")
            .id("detail-back")
    }
}
