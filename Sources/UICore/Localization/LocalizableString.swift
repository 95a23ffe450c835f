import Foundation

/// A title a control was given: a key to look up in the environment's catalogue (a literal, as
/// `Button("Done")`), or a string shown as it is (a variable, as `Button(recipe.name)`) — the
/// two ways SwiftUI's initialisers take text.
enum LocalizableString: Hashable, Sendable {
    case localized(LocalizedStringKey)
    case verbatim(String)
    /// A date written in a ``Text/DateStyle`` for the environment's locale and time zone.
    case date(Date, Text.DateStyle)

    /// The text to show in `environment`'s language.
    func resolved(in environment: EnvironmentValues) -> String {
        switch self {
        case .localized(let key): environment.localized(key)
        case .verbatim(let s): s
        case .date(let date, let style): style.format(date, locale: environment.locale, timeZone: environment.timeZone)
        }
    }
}
