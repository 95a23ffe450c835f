/// What a ``GeometryReader``'s content is built with: the size it is placed at, and where.
public struct GeometryProxy: Sendable, Equatable {
    /// The reader's size, in points.
    public var size: Size
    /// The reader's frame in the window, in points.
    var globalFrame: Rect

    /// The reader's frame in `space`: `.global` (the window) or `.local` (its own, at the origin).
    public func frame(in space: CoordinateSpace) -> Rect {
        switch space {
        case .global: globalFrame
        case .local: Rect(origin: .zero, size: size)
        }
    }

    /// The insets of the safe area: none on a TV's or a desktop's window.
    public var safeAreaInsets: EdgeInsets { .zero }
}

/// A coordinate space a ``GeometryProxy`` gives frames in (SwiftUI's `CoordinateSpace`).
public enum CoordinateSpace: Sendable, Hashable {
    /// The window's.
    case global
    /// The view's own.
    case local
}
