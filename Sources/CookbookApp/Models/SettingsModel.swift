import UICore

/// The settings in effect and their changes: the saved settings with this launch's overrides
/// (`--rtl`, `--speak`, `--language`) applied, each change saved and traced as its row's
/// `value`, and what the platform says of speech and screen readers for the Settings screen.
public final class SettingsModel: ObservableModel {
    private let repository: UserDataRepository

    init(repository: UserDataRepository) { self.repository = repository }

    /// The settings in effect: the saved ones, with launch overrides (`--rtl`) applied.
    ///
    /// Set (a switch bound as `$model.settings.rightToLeft`, ``AppModel/settings``), each switch
    /// that changed is saved and traced as its row's `value` (``SettingSwitch``), and ends its
    /// launch override, so flipping a switch shown on by `--rtl` turns it off.
    public var values: UserData.Settings {
        get {
            var s = repository.userData.settings
            if forcesRightToLeft { s.rightToLeft = true }
            if forcesSpokenFeedback { s.spokenFeedback = true }
            if let forcedLanguage { s.language = forcedLanguage }
            return s
        }
        set {
            let old = values
            for flipped in SettingSwitch.all where old[keyPath: flipped.key] != newValue[keyPath: flipped.key] {
                let on = newValue[keyPath: flipped.key]
                if flipped.key == \UserData.Settings.rightToLeft { forcesRightToLeft = false }
                if flipped.key == \UserData.Settings.spokenFeedback { forcesSpokenFeedback = false }
                update(settings: { $0[keyPath: flipped.key] = on }, id: flipped.id, value: on)
            }
        }
    }

    /// `--speak`: spoken feedback on for this launch, without changing the saved setting.
    @Observed public var forcesSpokenFeedback = false
    /// Why spoken feedback cannot be heard (no speech service), nil when it can or is off: the
    /// Settings row says so (set by the runtime each frame).
    @Observed public internal(set) var speechProblem: String?
    /// Whether the desktop's screen reader (Orca) runs and reads the app over AT-SPI; the
    /// Settings screen says so (set by the runtime each frame).
    @Observed public internal(set) var screenReaderRunning = false
    /// Whether the app's accessibility tree is on the AT-SPI bus, where Orca can read it.
    @Observed public internal(set) var accessibilityBusConnected = false

    /// `--rtl`: right-to-left for this launch, without changing the saved setting.
    @Observed public var forcesRightToLeft = false

    /// `--language`: the interface's language for this launch, without changing the saved
    /// setting; choosing one in Settings ends it.
    @Observed public var forcedLanguage: AppLanguage?

    /// Sets Larger Text's size, traced as the `value` of `setting-larger-text-size`.
    public func update(largerTextSize size: LargerTextSize) {
        repository.change("setting setting-larger-text-size") { $0.settings.largerTextSize = size }
        repository.emit(.value(id: "setting-larger-text-size", value: .string(size.rawValue)))
    }

    /// Sets the interface language, traced as the `value` of `setting-language`.
    public func update(language: AppLanguage) {
        forcedLanguage = nil
        repository.change("setting setting-language") { $0.settings.language = language }
        repository.emit(.value(id: "setting-language", value: .string(language.rawValue)))
    }

    /// Sets the Digital Crown sensitivity, traced as the `value` of `setting-crown-sensitivity`.
    public func update(crownSensitivity level: DigitalCrownSensitivity) {
        repository.change("setting setting-crown-sensitivity") { $0.settings.crownSensitivity = level }
        repository.emit(.value(id: "setting-crown-sensitivity", value: .string(level.rawValue)))
    }

    /// Sets one switch with `body`, traced as the `value` `value` of the row `id`.
    public func update(settings body: (inout UserData.Settings) -> Void, id: String, value: Bool) {
        repository.change("setting \(id)") { body(&$0.settings) }
        repository.emit(.value(id: ViewID(id), value: .bool(value)))
    }
}
