import CSDL2
import Foundation
import UICore

extension SDLRenderer {
    /// Entries of the table a shadow's alpha is looked up in, spanning its falloff (±2.5 σ):
    /// at the largest blur in the app (σ = 12 pt at scale 2, 60 px of falloff) an entry is
    /// 0.015 px wide, so the lookup is within 1/40 of a level of the curve it samples.
    static let shadowTableSize = 4096

    /// Renders a shadow's cache texture pixel by pixel: each pixel's alpha is the falloff that
    /// ``shadow(_:_:color:blur:)`` samples as rings, at the signed distance of the pixel's centre
    /// from the shape; nil when the blur is too small to need it or SDL cannot make the texture,
    /// so the caller draws the rings instead.
    ///
    /// The rings are piecewise linear in that distance (their outlines are exactly the distance
    /// function's level sets), so one table of the same curve gives the same pixels, without the
    /// triangles: SDL's software renderer filled the rings with its slow vertex-colour path over
    /// each triangle's bounding box, ~17 ms for the gallery's two big card shadows in the scroll
    /// benchmark's worst frames (issue 11). `place` maps points to texture pixels.
    func shadowTexture(_ shape: ShapeKind, _ rect: Rect, color: Color, blur: Double, place: Transform,
                       width: Int, height: Int) -> OpaquePointer? {
        let sigma = blur / 2
        let det = place.m11 * place.m22 - place.m12 * place.m21
        guard det != 0, sigma * abs(det).squareRoot() >= 0.5, let inverse = place.inverted() else { return nil }
        let outline = ShapeOutline(shape, in: rect)
        // The same falloff as the rings: erfc of the distance, scaled by the blurred box's peak,
        // interpolated linearly between ring stops, zero at the outermost.
        let peak = erf(outline.rect.width / (2 * 2.0.squareRoot() * sigma)) * erf(outline.rect.height / (2 * 2.0.squareRoot() * sigma))
        let extent = Self.shadowExtentSigmas * sigma
        let rings = Self.shadowRings
        let stopAlpha: (Int) -> Double = { k in
            let d = extent - 2 * extent * Double(k) / Double(rings)
            return k == 0 ? 0 : 0.5 * erfc(d / (sigma * 2.0.squareRoot())) * peak
        }
        let n = Self.shadowTableSize
        let layerAlpha = opacity
        // Entry i is the ARGB pixel at distance −extent + i · step (points).
        let step = 2 * extent / Double(n - 1)
        let table: [UInt32] = (0..<n).map { i in
            let u = Double(n - 1 - i) / Double(n - 1) * Double(rings)   // rings from the outermost
            let k = Swift.min(rings - 1, Int(u))
            let f = u - Double(k)
            let a = stopAlpha(k) + (stopAlpha(k + 1) - stopAlpha(k)) * f
            let c = Self.sdlColor(color, alpha: a * layerAlpha)
            return UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        }
        // The rounded-box distance function, stepped across pixel centres in points (affine).
        let bx = outline.rect.width / 2 - outline.radius, by = outline.rect.height / 2 - outline.radius
        let (mx, my, radius) = (outline.rect.midX, outline.rect.midY, outline.radius)
        let p00 = inverse.apply(Point(x: 0.5, y: 0.5))
        let p10 = inverse.apply(Point(x: 1.5, y: 0.5)), p01 = inverse.apply(Point(x: 0.5, y: 1.5))
        let (ex, ey) = (Point(x: p10.x - p00.x, y: p10.y - p00.y), Point(x: p01.x - p00.x, y: p01.y - p00.y))
        let top = Double(n - 1), perStep = 1 / step
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            table.withUnsafeBufferPointer { lut in
                for row in 0..<height {
                    var px = p00.x + Double(row) * ey.x, py = p00.y + Double(row) * ey.y
                    var i = row * width
                    for _ in 0..<width {
                        let qx = abs(px - mx) - bx, qy = abs(py - my) - by
                        // The rounded-box distance; the square root only off a corner (both q > 0).
                        let d = (qx > 0 && qy > 0 ? (qx * qx + qy * qy).squareRoot() : Swift.max(qx, qy)) - radius
                        // Beyond the outermost ring nothing is drawn (alpha 0, as the cleared texture).
                        if d < extent {
                            let s = Swift.max(0, (d + extent) * perStep)
                            out[i] = lut[Swift.min(Int(top), Int(s + 0.5))]
                        }
                        px += ex.x; py += ex.y
                        i += 1
                    }
                }
            }
        }
        return pixelTexture(pixels, width: width, height: height)
    }
}
