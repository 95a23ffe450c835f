import UICore

/// One tab: white capsule when focused, translucent when current, plain text otherwise.
struct TabLabel: View {
    var title: LocalizedStringKey
    var isCurrent: Bool
    @Environment(\.isFocused) private var isFocused
    @Environment(\.colorSchemeContrast) private var contrast
    @Environment(\.textScale) private var textScale

    /// The capsule's padding beside its title (tuned by eye against tvOS 17's tab bar); larger
    /// text takes it down by its own factor, so the six wider titles still clear the Back button.
    static let horizontalPadding = 30.0

    var body: some View {
        Text(title)
            .font(Font.callout.weight(.medium))
            .foregroundStyle(isFocused ? Color(r: 28, g: 28, b: 30) : (isCurrent ? .white : .secondaryLabel))
            .padding(.horizontal, Self.horizontalPadding / max(1, textScale))
            .frame(height: 64)
            .background(isFocused ? .white : (isCurrent ? Theme.platter(Color.white.opacity(0.16), contrast) : .clear), in: .capsule)
            .scaleEffect(isFocused ? 1.06 : 1)
    }
}
