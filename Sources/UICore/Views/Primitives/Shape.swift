/// A shape view: a rectangle, rounded rectangle, capsule or circle, filled and/or stroked.
public struct Shape: PrimitiveView {
    public var kind: ShapeKind
    var fillPaint: Paint?
    var strokeColor: Color?
    var lineWidth: Double = 1

    public init(_ kind: ShapeKind) { self.kind = kind }

    public func makeNode(in context: ResolveContext) -> Node {
        let fill = fillPaint ?? (strokeColor == nil ? .color(context.environment.foregroundColor) : nil)
        return Node(.shape(ShapeContent(shape: kind, fill: fill, stroke: strokeColor, lineWidth: lineWidth)),
                    environment: context.environment)
    }

    /// Fills the shape with a colour.
    public func fill(_ color: Color) -> Shape { var s = self; s.fillPaint = .color(color); return s }
    /// Fills the shape with a paint (e.g. a gradient).
    public func fill(_ paint: Paint) -> Shape { var s = self; s.fillPaint = paint; return s }
    /// Strokes inside the outline (SwiftUI's `strokeBorder`).
    public func strokeBorder(_ color: Color, lineWidth: Double = 1) -> Shape {
        var s = self; s.strokeColor = color; s.lineWidth = lineWidth; return s
    }
}

/// A rectangle (SwiftUI's `Rectangle()`).
public func Rectangle() -> Shape { Shape(.rect) }
/// A rounded rectangle (SwiftUI's `RoundedRectangle(cornerRadius:)`).
public func RoundedRectangle(cornerRadius: Double) -> Shape { Shape(.roundedRect(cornerRadius: cornerRadius)) }
/// A capsule (SwiftUI's `Capsule()`).
public func Capsule() -> Shape { Shape(.capsule) }
/// A circle (SwiftUI's `Circle()`).
public func Circle() -> Shape { Shape(.circle) }

extension Color: PrimitiveView {
    /// A colour as a view fills the space offered to it.
    public func makeNode(in context: ResolveContext) -> Node {
        Node(.shape(ShapeContent(shape: .rect, fill: .color(self))), environment: context.environment)
    }
}
