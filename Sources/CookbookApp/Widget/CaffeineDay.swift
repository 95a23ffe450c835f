import Foundation

/// "Today" for the caffeine log: the local calendar day, rolling over at local midnight.
public enum CaffeineDay {
    /// The local day containing `date` in `calendar`'s time zone (23 or 25 hours long across a
    /// daylight-saving change).
    public static func interval(containing date: Date, calendar: Calendar) -> DateInterval {
        calendar.dateInterval(of: .day, for: date) ?? DateInterval(start: date, duration: 86_400)
    }

    /// Milligrams in `entries`, saturating at `Int.max` instead of overflowing.
    public static func total(_ entries: [CaffeineLogEntry]) -> Int {
        entries.reduce(0) { total, e in
            let (sum, overflow) = total.addingReportingOverflow(e.caffeineMg)
            return overflow ? Int.max : sum
        }
    }
}
