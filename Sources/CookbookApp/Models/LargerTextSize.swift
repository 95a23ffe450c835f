/// How large Larger Text makes the type: two steps, as iOS's Larger Text slider offers sizes past
/// the default and then its larger accessibility sizes.
public enum LargerTextSize: String, Codable, CaseIterable, Sendable {
    /// ×1.3: about iOS's body from its default Large (17 pt) to xxLarge (21–23 pt).
    case large
    /// ×1.6: about iOS's first accessibility size (body 28 pt against 17 pt: ×1.65), rounded
    /// down so the tab bar's six titles still fit a 1280×720 window in one row.
    case extraLarge

    /// The factor on the whole type ramp (``UICore/EnvironmentValues/textScale``).
    public var scale: Double {
        switch self {
        case .large: 1.3
        case .extraLarge: 1.6
        }
    }

    /// How Settings names it (a key in the interface's catalogue).
    public var title: String {
        switch self {
        case .large: "Large"
        case .extraLarge: "Extra Large"
        }
    }
}
