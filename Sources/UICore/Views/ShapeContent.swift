/// A shape and its fill and inner stroke.
public struct ShapeContent {
    public var shape: ShapeKind
    public var fill: Paint?
    public var stroke: Color?
    public var lineWidth: Double

    public init(shape: ShapeKind, fill: Paint? = nil, stroke: Color? = nil, lineWidth: Double = 1) {
        self.shape = shape; self.fill = fill; self.stroke = stroke; self.lineWidth = lineWidth
    }
}
