/// How a shape is painted.
public enum Paint: Sendable, Equatable {
    case color(Color)
    /// A linear gradient between unit points of the shape's rect.
    case linearGradient(Color, Color, start: Point, end: Point)
}
