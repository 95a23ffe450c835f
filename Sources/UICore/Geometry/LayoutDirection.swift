/// The reading direction of the locale: left-to-right, or right-to-left (Arabic, Hebrew).
public enum LayoutDirection: String, Hashable, Sendable, Codable {
    case leftToRight
    case rightToLeft
}
