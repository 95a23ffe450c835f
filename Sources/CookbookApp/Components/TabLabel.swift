import UICore

/// One tab: white capsule when focused, translucent when current, plain text otherwise.
struct TabLabel: View {
    var title: String
    var isCurrent: Bool
    @Environment(\.isFocused) private var isFocused
    @Environment(\.colorSchemeContrast) private var contrast

    var body: some View {
        Text(title)
            .font(Font.callout.weight(.medium))
            .foregroundStyle(isFocused ? Color(r: 28, g: 28, b: 30) : (isCurrent ? .white : .secondaryLabel))
            .padding(.horizontal, 30)
            .frame(height: 64)
            .background(isFocused ? .white : (isCurrent ? Theme.platter(Color.white.opacity(0.16), contrast) : .clear), in: .capsule)
            .scaleEffect(isFocused ? 1.06 : 1)
    }
}
