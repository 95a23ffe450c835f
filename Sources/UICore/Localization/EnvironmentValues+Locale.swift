import Foundation

extension EnvironmentValues {
    private enum LocaleKey: EnvironmentKey { static let defaultValue = Locale(identifier: "en_US") }
    private enum StringCatalogKey: EnvironmentKey { static let defaultValue = StringCatalog.empty }
    private enum TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .current } }

    /// The locale the interface is shown in (SwiftUI's `\.locale`): which translation texts
    /// use, and how numbers and dates are written. English (United States) unless set.
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The time zone dates are shown in (SwiftUI's `\.timeZone`): the system's unless set.
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }

    /// The translations texts, buttons and accessibility labels are looked up in
    /// (``StringCatalog``); none unless set, so every key is shown as written.
    public var stringCatalog: StringCatalog {
        get { self[StringCatalogKey.self] }
        set { self[StringCatalogKey.self] = newValue }
    }

    /// `key` in this environment's language (`String(localized:)` for views).
    public func localized(_ key: LocalizedStringKey) -> String { stringCatalog.string(key, locale: locale) }
}
