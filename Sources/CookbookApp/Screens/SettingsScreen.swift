import UICore

/// Settings: layout direction, keyboard navigation (F1), hover effect, reduce motion, watch layout,
/// crown sensitivity; accessibility (spoken feedback, larger text, increase contrast, bold text);
/// and Quit. The rows scroll when larger text makes them taller than the screen (focus moving
/// down scrolls the focused row into view).
struct SettingsScreen: View {
    @Bindable var model: AppModel

    var body: some View {
        let s = model.settings
        ScrollView {
            VStack(alignment: .leading, spacing: 20) {
                Text("Settings").font(.title2).padding(.bottom, 12).accessibilityAddTraits(.isHeader)
                row("Right-to-Left Layout", "setting-rtl", $model.settings.rightToLeft)
                row("Keyboard Navigation", "setting-keyboard-navigation", $model.settings.keyboardNavigation)
                row("Highlight Hover Effect", "setting-hover-effect", $model.settings.highlightEffect)
                row("Reduce Motion", "setting-reduce-motion", $model.settings.reduceMotion)
                row("Watch Layout", "setting-watch-layout", $model.settings.watchLayout)
                crownSensitivityRow(s.crownSensitivity)
                languageRow(s.language)
                Text("Keyboard navigation lets Tab reach buttons and pickers; Space activates them.")
                    .font(.caption).foregroundStyle(.secondaryLabel).padding(.top, 12)
                Text("Accessibility").font(.title3).padding(.top, 24).accessibilityAddTraits(.isHeader)
                row("Spoken Feedback", "setting-spoken-feedback", $model.settings.spokenFeedback)
                    .accessibilityHint("Reads what focus lands on aloud; Control-Alt-S turns it on and off")
                if s.spokenFeedback, let problem = model.preferences.speechProblem {
                    Text("Speech is unavailable (\(problem)); what would be spoken goes only into the trace.")
                        .font(.caption).foregroundStyle(.secondaryLabel).id("setting-spoken-feedback-unavailable")
                }
                // Which reader reads the app: Orca over AT-SPI when it runs (spoken feedback then
                // stays silent), and whether Orca could.
                if model.preferences.screenReaderRunning {
                    Text("Orca or another screen reader is reading the app (AT-SPI): spoken feedback stays silent.")
                        .font(.caption).foregroundStyle(.secondaryLabel).id("setting-screen-reader")
                } else if model.preferences.accessibilityBusConnected {
                    Text("Screen readers such as Orca can read the app (AT-SPI).")
                        .font(.caption).foregroundStyle(.secondaryLabel).id("setting-screen-reader")
                }
                row("Larger Text", "setting-larger-text", $model.settings.largerText)
                if s.largerText { largerTextSizeRow(s.largerTextSize) }
                row("Increase Contrast", "setting-increase-contrast", $model.settings.increaseContrast)
                row("Bold Text", "setting-bold-text", $model.settings.boldText)
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
        let next = level.next
        return Button("Crown Sensitivity: \(model.localized(LocalizedStringKey(level.rawValue.capitalized)))") {
            model.preferences.update(crownSensitivity: next)
        }
        .accessibilityLabel("Crown Sensitivity")
        .accessibilityValue(LocalizedStringKey(level.rawValue))
        .accessibilityHint("Steps through low, medium and high")
        .id("setting-crown-sensitivity")
    }

    /// Larger Text's size, shown while it is on: each activation steps Large ↔ Extra Large.
    private func largerTextSizeRow(_ size: LargerTextSize) -> some View {
        let shown = model.localized(LocalizedStringKey(size.title))
        return Button("Text Size: \(shown)") { model.preferences.update(largerTextSize: size.next) }
            .accessibilityLabel("Text Size")
            .accessibilityValue(shown)
            .accessibilityHint("Steps between large and extra large")
            .id("setting-larger-text-size")
    }

    /// The interface's language: each activation steps System → English → 한국어 → 日本語.
    /// A language is named in its own words; "System" says which one the system gives.
    private func languageRow(_ language: AppLanguage) -> some View {
        let shown = language.endonym ?? model.localized("System (\(AppLanguage.endonym(of: model.systemLocale)))")
        return Button("Language: \(shown)") { model.preferences.update(language: language.next) }
            .accessibilityLabel("Language")
            .accessibilityValue(shown)
            .accessibilityHint("Steps through the system's language, English, Korean and Japanese")
            .id("setting-language")
    }

    /// A settings switch bound to the setting in effect (the model saves and traces a flip and
    /// ends a launch override such as `--rtl` or `--speak`: ``AppModel/settings``).
    private func row(_ title: LocalizedStringKey, _ id: String, _ isOn: Binding<Bool>) -> some View {
        Toggle(title, isOn: isOn).id(id)
    }
}
