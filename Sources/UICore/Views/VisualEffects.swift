/// Opacity, scale, rotation and offset: visual only, never layout (also what scroll transitions drive).
public struct VisualEffects: Sendable, Equatable {
    public var opacity: Double = 1
    public var scale: Double = 1
    public var rotation: Double = 0
    public var offset = Point.zero
    /// An extra transform (e.g. the highlight effect's perspective), applied about the node's frame.
    public var transform: Transform = .identity

    public init() {}

    public var isIdentity: Bool { self == VisualEffects() }
}
