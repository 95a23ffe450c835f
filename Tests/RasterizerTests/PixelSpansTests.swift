@testable import Rasterizer
import Testing
import UICore

/// The pixel rectangles that fill a plain shape's core (rectangles instead of triangles).
struct PixelSpansTests {
    /// Pixel centres inside a clockwise (on screen) convex polygon, ties on left (upward) edges in.
    static func bruteForce(_ polygon: [Point], width: Int, height: Int) -> Set<[Int]> {
        var inside: Set<[Int]> = []
        for y in 0..<height {
            for x in 0..<width {
                let p = Point(x: Double(x) + 0.5, y: Double(y) + 0.5)
                var ok = true
                for (i, a) in polygon.enumerated() {
                    let b = polygon[(i + 1) % polygon.count]
                    let cross = (b.x - a.x) * (p.y - a.y) - (b.y - a.y) * (p.x - a.x)
                    if cross < 0 || (cross == 0 && !(b.y < a.y)) { ok = false; break }
                }
                if ok { inside.insert([x, y]) }
            }
        }
        return inside
    }

    static func pixels(_ rects: [DamageFrame.Box]) -> [[Int]] {
        rects.flatMap { r in (r.y0..<r.y1).flatMap { y in (r.x0..<r.x1).map { x in [x, y] } } }
    }

    @Test func aRectangleIsOneRect() {
        let rects = PixelSpans.rects(ofConvexPolygon: [Point(x: 110, y: 20), Point(x: 110, y: 70), Point(x: 10, y: 70), Point(x: 10, y: 20)])
        #expect(rects.count == 1)
        #expect(rects.first.map { [$0.x0, $0.y0, $0.x1 - $0.x0, $0.y1 - $0.y0] } == [10, 20, 100, 50])
    }

    @Test func aSnappedRoundedRectCoversExactlyItsPixelCentresOnce() {
        // The core ring of a 60 × 40 px rounded rectangle (radius 12), snapped like the software renderer.
        let outline = ShapeOutline(.roundedRect(cornerRadius: 14), in: Rect(x: 3, y: 5, width: 64, height: 44))
        let polygon = outline.points(offset: -2, segments: 5).map { Point(x: $0.x.rounded(.towardZero), y: $0.y.rounded(.towardZero)) }
        let rects = PixelSpans.rects(ofConvexPolygon: polygon)
        let covered = Self.pixels(rects)
        #expect(covered.count == Set(covered).count, "a pixel is covered twice")
        #expect(Set(covered) == Self.bruteForce(polygon, width: 80, height: 60))
        // Rows with the same span merge: the straight middle is one rectangle, so far fewer rects than rows.
        #expect(rects.count < 40 / 2)
        #expect(rects.contains { $0.x0 == 5 && $0.x1 - $0.x0 == 60 })
    }

    @Test func diagonalTiesFollowTheTopLeftRule() {
        // A diamond whose sides pass through pixel centres (45°): ties on left sides in, right sides out.
        let polygon = [Point(x: 10, y: 0), Point(x: 20, y: 10), Point(x: 10, y: 20), Point(x: 0, y: 10)]
        let covered = Self.pixels(PixelSpans.rects(ofConvexPolygon: polygon))
        #expect(covered.count == Set(covered).count)
        #expect(Set(covered) == Self.bruteForce(polygon, width: 24, height: 24))
    }

    @Test func degeneratePolygonsHaveNoPixels() {
        #expect(PixelSpans.rects(ofConvexPolygon: []).isEmpty)
        #expect(PixelSpans.rects(ofConvexPolygon: [Point(x: 0, y: 5), Point(x: 9, y: 5), Point(x: 4, y: 5)]).isEmpty)
    }
}
