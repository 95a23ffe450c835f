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
    /// benchmark's worst frames. `place` maps points to texture pixels.
    func shadowTexture(_ shape: ShapeKind, _ rect: Rect, color: Color, blur: Double, place: Transform,
                       width: Int, height: Int, opacity layerAlpha: Double) -> OpaquePointer? {
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
        // The ring stops' alphas, once each (the table interpolates between them).
        let stops = (0...rings).map(stopAlpha)
        let n = Self.shadowTableSize
        // Entry i is the ARGB pixel at distance −extent + i · step (points); the extra last entry
        // is the transparent pixel beyond the outermost ring.
        let step = 2 * extent / Double(n - 1)
        let table: [UInt32] = (0..<n).map { i in
            let u = Double(n - 1 - i) / Double(n - 1) * Double(rings)   // rings from the outermost
            let k = Swift.min(rings - 1, Int(u))
            let f = u - Double(k)
            let a = stops[k] + (stops[k + 1] - stops[k]) * f
            let c = Self.sdlColor(color, alpha: a * layerAlpha)
            return UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
        } + [0]
        // The rounded-box distance function, stepped across pixel centres in points (affine).
        let bx = outline.rect.width / 2 - outline.radius, by = outline.rect.height / 2 - outline.radius
        let (mx, my, radius) = (outline.rect.midX, outline.rect.midY, outline.radius)
        let p00 = inverse.apply(Point(x: 0.5, y: 0.5))
        let p10 = inverse.apply(Point(x: 1.5, y: 0.5)), p01 = inverse.apply(Point(x: 0.5, y: 1.5))
        let (ex, ey) = (Point(x: p10.x - p00.x, y: p10.y - p00.y), Point(x: p01.x - p00.x, y: p01.y - p00.y))
        let top = Double(n - 1), perStep = 1 / step
        /// The table entry for a pixel whose centre is `d` points outside the outline.
        @inline(__always) func entry(_ d: Double) -> Int {
            // Beyond the outermost ring nothing is drawn (the transparent last entry).
            d < extent ? Int(Swift.min(top, Swift.max(0, (d + extent) * perStep)) + 0.5) : n
        }
        return pixelTexture(width: width, height: height) { rows, pitch in
            table.withUnsafeBufferPointer { lut in
                guard ex.y == 0, ey.x == 0 else {
                    // A rotated or sheared layer: the distance at every centre.
                    for row in 0..<height {
                        var px = p00.x + Double(row) * ey.x, py = p00.y + Double(row) * ey.y
                        let out = rows + row * pitch
                        for col in 0..<width {
                            let qx = abs(px - mx) - bx, qy = abs(py - my) - by
                            let d = (qx > 0 && qy > 0 ? (qx * qx + qy * qy).squareRoot() : Swift.max(qx, qy)) - radius
                            out[col] = lut[entry(d)]
                            px += ex.x; py += ex.y
                        }
                    }
                    return
                }
                // Axis-aligned (the usual case): the distance is separable. Each column's horizontal
                // offset is worked out once; a row deep inside the box vertically (|qy| beyond the
                // falloff and the corner) depends on the column alone, so all such rows are one
                // row copied, and the square root is taken only beside a corner.
                let qxs = (0..<width).map { abs(p00.x + Double($0) * ex.x - mx) - bx }
                var middleRow: Int?
                qxs.withUnsafeBufferPointer { qxs in
                    for row in 0..<height {
                        let qy = abs(p00.y + Double(row) * ey.y - my) - by
                        let out = rows + row * pitch
                        if qy <= -(radius + extent) {
                            if let m = middleRow { out.update(from: rows + m * pitch, count: width); continue }
                            middleRow = row
                        }
                        if qy > 0 {
                            let qy2 = qy * qy
                            for col in 0..<width {
                                let qx = qxs[col]
                                out[col] = lut[entry((qx > 0 ? (qx * qx + qy2).squareRoot() : qy) - radius)]
                            }
                        } else {
                            for col in 0..<width { out[col] = lut[entry(Swift.max(qxs[col], qy) - radius)] }
                        }
                    }
                }
            }
            return true
        }
    }
}
