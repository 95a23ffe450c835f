/// Supplies a widget's entries: WidgetKit's `TimelineProvider`, in its async form.
///
/// The host calls it only in the widget extension's process: ``placeholder(in:)`` for a widget
/// whose data is not ready yet, ``snapshot(in:)`` for galleries and previews, and
/// ``timeline(in:)`` for what the widget shows over time.
public protocol TimelineProvider: Sendable {
    /// The kind of entry this provider makes.
    associatedtype Entry: TimelineEntry
    /// SwiftUI's name for the context, so providers read as in WidgetKit code.
    typealias Context = TimelineProviderContext

    /// A generic entry shown while real data loads (must return at once).
    func placeholder(in context: Context) -> Entry
    /// One entry showing the widget's current state (quick; sample data is fine in previews).
    func snapshot(in context: Context) async -> Entry
    /// The entries to show from now on, with a reload policy.
    func timeline(in context: Context) async -> Timeline<Entry>
}
