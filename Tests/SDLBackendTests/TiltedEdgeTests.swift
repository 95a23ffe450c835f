import Foundation
import SDLBackend
import Testing
import UICore

/// The highlight effect's tilted edges are anti-aliased: along a slanted edge
/// the coverage changes pixel by pixel, so the edge position read from the pixels follows the
/// true line instead of jumping a whole pixel at each step of a staircase.
@Suite(.serialized)
struct TiltedEdgeTests {
    /// The edge's vertical position in each column, read from coverage: a white quad on black,
    /// each column's sum of brightness above the quad's interior is where the edge crosses it.
    static let quad = Rect(x: 70, y: 60, width: 500, height: 200)

    static func edgeRows(_ transform: Transform) throws -> [Double] {
        var l = DisplayList(size: Size(width: 640, height: 320), background: .black)
        l.append(.pushLayer(transform, opacity: 1))
        l.append(.fill(.rect, quad, .white))
        l.append(.popLayer)
        let t = try HeadlessTarget(canvas: l.size, scale: 1)
        t.render(l)
        // Columns well inside the quad's width; rows 0…120 span the top edge and part of the interior.
        return (120...520).map { x in
            120 - (0..<120).reduce(0.0) { $0 + Double(t.pixel(x: x, y: $1).r) / 255 }
        }
    }

    /// How far the measured edge strays from its straight-line fit, at worst (pixels).
    static func worstDeviation(_ ys: [Double]) -> Double {
        let n = Double(ys.count), xs = ys.indices.map(Double.init)
        let mx = xs.reduce(0, +) / n, my = ys.reduce(0, +) / n
        let slope = zip(xs, ys).reduce(0) { $0 + ($1.0 - mx) * ($1.1 - my) } / xs.reduce(0) { $0 + ($1 - mx) * ($1 - mx) }
        return zip(xs, ys).map { abs($0.1 - (my + slope * ($0.0 - mx))) }.max() ?? 0
    }

    @Test func aTiltedQuadsEdgeFollowsItsLineWithinAThirdOfAPixel() throws {
        try SDLSession.withLock {
            // The highlight effect's perspective at its strongest tilt (0.06 rad each way, docs/design.md).
            let ys = try Self.edgeRows(.perspective(tiltX: 0.06, tiltY: -0.06, about: Self.quad))
            #expect(ys.last! - ys.first! > 2, "the edge is slanted")
            let worst = Self.worstDeviation(ys)
            #expect(worst < 0.34, "the edge steps: it strays \(worst) px from its line")
        }
    }

    @Test func aRotatedQuadsEdgeIsAntiAliasedToo() throws {
        try SDLSession.withLock {
            let ys = try Self.edgeRows(.rotation(0.02, about: Self.quad.center))
            let worst = Self.worstDeviation(ys)
            #expect(worst < 0.34, "the edge steps: it strays \(worst) px from its line")
        }
    }
}
