import UICore

/// A drop shadow rasterised pixel by pixel: each pixel's alpha is the falloff
/// (``ShadowFalloff``) at the signed distance of its centre from the shape.
///
/// The falloff is piecewise linear in that distance between its stops (``ShadowFalloff``), so
/// one table of the curve gives every pixel's alpha with a lookup.
package struct ShadowMask {
    /// Entries of the table a shadow's alpha is looked up in, spanning its falloff (±2.5 σ):
    /// at the largest blur in the app (σ = 12 pt at scale 2, 60 px of falloff) an entry is
    /// 0.015 px wide, so the lookup is within 1/40 of a level of the curve it samples.
    package static let tableSize = 4096

    private let width: Int, height: Int
    /// Entry i is the pixel at distance −extent + i · step (points); the extra last entry is the
    /// transparent pixel beyond the outermost ring.
    private let table: [UInt32]
    private let extent: Double, perStep: Double
    private let p00: Point, ex: Point, ey: Point
    private let mx: Double, my: Double, bx: Double, by: Double, radius: Double

    /// The shadow of `shape` in `rect` in `color` with `blur` (points), drawn through `place`
    /// (points to mask pixels) into `width` × `height` pixels at `opacity`; nil when the blur
    /// is under half a pixel (a plain fill draws it) or `place` is singular.
    package init?(_ shape: ShapeKind, _ rect: Rect, color: Color, blur: Double, place: Transform,
                  width: Int, height: Int, opacity: Double) {
        let sigma = blur / 2
        let det = place.m11 * place.m22 - place.m12 * place.m21
        guard det != 0, sigma * abs(det).squareRoot() >= 0.5, let inverse = place.inverted() else { return nil }
        self.width = width
        self.height = height
        let outline = ShapeOutline(shape, in: rect)
        let extent = ShadowFalloff.extentSigmas * sigma
        self.extent = extent
        // The ring stops' alphas, outermost first, interpolated linearly between.
        let stops = ShadowFalloff.stops(of: outline, sigma: sigma).map(\.alpha)
        let rings = ShadowFalloff.rings
        let n = Self.tableSize
        let step = 2 * extent / Double(n - 1)
        perStep = 1 / step
        table = (0..<n).map { i in
            let u = Double(n - 1 - i) / Double(n - 1) * Double(rings)   // rings from the outermost
            let k = Swift.min(rings - 1, Int(u))
            let f = u - Double(k)
            return ARGB.pixel(color, alpha: (stops[k] + (stops[k + 1] - stops[k]) * f) * opacity)
        } + [0]
        // The rounded-box distance function, stepped across pixel centres in points (affine).
        bx = outline.rect.width / 2 - outline.radius
        by = outline.rect.height / 2 - outline.radius
        (mx, my, radius) = (outline.rect.midX, outline.rect.midY, outline.radius)
        p00 = inverse.apply(Point(x: 0.5, y: 0.5))
        let p10 = inverse.apply(Point(x: 1.5, y: 0.5)), p01 = inverse.apply(Point(x: 0.5, y: 1.5))
        (ex, ey) = (Point(x: p10.x - p00.x, y: p10.y - p00.y), Point(x: p01.x - p00.x, y: p01.y - p00.y))
    }

    /// Writes every pixel of the mask into `rows`, which must be at least the mask's size.
    package func fill(_ rows: PixelRows) {
        let (p00, ex, ey, width, height) = (p00, ex, ey, width, height)
        let (mx, my, bx, by, radius, extent, perStep) = (mx, my, bx, by, radius, extent, perStep)
        let n = Self.tableSize, top = Double(n - 1)
        /// The table entry for a pixel whose centre is `d` points outside the outline.
        @inline(__always) func entry(_ d: Double) -> Int {
            // Beyond the outermost ring nothing is drawn (the transparent last entry).
            d < extent ? Int(Swift.min(top, Swift.max(0, (d + extent) * perStep)) + 0.5) : n
        }
        table.withUnsafeBufferPointer { lut in
            guard ex.y == 0, ey.x == 0 else {
                // A rotated or sheared layer: the distance at every centre.
                for row in 0..<height {
                    var px = p00.x + Double(row) * ey.x, py = p00.y + Double(row) * ey.y
                    let out = rows.row(row)
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
                    let out = rows.row(row)
                    if qy <= -(radius + extent) {
                        if let m = middleRow { out.update(from: rows.row(m), count: width); continue }
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
    }
}
