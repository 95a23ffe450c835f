import UICore

/// Settings: layout direction, keyboard navigation (F1), hover effect, reduce motion, watch layout.
struct SettingsScreen: View {
    let model: AppModel

    var body: some View {
        let s = model.settings
        VStack(alignment: .leading, spacing: 20) {
            Text("Settings").font(.title2).padding(.bottom, 12)
            row("Right-to-Left Layout", "setting-rtl", s.rightToLeft) { $0.rightToLeft.toggle() }
            row("Keyboard Navigation", "setting-keyboard-navigation", s.keyboardNavigation) { $0.keyboardNavigation.toggle() }
            row("Highlight Hover Effect", "setting-hover-effect", s.highlightEffect) { $0.highlightEffect.toggle() }
            row("Reduce Motion", "setting-reduce-motion", s.reduceMotion) { $0.reduceMotion.toggle() }
            row("Watch Layout", "setting-watch-layout", s.watchLayout) { $0.watchLayout.toggle() }
            Text("Keyboard navigation lets Tab reach buttons and pickers; Space activates them.")
                .font(.caption).foregroundStyle(.secondaryLabel).padding(.top, 12)
        }
        .frame(maxWidth: 1000, maxHeight: .infinity, alignment: .top)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 40)
    }

    private func row(_ title: String, _ id: String, _ value: Bool, _ flip: @escaping (inout UserData.Settings) -> Void) -> some View {
        Toggle(title, isOn: Binding(get: { value }, set: { _ in model.update(settings: flip, id: id, value: !value) }))
            .id(id)
    }
}
