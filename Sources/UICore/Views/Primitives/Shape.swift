/// A shape view: a rectangle, rounded rectangle, capsule or circle, filled and/or stroked.
public struct Shape: PrimitiveView {
    public var kind: ShapeKind
    var fillPaint: Paint?
    /// A style to fill with, worked out in the environment the shape resolves in (set by
    /// ``fill(_:)-(S)``; nil: ``fillPaint``).
    var fillStyle: (any ShapeStyle)?
    var strokeColor: Color?
    var lineWidth: Double = 1

    public init(_ kind: ShapeKind) { self.kind = kind }

    public func makeNode(in context: ResolveContext) -> Node {
        let fill = fillStyle?.paint(in: context.environment) ?? fillPaint
            ?? (strokeColor == nil ? .color(context.environment.foregroundColor) : nil)
        return Node(.shape(ShapeContent(shape: kind, fill: fill, stroke: strokeColor, lineWidth: lineWidth)),
                    environment: context.environment)
    }

    /// Fills the shape with a colour.
    public func fill(_ color: Color) -> Shape { var s = self; s.fillPaint = .color(color); s.fillStyle = nil; return s }
    /// Fills the shape with a paint (e.g. a gradient).
    public func fill(_ paint: Paint) -> Shape { var s = self; s.fillPaint = paint; s.fillStyle = nil; return s }
    /// Fills the shape with a style: a colour's gradient (`.fill(.indigo.gradient)`), a material,
    /// or a style of your own (``ShapeStyle``).
    public func fill<S: ShapeStyle>(_ style: S) -> Shape { var s = self; s.fillStyle = style; s.fillPaint = nil; return s }
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
