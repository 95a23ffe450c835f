import UICore

/// Settings: layout direction, keyboard navigation (F1), hover effect, reduce motion, watch layout,
/// crown sensitivity; accessibility (spoken feedback, larger text, increase contrast, bold text);
/// and Quit. The rows scroll when larger text makes them taller than the screen (focus moving
/// down scrolls the focused row into view).
struct SettingsScreen: View {
    let model: AppModel

    var body: some View {
        let s = model.settings
        ScrollView {
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
                Text("Accessibility").font(.title3).padding(.top, 24).accessibilityAddTraits(.isHeader)
                row("Spoken Feedback", "setting-spoken-feedback", s.spokenFeedback) { $0.spokenFeedback = $1 }
                    .accessibilityHint("Reads what focus lands on aloud; Control-Alt-S turns it on and off")
                if s.spokenFeedback, let problem = model.speechProblem {
                    Text("Speech is unavailable (\(problem)); what would be spoken goes only into the trace.")
                        .font(.caption).foregroundStyle(.secondaryLabel).id("setting-spoken-feedback-unavailable")
                }
                row("Larger Text", "setting-larger-text", s.largerText) { $0.largerText = $1 }
                row("Increase Contrast", "setting-increase-contrast", s.increaseContrast) { $0.increaseContrast = $1 }
                row("Bold Text", "setting-bold-text", s.boldText) { $0.boldText = $1 }
                // Quitting without a window manager (a TV box, a kiosk): asks first, as Back on the tab bar does.
                Button("Quit FocusCookbook") { model.asksToQuit = true }
                    .id("setting-quit")
                    .padding(.top, 12)
            }
            .frame(maxWidth: 1000, alignment: .topLeading)
            .frame(maxWidth: .infinity, alignment: .top)
        }
        // The 40 pt inset every screen keeps below the tab bar, and room for a focused row's lift.
        .contentMargins(.top, 40)
        .contentMargins(.bottom, 40)
        .id("settings-scroll")
        .frame(maxWidth: .infinity, maxHeight: .infinity, alignment: .top)
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
    /// launch override such as `--rtl` or `--speak`).
    private func row(_ title: String, _ id: String, _ value: Bool, _ set: @escaping (inout UserData.Settings, Bool) -> Void) -> some View {
        Toggle(title, isOn: Binding(get: { value }, set: { _ in
            if id == "setting-rtl" { model.forcesRightToLeft = false }
            if id == "setting-spoken-feedback" { model.forcesSpokenFeedback = false }
            model.update(settings: { set(&$0, !value) }, id: id, value: !value)
        }))
        .id(id)
    }
}
