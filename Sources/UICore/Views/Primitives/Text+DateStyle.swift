import Foundation

extension Text {
    /// How ``Text/init(_:style:)`` writes a date (SwiftUI's `Text.DateStyle`): the time of day,
    /// or the calendar date. SwiftUI's live styles (`relative`, `offset`, `timer`), which count
    /// on as the clock runs, are not offered.
    public struct DateStyle: Hashable, Sendable {
        enum Kind: Hashable, Sendable { case time, date }
        let kind: Kind

        /// The time of day, hours and minutes ("3:42 PM" in English (United States)).
        public static let time = DateStyle(kind: .time)
        /// The calendar date, the month written out ("June 3, 2026").
        public static let date = DateStyle(kind: .date)

        /// `date` written in this style for `locale` and `timeZone`.
        func format(_ date: Date, locale: Locale, timeZone: TimeZone) -> String {
            var style: Date.FormatStyle
            switch kind {
            case .time: style = Date.FormatStyle(date: .omitted, time: .shortened)
            case .date: style = Date.FormatStyle(date: .long, time: .omitted)
            }
            style.locale = locale
            style.timeZone = timeZone
            return style.format(date)
        }
    }

    /// Text showing `date` in `style` (SwiftUI's `Text(_:style:)`), in the environment's locale
    /// and time zone: `Text(episode.airs, style: .time)`, `Text(.now, style: .date)`.
    public init(_ date: Date, style: DateStyle) { self.source = .date(date, style) }
}
