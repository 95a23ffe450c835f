import Foundation

/// A provider's answer: entries in date order and when to ask again (WidgetKit's `Timeline`).
public struct Timeline<Entry: TimelineEntry>: Sendable {
    /// The entries, sorted by date (entries with equal dates keep the provider's order).
    public let entries: [Entry]
    /// When the host reloads the timeline.
    public let policy: TimelineReloadPolicy

    /// A timeline of `entries` (sorted here by date) with a reload policy.
    public init(entries: [Entry], policy: TimelineReloadPolicy) {
        self.entries = entries.enumerated()
            .sorted { $0.element.date == $1.element.date ? $0.offset < $1.offset : $0.element.date < $1.element.date }
            .map(\.element)
        self.policy = policy
    }

    /// The index of the entry shown at `date`: the last entry whose date is at or before it.
    /// Before the first entry's date the first entry shows (a widget is never blank); nil only
    /// for an empty timeline.
    public func index(at date: Date) -> Int? {
        guard !entries.isEmpty else { return nil }
        // Binary search for the first entry later than `date`.
        var lo = 0, hi = entries.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if entries[mid].date <= date { lo = mid + 1 } else { hi = mid }
        }
        return Swift.max(0, lo - 1)
    }

    /// The entry shown at `date` (see ``index(at:)``).
    public func entry(at date: Date) -> Entry? { index(at: date).map { entries[$0] } }

    /// The first entry date strictly after `date`: when the shown entry next changes.
    public func nextEntryDate(after date: Date) -> Date? { entries.first { $0.date > date }?.date }

    /// When the host should reload: `.atEnd` the last entry's date, `.after(d)` at `d`, `.never`
    /// (and an empty `.atEnd` timeline, which has no end) nil.
    public var reloadDate: Date? {
        switch policy {
        case .atEnd: entries.last?.date
        case .after(let d): d
        case .never: nil
        }
    }

    /// The timeline with every entry mapped (e.g. to archives), keeping dates' order and the policy.
    public func map<Other: TimelineEntry>(_ transform: (Entry) throws -> Other) rethrows -> Timeline<Other> {
        Timeline<Other>(entries: try entries.map(transform), policy: policy)
    }
}
