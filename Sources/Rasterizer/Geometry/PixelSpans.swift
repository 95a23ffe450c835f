import UICore

/// The pixels of a convex polygon (vertices in whole device pixels) as a few axis-aligned
/// rectangles, filled as rectangles instead of triangles.
///
/// SDL's software renderer spends about 80 instructions a pixel rasterising a triangle (and a
/// strip's bounding boxes cover twice the shape), against a `memset`-like fill for a rectangle:
/// large plain backgrounds were 94 % of the grid frame's drawing. A pixel belongs to
/// the polygon when its centre does, with the rasteriser's top-left rule on ties (a centre on a
/// left edge is in, on a right edge out), so the rectangles meet triangles drawn along the same
/// edges without holes or double blending.
package enum PixelSpans {
    /// Rows with the same span merged into one rectangle, top to bottom; empty for an empty polygon.
    package static func rects(ofConvexPolygon polygon: [Point]) -> [DamageFrame.Box] {
        guard polygon.count >= 3 else { return [] }
        let ys = polygon.map(\.y)
        guard let minY = ys.min(), let maxY = ys.max(), maxY > minY else { return [] }
        var rects: [DamageFrame.Box] = []
        var y = Int((minY - 0.5).rounded(.up))
        let lastRow = Int((maxY - 0.5).rounded(.up)) - 1
        while y <= lastRow {
            let span = self.span(polygon, centreY: Double(y) + 0.5)
            if let span, span.1 > span.0,
               let last = rects.last, last.y1 == y, last.x0 == span.0, last.x1 == span.1 {
                rects[rects.count - 1].y1 += 1
            } else if let span, span.1 > span.0 {
                rects.append(DamageFrame.Box(x0: span.0, y0: y, x1: span.1, y1: y + 1))
            }
            y += 1
        }
        return rects
    }

    /// The pixel columns `[first, end)` whose centres lie inside the polygon on the row through `cy`.
    package static func span(_ polygon: [Point], centreY cy: Double) -> (Int, Int)? {
        var left = Double.infinity, right = -Double.infinity
        var prev = polygon[polygon.count - 1]
        for p in polygon {
            let (a, b) = (prev, p)
            prev = p
            // Half-open in y, so a row through a vertex meets each side once.
            guard (a.y <= cy) != (b.y <= cy) else { continue }
            let x = a.x + (b.x - a.x) * (cy - a.y) / (b.y - a.y)
            left = Swift.min(left, x); right = Swift.max(right, x)
        }
        guard left < right else { return nil }
        // Centres x + ½ with left ≤ x + ½ < right.
        let first = Int((left - 0.5).rounded(.up)), end = Int((right - 0.5).rounded(.up))
        return (first, end)
    }
}
