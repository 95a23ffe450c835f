/// One drawing command of a ``DisplayList``, in window points.
///
/// Push/pop pairs nest: a clip or layer applies to every item until its matching pop.
public enum DisplayItem: Sendable, Hashable, Codable {
    /// A filled shape.
    case fill(ShapeKind, Rect, Color)
    /// A shape filled with a linear gradient from `start` to `end` (unit points in the rect: 0,0 top-left).
    case gradient(ShapeKind, Rect, from: Color, to: Color, start: Point, end: Point)
    /// A stroke drawn inside the shape's outline (SwiftUI's `strokeBorder`).
    case stroke(ShapeKind, Rect, Color, lineWidth: Double)
    /// A soft drop shadow of a shape: `blur` is the radius in points, `offset` moves it.
    case shadow(ShapeKind, Rect, Color, blur: Double, offset: Point)
    /// One line of text whose line box starts at `origin` (top-left); emoji are drawn in colour.
    case text(String, Font, Color, origin: Point)
    /// A named image from the asset catalogue scaled to fill `rect`, clipped to a shape.
    case image(String, Rect, ShapeKind)
    /// Starts clipping to a shape (intersected with any enclosing clip).
    case pushClip(ShapeKind, Rect)
    /// Ends the innermost clip.
    case popClip
    /// Starts a layer: everything until `popLayer` is transformed and faded.
    case pushLayer(Transform, opacity: Double)
    /// Ends the innermost layer.
    case popLayer
}
