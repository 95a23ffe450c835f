import UICore

/// The tvOS top tab bar: one focus section across the window, so moving up from any screen lands
/// on it; the current tab is drawn as a filled capsule, the focused one white.
struct TabBar: View {
    let model: AppModel

    var body: some View {
        HStack(spacing: 8) {
            Spacer()
            ForEach(Screen.tabs, id: \.self) { tab in
                TabLabel(title: tab.title, isCurrent: model.screen == tab || (model.screen == .detail && model.backStack.first == tab))
                    .focusable(interactions: .activate)
                    .contentShape(.capsule)
                    .focusEffectDisabled()
                    .onTapGesture { model.show(tab) }
                    .id("tab-\(tab.rawValue)")
            }
            Spacer()
        }
        .frame(height: Theme.tabBarHeight)
        .focusSection(remembersLastFocus: true)
        .id("tab-bar")
    }
}

/// One tab: white capsule when focused, translucent when current, plain text otherwise.
struct TabLabel: View {
    var title: String
    var isCurrent: Bool
    @Environment(\.isFocused) private var isFocused

    var body: some View {
        Text(title)
            .font(Font.callout.weight(.medium))
            .foregroundStyle(isFocused ? Color(r: 28, g: 28, b: 30) : (isCurrent ? .white : .secondaryLabel))
            .padding(.horizontal, 30)
            .frame(height: 64)
            .background(isFocused ? .white : (isCurrent ? Color.white.opacity(0.16) : .clear), in: .capsule)
            .scaleEffect(isFocused ? 1.06 : 1)
    }
}
