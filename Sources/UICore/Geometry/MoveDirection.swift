/// A directional move: a remote swipe, a D-pad press or an arrow key (SwiftUI's `MoveCommandDirection`).
public enum MoveDirection: String, Hashable, Sendable, Codable, CaseIterable {
    case up, down, left, right

    /// The axis the move travels along.
    public var axis: Axis { (self == .left || self == .right) ? .horizontal : .vertical }

    /// The opposite direction.
    public var opposite: MoveDirection {
        switch self { case .up: .down; case .down: .up; case .left: .right; case .right: .left }
    }

    /// The direction mirrored for right-to-left layouts (left and right swap).
    public func mirrored(for direction: LayoutDirection) -> MoveDirection {
        guard direction == .rightToLeft else { return self }
        switch self { case .left: return .right; case .right: return .left; default: return self }
    }

    /// +1 for right/down, -1 for left/up.
    public var sign: Double { (self == .right || self == .down) ? 1 : -1 }
}

/// SwiftUI's name for the direction an `onMoveCommand` handler receives: the same type, so a
/// handler written against SwiftUI compiles unchanged. (FocusEngine's `FocusMove` is a move, not a
/// second direction type: one of these four directions, or Tab / Shift-Tab.)
public typealias MoveCommandDirection = MoveDirection
