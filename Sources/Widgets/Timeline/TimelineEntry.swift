import Foundation

/// One moment a widget shows: WidgetKit's `TimelineEntry`.
///
/// A provider returns entries with the dates at which each becomes current; the host shows the
/// latest entry whose date has passed. Entries carry whatever the widget's view needs to render.
public protocol TimelineEntry: Sendable {
    /// When this entry becomes the one the widget shows (wall-clock time).
    var date: Date { get }
}
