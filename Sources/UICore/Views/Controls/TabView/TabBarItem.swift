/// One tab in a ``TabView``'s bar: its title on a capsule, white when focused, a translucent
/// platter when selected, secondary text otherwise (tvOS 17's top tab bar).
struct TabBarItem: View {
    var label: any View
    var isSelected: Bool
    @Environment(\.isFocused) private var isFocused
    @Environment(\.textScale) private var textScale

    /// The capsule's padding beside its title, tuned by eye against tvOS 17's tab bar; larger
    /// text takes it down by its own factor so wider titles still fit.
    static var horizontalPadding: Double { 30 }
    /// The capsule's height (tvOS 17 screenshots at 1080p).
    static var height: Double { 64 }
    /// How much a focused tab grows: tvOS's focus lift for text-only items, by eye.
    static var focusScale: Double { 1.06 }
    /// The selected tab's platter: the unfocused control platter of tvOS 17 (white at 16 %).
    static var selectedPlatterOpacity: Double { 0.16 }
    /// The focused tab's title: tvOS's dark label on a white platter.
    static let focusedTitle = Color(r: 28, g: 28, b: 30)

    var body: some View {
        AnyView(erasing: label)
            .font(Font.callout.weight(.medium))
            .foregroundStyle(isFocused ? Self.focusedTitle : (isSelected ? .white : .secondaryLabel))
            .padding(.horizontal, Self.horizontalPadding / max(1, textScale))
            .frame(height: Self.height)
            .background(isFocused ? .white : (isSelected ? Color.white.opacity(Self.selectedPlatterOpacity) : .clear), in: .capsule)
            .scaleEffect(isFocused ? Self.focusScale : 1)
    }
}
