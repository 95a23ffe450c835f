import UICore

/// A linear gradient across a rectangle, as a display list's `.gradient` item gives it: unit
/// start and end points in the rectangle, the colour mixed between its two ends and clamped
/// beyond them.
package enum LinearGradient {
    /// The unclamped parameter at a point: 0 at `start`, 1 at `end` (unit points in `rect`),
    /// affine in the point.
    package static func parameter(in rect: Rect, start: Point, end: Point) -> (Point) -> Double {
        let s = Point(x: rect.minX + start.x * rect.width, y: rect.minY + start.y * rect.height)
        let e = Point(x: rect.minX + end.x * rect.width, y: rect.minY + end.y * rect.height)
        let dx = e.x - s.x, dy = e.y - s.y, len2 = dx * dx + dy * dy
        return { p in len2 > 0 ? ((p.x - s.x) * dx + (p.y - s.y) * dy) / len2 : 0 }
    }
}
