import UICore

/// Settings: layout direction, keyboard navigation (F1), hover effect, reduce motion, watch layout,
/// and Quit.
struct SettingsScreen: View {
    let model: AppModel

    var body: some View {
        let s = model.settings
        VStack(alignment: .leading, spacing: 20) {
            Text("Settings").font(.title2).padding(.bottom, 12).accessibilityAddTraits(.isHeader)
            row("Right-to-Left Layout", "setting-rtl", s.rightToLeft) { $0.rightToLeft = $1 }
            row("Keyboard Navigation", "setting-keyboard-navigation", s.keyboardNavigation) { $0.keyboardNavigation = $1 }
            row("Highlight Hover Effect", "setting-hover-effect", s.highlightEffect) { $0.highlightEffect = $1 }
            row("Reduce Motion", "setting-reduce-motion", s.reduceMotion) { $0.reduceMotion = $1 }
            row("Watch Layout", "setting-watch-layout", s.watchLayout) { $0.watchLayout = $1 }
            crownSensitivityRow(s.crownSensitivity)
            Text("Keyboard navigation lets Tab reach buttons and pickers; Space activates them.")
                .font(.caption).foregroundStyle(.secondaryLabel).padding(.top, 12)
            // Quitting without a window manager (a TV box, a kiosk): asks first, as Back on the tab bar does.
            Button("Quit FocusCookbook") { model.asksToQuit = true }
                .id("setting-quit")
                .padding(.top, 12)
        }
        .frame(maxWidth: 1000, maxHeight: .infinity, alignment: .top)
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
        .padding(.top, 40)
    }

    /// The Digital Crown's sensitivity: each activation steps low → medium → high → low.
    private func crownSensitivityRow(_ level: DigitalCrownSensitivity) -> some View {
        let all = DigitalCrownSensitivity.allCases
        let next = all[((all.firstIndex(of: level) ?? 0) + 1) % all.count]
        return Button("Crown Sensitivity: \(level.rawValue.capitalized)") {
            model.update(crownSensitivity: next)
        }
        .accessibilityLabel("Crown Sensitivity")
        .accessibilityValue(level.rawValue)
        .accessibilityHint("Steps through low, medium and high")
        .id("setting-crown-sensitivity")
    }

    /// A settings switch showing the effective value; flipping it saves the opposite (and ends a
    /// launch override such as `--rtl`).
    private func row(_ title: String, _ id: String, _ value: Bool, _ set: @escaping (inout UserData.Settings, Bool) -> Void) -> some View {
        Toggle(title, isOn: Binding(get: { value }, set: { _ in
            if id == "setting-rtl" { model.forcesRightToLeft = false }
            model.update(settings: { set(&$0, !value) }, id: id, value: !value)
        }))
        .id(id)
    }
}
