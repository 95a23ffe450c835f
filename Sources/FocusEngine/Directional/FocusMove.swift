import UICore

/// A focus move a person can make: four directions (arrows, D-pad, remote swipes) and the
/// sequential pair (Tab, Shift-Tab).
public enum FocusMove: String, Hashable, Sendable, CaseIterable {
    /// A move toward smaller window y.
    case up
    /// A move toward larger window y.
    case down
    /// A move toward smaller window x (spatial, in every layout direction).
    case left
    /// A move toward larger window x (spatial, in every layout direction).
    case right
    /// Tab.
    case next
    /// Shift-Tab.
    case previous

    /// The same move as a direction.
    public init(_ direction: MoveDirection) {
        switch direction {
        case .up: self = .up
        case .down: self = .down
        case .left: self = .left
        case .right: self = .right
        }
    }

    /// The direction of a directional move, nil for next/previous.
    public var direction: MoveDirection? {
        switch self {
        case .up: .up
        case .down: .down
        case .left: .left
        case .right: .right
        case .next, .previous: nil
        }
    }
}
