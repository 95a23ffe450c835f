/// Which part of a scroll view a content margin applies to (SwiftUI's `ContentMarginPlacement`).
public enum ContentMarginPlacement: String, Hashable, Sendable, CaseIterable {
    /// Both the content and the scroll indicators.
    case automatic
    /// Only the scrolled content.
    case scrollContent
    /// Only the scroll indicators.
    case scrollIndicators
}
