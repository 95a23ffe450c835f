import Foundation
import UICore

/// Pure geometry: the outline of a ``ShapeKind`` in a rectangle as a convex polygon, grown or
/// shrunk by a signed offset, ready for triangulation.
///
/// Every outline of one shape uses the same number of vertices whatever the offset, so two
/// outlines at different offsets can be joined vertex-by-vertex into a ring (feathered edges,
/// strokes and shadow falloff all are such rings).
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

    /// How many segments approximate one quarter-circle corner of `radiusInPixels`.
    ///
    /// The chord error of a step θ is about r·θ²/8; 1.3·√r segments keep it under ~0.2 px, and
    /// the cap of 32 keeps huge circles cheap (error stays below 0.2 px up to r ≈ 600 px).
    package static func segments(radiusInPixels r: Double) -> Int {
        guard r > 0.5 else { return 1 }
        return Swift.max(2, Swift.min(32, Int((1.3 * r.squareRoot()).rounded(.up))))
    }

    /// The outline moved outward by `offset` points (inward when negative), clockwise on screen
    /// starting at the top-right corner; `4 × (segments + 1)` points, plus `edgeSteps − 1`
    /// evenly spaced points along each straight side (colour functions that are not linear,
    /// like a clamped gradient, need vertices along long sides).
    ///
    /// Growing rounds the corners by the offset (as a blur or a Minkowski sum would); shrinking
    /// below zero size collapses to the centre.
    package func points(offset: Double, segments: Int, edgeSteps: Int = 1) -> [Point] {
        let w = Swift.max(0, rect.width + 2 * offset), h = Swift.max(0, rect.height + 2 * offset)
        let r = Swift.min(Swift.max(0, radius + offset), Swift.min(w, h) / 2)
        let x0 = rect.midX - w / 2, y0 = rect.midY - h / 2
        let centres = [Point(x: x0 + w - r, y: y0 + r), Point(x: x0 + w - r, y: y0 + h - r),
                       Point(x: x0 + r, y: y0 + h - r), Point(x: x0 + r, y: y0 + r)]
        var out: [Point] = []
        out.reserveCapacity(4 * (segments + edgeSteps))
        for (corner, c) in centres.enumerated() {
            if corner > 0, edgeSteps > 1, let from = out.last {
                // The straight side from the previous corner's last point to this corner's first.
                let a = Double(corner - 1) * Double.pi / 2
                let to = Point(x: c.x + r * cos(a), y: c.y + r * sin(a))
                for j in 1..<edgeSteps {
                    let f = Double(j) / Double(edgeSteps)
                    out.append(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
                }
            }
            // Screen y points down, so −90° is "up": top-right spans −90°…0°, and so on clockwise.
            let start = Double(corner - 1) * Double.pi / 2
            for i in 0...segments {
                let a = start + Double(i) / Double(segments) * Double.pi / 2
                out.append(Point(x: c.x + r * cos(a), y: c.y + r * sin(a)))
            }
        }
        if edgeSteps > 1, let from = out.last, let to = out.first {
            // The top side, from the top-left corner back to the start.
            for j in 1..<edgeSteps {
                let f = Double(j) / Double(edgeSteps)
                out.append(Point(x: from.x + (to.x - from.x) * f, y: from.y + (to.y - from.y) * f))
            }
        }
        return out
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
