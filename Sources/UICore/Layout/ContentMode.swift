/// How a view sized to an aspect ratio meets the space offered it (SwiftUI's `ContentMode`).
public enum ContentMode: Sendable, Hashable {
    /// As large as fits inside the space offered, whole.
    case fit
    /// As small as covers the space offered; the view may then be larger than the space.
    case fill
}
