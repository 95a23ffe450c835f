/// One of the Settings screen's switches: the setting it flips and the id its row (and its
/// `value` trace event) carries.
public struct SettingSwitch: Sendable {
    /// The row's id (`setting-rtl` …), also the id of the `value` event a flip traces.
    public let id: String
    /// The setting, as a key path of ``UserData/Settings``.
    public let key: WritableKeyPath<UserData.Settings, Bool> & Sendable

    /// Every switch, in the screen's order.
    public static let all: [SettingSwitch] = [
        SettingSwitch(id: "setting-rtl", key: \.rightToLeft),
        SettingSwitch(id: "setting-keyboard-navigation", key: \.keyboardNavigation),
        SettingSwitch(id: "setting-hover-effect", key: \.highlightEffect),
        SettingSwitch(id: "setting-reduce-motion", key: \.reduceMotion),
        SettingSwitch(id: "setting-watch-layout", key: \.watchLayout),
        SettingSwitch(id: "setting-spoken-feedback", key: \.spokenFeedback),
        SettingSwitch(id: "setting-larger-text", key: \.largerText),
        SettingSwitch(id: "setting-increase-contrast", key: \.increaseContrast),
        SettingSwitch(id: "setting-bold-text", key: \.boldText),
    ]
}
