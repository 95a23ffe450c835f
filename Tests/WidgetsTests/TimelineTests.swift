import Foundation
import Testing
import Widgets

/// A minimal entry for timeline arithmetic.
struct Tick: TimelineEntry, Equatable {
    var date: Date
    var label: String
}

/// Timelines: which entry shows when, and when the host reloads (W1).
@Suite struct TimelineTests {
    static func at(_ s: Double) -> Date { Date(timeIntervalSince1970: s) }

    @Test func showsTheLatestEntryWhoseDateHasPassed() {
        let t = Timeline(entries: [Tick(date: Self.at(200), label: "b"), Tick(date: Self.at(100), label: "a"),
                                   Tick(date: Self.at(300), label: "c")], policy: .atEnd)
        #expect(t.entries.map(\.label) == ["a", "b", "c"])
        #expect(t.entry(at: Self.at(50))?.label == "a")     // before the first: the first, never blank
        #expect(t.entry(at: Self.at(100))?.label == "a")
        #expect(t.entry(at: Self.at(299.9))?.label == "b")
        #expect(t.entry(at: Self.at(1e9))?.label == "c")
        #expect(t.nextEntryDate(after: Self.at(100)) == Self.at(200))
        #expect(t.nextEntryDate(after: Self.at(300)) == nil)
        #expect(Timeline<Tick>(entries: [], policy: .atEnd).entry(at: Self.at(0)) == nil)
    }

    @Test func equalDatesKeepTheProvidersOrder() {
        let t = Timeline(entries: [Tick(date: Self.at(1), label: "x"), Tick(date: Self.at(1), label: "y")], policy: .never)
        #expect(t.entries.map(\.label) == ["x", "y"])
        #expect(t.entry(at: Self.at(1))?.label == "y")
    }

    @Test func reloadPolicies() {
        let entries = [Tick(date: Self.at(10), label: "a"), Tick(date: Self.at(20), label: "b")]
        #expect(Timeline(entries: entries, policy: .atEnd).reloadDate == Self.at(20))
        #expect(Timeline(entries: entries, policy: .after(Self.at(15))).reloadDate == Self.at(15))
        #expect(Timeline(entries: entries, policy: .never).reloadDate == nil)
        #expect(Timeline<Tick>(entries: [], policy: .atEnd).reloadDate == nil)
    }

    @Test func mappingKeepsDatesAndPolicy() {
        let t = Timeline(entries: [Tick(date: Self.at(10), label: "a")], policy: .after(Self.at(99)))
        let m = t.map { Tick(date: $0.date, label: $0.label.uppercased()) }
        #expect(m.entries == [Tick(date: Self.at(10), label: "A")])
        #expect(m.policy == .after(Self.at(99)))
    }
}
