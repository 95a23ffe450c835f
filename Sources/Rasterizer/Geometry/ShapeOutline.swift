import UICore

/// Pure geometry: the outline of a ``ShapeKind`` in a rectangle (a rounded box: rectangles,
/// rounded rectangles, capsules and circles alike), its signed distance field and the coverage
/// of a pixel by its edge, which the masks rasterise from.
package struct ShapeOutline: Equatable {
    /// The coverage of a pixel whose centre is `d` pixels outside a straight edge: 1 half a
    /// pixel or more inside, 0 half a pixel or more outside, linear between.
    @inlinable @inline(__always) package static func edgeCoverage(_ d: Double) -> Double { Swift.max(0, Swift.min(1, 0.5 - d)) }

    /// The coverage of a pixel whose centre is `d` pixels outside the outline by a band `width`
    /// pixels wide just inside it (a `strokeBorder`): the part of the pixel's span
    /// [d − ½, d + ½] that overlaps [−width, 0].
    @inlinable @inline(__always) package static func bandCoverage(_ d: Double, width: Double) -> Double {
        Swift.max(0, Swift.min(d + 0.5, 0) - Swift.max(d - 0.5, -width))
    }

    /// The shape's bounding rectangle after resolving circles to centred squares.
    package let rect: Rect
    /// The corner radius in points (0 for rectangles).
    package let radius: Double

    /// Resolves a shape in a rectangle (SwiftUI's `Circle` is the largest centred circle).
    package init(_ shape: ShapeKind, in rect: Rect) {
        switch shape {
        case .circle:
            let d = min(rect.width, rect.height)
            self.rect = Rect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d)
            self.radius = d / 2
        default:
            self.rect = rect
            self.radius = max(0, shape.cornerRadius(in: rect))
        }
    }

    /// The signed distance (points) from a point to the outline: negative inside, positive outside
    /// (the rounded-box distance function; exact for every shape kind here).
    package func signedDistance(_ p: Point) -> Double {
        let bx = rect.width / 2 - radius, by = rect.height / 2 - radius
        let qx = abs(p.x - rect.midX) - bx, qy = abs(p.y - rect.midY) - by
        let ox = Swift.max(qx, 0), oy = Swift.max(qy, 0)
        return (ox * ox + oy * oy).squareRoot() + Swift.min(Swift.max(qx, qy), 0) - radius
    }
}
