import UICore

/// The tvOS top tab bar: one focus section across the window, so moving up from any screen lands
/// on it, on the current tab (its default focus; the runtime forgets the bar's memory when the
/// tab changes). As on tvOS, focusing a tab shows its screen (``AppRuntime/focusDidChange(to:)``);
/// the current tab is drawn as a filled capsule, the focused one white.
struct TabBar: View {
    let model: AppModel

    var body: some View {
        HStack(spacing: 8) {
            Spacer()
            ForEach(Screen.tabs, id: \.self) { tab in
                TabLabel(title: tab.title, isCurrent: model.navigation.currentTab == tab)
                    .focusable(interactions: .activate)
                    .prefersDefaultFocus(model.navigation.currentTab == tab)
                    .contentShape(.capsule)
                    .focusEffectDisabled()
                    .onTapGesture { model.activate(tab: tab) }
                    // "Recipes, selected, tab", as VoiceOver reads a tvOS tab bar.
                    .accessibilityAddTraits(model.navigation.currentTab == tab ? [.isTab, .isSelected] : .isTab)
                    .id(ScreenViewID.tab(tab))
            }
            Spacer()
        }
        .frame(height: Theme.tabBarHeight)
        .focusSection(remembersLastFocus: true)
        .id("tab-bar")
        .toastsKeepClear()
    }
}
