import UICore

/// What a provider knows about the widget it serves (WidgetKit's `TimelineProviderContext`).
public struct TimelineProviderContext: Hashable, Sendable, Codable {
    /// The widget's size in points.
    public var displaySize: Size
    /// True for the widget gallery and timeline previews: return sample data quickly.
    public var isPreview: Bool
    /// The host's time zone (an IANA identifier), where "today" is cut; nil: the extension's own.
    public var timeZone: String?

    public init(displaySize: Size, isPreview: Bool = false, timeZone: String? = nil) {
        self.displaySize = displaySize; self.isPreview = isPreview; self.timeZone = timeZone
    }
}
