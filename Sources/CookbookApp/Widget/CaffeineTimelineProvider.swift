import Foundation
import Widgets

/// The caffeine widget's timeline: today's entry now, and a zero entry at the next local
/// midnight, reloaded at the end (W1). Runs in the widget extension, reading the shared store.
public struct CaffeineTimelineProvider: TimelineProvider {
    /// Reads the day's log and the widget's switch (the shared store in the extension).
    let log: @Sendable (DateInterval) throws -> [CaffeineLogEntry]
    let decafOnly: @Sendable () throws -> Bool
    /// The drinks the log refers to.
    let drinks: [Drink]
    /// The wall clock, apart from the animation clock.
    let now: @Sendable () -> Date
    /// The calendar (and time zone) that decides where "today" ends.
    let calendar: Calendar

    public init(drinks: [Drink], calendar: Calendar, now: @escaping @Sendable () -> Date,
                log: @escaping @Sendable (DateInterval) throws -> [CaffeineLogEntry],
                decafOnly: @escaping @Sendable () throws -> Bool) {
        self.drinks = drinks; self.calendar = calendar; self.now = now; self.log = log; self.decafOnly = decafOnly
    }

    public func placeholder(in context: Context) -> CaffeineEntry {
        CaffeineEntry(date: now(), totalMg: 0, lastDrink: nil, lastLog: nil, drinkCount: 0, decafOnly: false)
    }

    public func snapshot(in context: Context) async -> CaffeineEntry { entry(at: now()) }

    public func timeline(in context: Context) async -> Timeline<CaffeineEntry> {
        let date = now()
        let calendar = calendar(for: context)
        let today = CaffeineDay.interval(containing: date, calendar: calendar)
        // At local midnight the total starts again from zero; then the host asks for a new day.
        return Timeline(entries: [entry(at: date, calendar: calendar), entry(at: today.end, calendar: calendar)], policy: .atEnd)
    }

    /// The provider's calendar in the host's time zone, when the host names one.
    func calendar(for context: Context) -> Calendar {
        var c = calendar
        if let id = context.timeZone, let zone = TimeZone(identifier: id) { c.timeZone = zone }
        return c
    }

    /// The entry for the local day containing `date` (a later entry's day holds no drinks yet).
    func entry(at date: Date, calendar: Calendar? = nil) -> CaffeineEntry {
        let calendar = calendar ?? self.calendar
        let entries = (try? log(CaffeineDay.interval(containing: date, calendar: calendar))) ?? []
        let last = entries.last.flatMap { e in drinks.first { $0.id == e.drinkID } }
        return CaffeineEntry(date: date, totalMg: CaffeineDay.total(entries), lastDrink: last, lastLog: entries.last,
                             drinkCount: entries.count, decafOnly: (try? decafOnly()) ?? false)
    }
}
