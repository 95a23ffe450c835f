import CSDL2
import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// `Mesh.strip`: a convex ring cut into short slices whose bounding boxes (what SDL's software
/// rasteriser walks, pixel by pixel) add up to about the shape's area.
struct MeshStripTests {
    /// A mesh holding one ring of untextured vertices at these points.
    static func mesh(_ points: [Point]) -> Mesh {
        var m = Mesh()
        _ = m.addRing(points.map { SDL_Vertex(position: SDL_FPoint(x: Float($0.x), y: Float($0.y)),
                                              color: SDL_Color(r: 0, g: 0, b: 0, a: 255), tex_coord: SDL_FPoint(x: 0, y: 0)) })
        return m
    }

    /// The summed bounding-box areas and the summed areas of a mesh's triangles.
    static func areas(_ m: Mesh) -> (boxes: Double, triangles: Double) {
        var boxes = 0.0, tris = 0.0
        var t = 0
        while t + 2 < m.indices.count {
            let p = (0..<3).map { m.vertices[Int(m.indices[t + $0])].position }
            let xs = p.map { Double($0.x) }, ys = p.map { Double($0.y) }
            boxes += (xs.max()! - xs.min()!) * (ys.max()! - ys.min()!)
            tris += abs(Double((p[1].x - p[0].x) * (p[2].y - p[0].y) - (p[2].x - p[0].x) * (p[1].y - p[0].y))) / 2
            t += 3
        }
        return (boxes, tris)
    }

    @Test func gradientCoreOutlineSlicesStayNearItsArea() {
        // A recipe card's gradient core: a rounded rectangle with points along every side
        // (edgeSteps 24, as `drawRings` uses for gradients), so its last points lie on the top side.
        let rect = Rect(x: 10, y: 20, width: 290, height: 175)
        let ring = ShapeOutline(.roundedRect(cornerRadius: 16), in: rect).points(offset: -2, segments: 6, edgeSteps: 24)
        var m = Self.mesh(ring)
        m.strip(ring: 0, count: ring.count)
        let (boxes, tris) = Self.areas(m)
        let area = (rect.width - 4) * (rect.height - 4)
        // Covers the shape exactly once (no gaps, no overlaps: a triangulation)…
        #expect(abs(tris - area) / area < 0.01)
        // …with slices whose boxes add up to about twice the area (alternating the two ends of the
        // ring instead gave ~39× here: slices from the right side back up to the top).
        #expect(boxes < 3 * area, "bounding boxes add up to \(boxes / area)× the area")
    }

    @Test func rotatedOutlinesAreTriangulatedToo() {
        let ring = ShapeOutline(.capsule, in: Rect(x: 0, y: 0, width: 120, height: 40)).points(offset: 0, segments: 8)
        let turned = Transform.rotation(0.6, about: Point(x: 60, y: 20))
        var m = Self.mesh(ring.map { turned.apply($0) })
        m.strip(ring: 0, count: ring.count)
        let (_, tris) = Self.areas(m)
        let r = 20.0, area = 80 * 40 + Double.pi * r * r
        #expect(m.indices.count == 3 * (ring.count - 2))
        #expect(abs(tris - area) / area < 0.02)
    }
}
