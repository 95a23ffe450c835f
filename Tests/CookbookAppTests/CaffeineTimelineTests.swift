import Foundation
import Testing
import Widgets
@testable import CookbookApp

/// The caffeine widget's timeline: "today" is the local day and rolls over at local midnight.
@Suite struct CaffeineTimelineTests {
    static let drinks = [Drink(id: "espresso", name: "Espresso", caffeineMg: 64, emoji: "☕️"),
                         Drink(id: "drip", name: "Drip", caffeineMg: 145, emoji: "☕️")]

    static func calendar(_ zone: String) -> Calendar {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = TimeZone(identifier: zone)!
        return c
    }

    /// A provider over a fixed log, at a fixed wall-clock time.
    static func provider(_ log: [CaffeineLogEntry], zone: String, now: Date) -> CaffeineTimelineProvider {
        CaffeineTimelineProvider(drinks: drinks, calendar: calendar(zone), now: { now },
                                 log: { interval in log.filter { interval.contains(Date(timeIntervalSince1970: $0.time)) && Date(timeIntervalSince1970: $0.time) < interval.end } },
                                 decafOnly: { false })
    }

    static func utc(_ s: String) -> Date { ISO8601DateFormatter().date(from: s)! }

    @Test func theDayRollsOverAtLocalMidnight() async {
        // Tokyo is UTC+9: 23:50 local on the 23rd is 14:50 UTC.
        let log = [CaffeineLogEntry(drinkID: "espresso", caffeineMg: 64, time: Self.utc("2026-11-23T01:00:00Z").timeIntervalSince1970),
                   CaffeineLogEntry(drinkID: "drip", caffeineMg: 145, time: Self.utc("2026-11-23T14:40:00Z").timeIntervalSince1970)]
        let now = Self.utc("2026-11-23T14:50:00Z")
        let t = await Self.provider(log, zone: "Asia/Tokyo", now: now).timeline(in: .init(displaySize: .zero))
        #expect(t.entries.map(\.totalMg) == [209, 0])
        #expect(t.entries[0].lastDrink?.id == "drip")
        // The second entry is at Tokyo midnight (15:00 UTC), and the host reloads then.
        #expect(t.entries[1].date == Self.utc("2026-11-23T15:00:00Z"))
        #expect(t.reloadDate == Self.utc("2026-11-23T15:00:00Z"))
        #expect(t.entry(at: Self.utc("2026-11-23T14:59:59Z"))?.totalMg == 209)
        #expect(t.entry(at: Self.utc("2026-11-23T15:00:00Z"))?.totalMg == 0)
    }

    @Test func aTimeZoneChangeMovesTheDay() async {
        // The same instants seen from New York (UTC−5): 01:00 UTC is the evening of the 22nd.
        let log = [CaffeineLogEntry(drinkID: "espresso", caffeineMg: 64, time: Self.utc("2026-11-23T01:00:00Z").timeIntervalSince1970),
                   CaffeineLogEntry(drinkID: "drip", caffeineMg: 145, time: Self.utc("2026-11-23T14:40:00Z").timeIntervalSince1970)]
        let now = Self.utc("2026-11-23T14:50:00Z")
        let t = await Self.provider(log, zone: "America/New_York", now: now).timeline(in: .init(displaySize: .zero))
        #expect(t.entries[0].totalMg == 145)
        #expect(t.entries[1].date == Self.utc("2026-11-24T05:00:00Z"))
    }

    @Test func totalsSaturateInsteadOfOverflowing() {
        let huge = Array(repeating: CaffeineLogEntry(drinkID: "x", caffeineMg: Int.max / 2 + 1, time: 0), count: 3)
        #expect(CaffeineDay.total(huge) == Int.max)
    }
}
