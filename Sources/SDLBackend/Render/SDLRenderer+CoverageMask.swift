import CSDL2
import Foundation
import UICore

extension SDLRenderer {
    /// Renders a gradient's cache texture pixel by pixel: each pixel gets the coverage its
    /// centre's signed distance from the outline gives (``edgeCoverage``, as the edge strips
    /// use) times the colour at that centre; nil when the layer is not axis-aligned or SDL
    /// cannot make the texture, so the caller draws rings instead.
    ///
    /// On an axis-aligned layer the software renderer's edge strips give a pixel on a straight
    /// edge the coverage of its own centre (on a curve, of a centre next to it;
    /// ``drawRings(_:stops:coverage:fillCore:color:texture:uv:refine:uniformCore:)``), so this is
    /// the same look, within the tolerances ``ShapeCacheTests`` states, without triangles: building
    /// and filling a gradient's ~1,000 edge
    /// triangles was ~12 ms of the scroll benchmark's worst frames. `place` maps points
    /// to texture pixels; `parameter` is a gradient's unclamped parameter (affine in points), and
    /// `color` depends on the point only through it.
    func coverageTexture(_ shape: ShapeKind, _ rect: Rect, place: Transform, width: Int, height: Int,
                         parameter: ((Point) -> Double)?, color: (Point) -> Color) -> OpaquePointer? {
        guard place.isAxisAligned, let inverse = place.inverted() else { return nil }
        let det = abs(place.m11 * place.m22 - place.m12 * place.m21)
        guard det > 0 else { return nil }
        let ps = det.squareRoot()
        let outline = ShapeOutline(shape, in: rect)
        let layerAlpha = opacity
        let p00 = inverse.apply(Point(x: 0.5, y: 0.5))
        let p10 = inverse.apply(Point(x: 1.5, y: 0.5)), p01 = inverse.apply(Point(x: 0.5, y: 1.5))
        let (ex, ey) = (Point(x: p10.x - p00.x, y: p10.y - p00.y), Point(x: p01.x - p00.x, y: p01.y - p00.y))
        // Colours: one for a plain paint, else a table along the gradient's clamped 0…1 range
        // (``gradientTableSize`` entries, as its cores use), stepped per pixel.
        var colours: [Color]
        var t0 = 0.0, tdx = 0.0, tdy = 0.0
        if let parameter {
            t0 = parameter(p00)
            tdx = parameter(p10) - t0
            tdy = parameter(p01) - t0
            let gx = parameter(Point(x: p00.x + 1, y: p00.y)) - t0, gy = parameter(Point(x: p00.x, y: p00.y + 1)) - t0
            let g2 = gx * gx + gy * gy
            let n = Self.gradientTableSize
            colours = (0..<n).map { i in
                let s = g2 > 0 ? (Double(i) / Double(n - 1) - t0) / g2 : 0
                return color(Point(x: p00.x + gx * s, y: p00.y + gy * s))
            }
        } else {
            colours = [color(p00)]
        }
        let opaque: [UInt32] = colours.map { c in
            let s = Self.sdlColor(c, alpha: layerAlpha)
            return UInt32(s.a) << 24 | UInt32(s.r) << 16 | UInt32(s.g) << 8 | UInt32(s.b)
        }
        let top = Double(colours.count - 1)
        let bx = outline.rect.width / 2 - outline.radius, by = outline.rect.height / 2 - outline.radius
        let (mx, my, radius) = (outline.rect.midX, outline.rect.midY, outline.radius)
        // Rows stay rows (no quarter turn): each row's covered and wholly covered columns follow
        // from the outline, so only the edge pixels between them need a distance; the interior
        // is its colours alone and the rest stays transparent. This was a tenth of a live focus
        // frame: a lifting tile's gradient is rasterised afresh at each step of the lift.
        let rowsStayRows = coverageSpans && ex.y == 0 && ey.x == 0 && ex.x != 0
        let outer = radius + 0.5 / ps, inner = radius - 0.5 / ps
        // Written straight into the texture's own pixels (no array to allocate, zero and copy):
        // every pixel is written, transparent ones too, as a locked texture's are undefined.
        return pixelTexture(width: width, height: height) { rows, pitch in
            opaque.withUnsafeBufferPointer { opaque in
                colours.withUnsafeBufferPointer { colours in
                    for row in 0..<height {
                        let rowX = p00.x + Double(row) * ey.x, rowY = p00.y + Double(row) * ey.y
                        let rowT = t0 + Double(row) * tdy
                        let out = rows + row * pitch
                        /// One pixel by its centre's distance from the outline (``edgeCoverage``).
                        func edge(_ col: Int) {
                            let px = rowX + Double(col) * ex.x, py = rowY + Double(col) * ex.y
                            let qx = abs(px - mx) - bx, qy = abs(py - my) - by
                            // The rounded-box distance; the square root only off a corner (both q > 0).
                            let d = ((qx > 0 && qy > 0 ? (qx * qx + qy * qy).squareRoot() : Swift.max(qx, qy)) - radius) * ps
                            guard d < 0.5 else { out[col] = 0; return }
                            let t = rowT + Double(col) * tdx
                            let entry = Int(Swift.max(0, Swift.min(1, t)) * top + 0.5)
                            // Centres half a pixel or more inside are covered.
                            if d <= -0.5 {
                                out[col] = opaque[entry]
                            } else if case let a = Self.edgeCoverage(d), a > 0 {
                                let s = Self.sdlColor(colours[entry], alpha: a * layerAlpha)
                                out[col] = UInt32(s.a) << 24 | UInt32(s.r) << 16 | UInt32(s.g) << 8 | UInt32(s.b)
                            } else {
                                out[col] = 0
                            }
                        }
                        guard rowsStayRows else {
                            for col in 0..<width { edge(col) }
                            continue
                        }
                        // The columns whose centres lie within `reach` of the outline's inside.
                        let qy = abs(rowY - my) - by
                        func columns(within reach: Double) -> (lo: Double, hi: Double)? {
                            guard qy <= reach else { return nil }
                            let half = bx + (qy > 0 ? (reach * reach - qy * qy).squareRoot() : reach)
                            let a = (mx - half - rowX) / ex.x, b = (mx + half - rowX) / ex.x
                            return (Swift.min(a, b), Swift.max(a, b))
                        }
                        guard let covered = columns(within: outer) else {
                            out.update(repeating: 0, count: width)
                            continue
                        }
                        // A pixel of margin either side keeps rounding from deciding a boundary pixel.
                        let lo = Swift.max(0, Int(covered.lo.rounded(.down)) - 1)
                        let hi = Swift.min(width, Int(covered.hi.rounded(.up)) + 2)
                        guard lo < hi else {
                            out.update(repeating: 0, count: width)
                            continue
                        }
                        out.update(repeating: 0, count: lo)
                        (out + hi).update(repeating: 0, count: width - hi)
                        var fullLo = hi, fullHi = hi
                        if let full = columns(within: inner) {
                            fullLo = Swift.max(lo, Int(full.lo.rounded(.up)) + 1)
                            fullHi = Swift.min(hi, Int(full.hi.rounded(.down)))
                            if fullLo >= fullHi { fullLo = hi; fullHi = hi }
                        }
                        for col in lo..<fullLo { edge(col) }
                        if fullLo < fullHi {
                            var t = rowT + Double(fullLo) * tdx
                            for col in fullLo..<fullHi {
                                out[col] = opaque[Int(Swift.max(0, Swift.min(1, t)) * top + 0.5)]
                                t += tdx
                            }
                        }
                        for col in fullHi..<hi { edge(col) }
                    }
                }
            }
            return true
        }
    }
}
