import UICore

/// Where a scroll should come to rest: a container-sized rectangle whose origin is the content offset.
///
/// As in SwiftUI, behaviours edit ``rect`` (usually its origin); ``offset`` is a shorthand for it.
public struct ScrollTarget: Hashable, Sendable {
    /// The region to show: origin = content offset, size = container size.
    public var rect: Rect

    /// A target region.
    public init(rect: Rect) { self.rect = rect }

    /// A target at `offset` showing a container of `size`.
    public init(offset: Point, size: Size) { self.rect = Rect(origin: offset, size: size) }

    /// The content offset of the target (the rectangle's origin).
    public var offset: Point {
        get { rect.origin }
        set { rect.origin = newValue }
    }
}
