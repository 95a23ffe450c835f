import Foundation
import UICore

/// The language the interface is shown and spoken in: the system's (the locale `LC_ALL`,
/// `LC_MESSAGES` or `LANG` name, as every program on Linux reads it) or one chosen in Settings.
/// Recipe data (names, summaries, ingredients) has no translation and stays as written.
public enum AppLanguage: String, Codable, CaseIterable, Sendable {
    case system
    case english = "en"
    case korean = "ko"
    case japanese = "ja"

    /// How Settings names the choice: each language in its own words (as tvOS lists languages),
    /// the system choice in the interface's language.
    public var endonym: String? {
        switch self {
        case .system: nil
        case .english: "English"
        case .korean: "한국어"
        case .japanese: "日本語"
        }
    }

    /// The name of `locale`'s language in its own words when the app has it ("한국어"), else
    /// English's name for the language the app shows in its place.
    public static func endonym(of locale: Locale) -> String {
        let code = locale.language.languageCode?.identifier
        return allCases.first { $0.rawValue == code }?.endonym ?? "English"
    }

    /// The locale this choice shows: the system's as it is; a chosen language with the system's
    /// region when the system speaks it (`ko_KR`), else its home region, so dates and numbers
    /// are written as there.
    public func locale(system: Locale) -> Locale {
        guard self != .system else { return system }
        if system.language.languageCode?.identifier == rawValue { return system }
        let region = switch self { case .korean: "KR"; case .japanese: "JP"; default: "US" }
        return Locale(identifier: "\(rawValue)_\(region)")
    }

    /// The system locale from the POSIX variables in `environment`: the first non-empty of
    /// `LC_ALL`, `LC_MESSAGES`, `LANG`, without its encoding and modifier (`ko_KR.UTF-8@x` is
    /// `ko_KR`); `C`, `POSIX` or none is English (United States).
    public static func systemLocale(environment: [String: String]) -> Locale {
        let name = ["LC_ALL", "LC_MESSAGES", "LANG"].lazy.compactMap { environment[$0] }.first { !$0.isEmpty } ?? ""
        let base = name.split(separator: ".").first.map(String.init)?.split(separator: "@").first.map(String.init) ?? ""
        guard !base.isEmpty, base != "C", base != "POSIX" else { return Locale(identifier: "en_US") }
        return Locale(identifier: base)
    }
}
