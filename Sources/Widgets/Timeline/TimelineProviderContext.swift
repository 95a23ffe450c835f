import UICore

/// What a provider knows about the widget it serves (WidgetKit's `TimelineProviderContext`).
public struct TimelineProviderContext: Hashable, Sendable, Codable {
    /// The widget's size in points.
    public var displaySize: Size
    /// True for the widget gallery and timeline previews: return sample data quickly.
    public var isPreview: Bool

    public init(displaySize: Size, isPreview: Bool = false) {
        self.displaySize = displaySize; self.isPreview = isPreview
    }
}
