import Foundation

/// When the host asks a provider for a fresh timeline: WidgetKit's `TimelineReloadPolicy`.
public enum TimelineReloadPolicy: Hashable, Sendable, Codable {
    /// After the last entry's date has passed.
    case atEnd
    /// At (or soon after) a given date.
    case after(Date)
    /// Only when the app or an intent asks (`WidgetCenter.reloadTimelines(ofKind:)`).
    case never
}
