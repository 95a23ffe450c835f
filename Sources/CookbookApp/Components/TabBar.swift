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
