import UICore

/// A gradient's core rasterised: the pixels whose centres lie inside a convex polygon (device
/// pixels), each with the colour the gradient gives at its own centre.
///
/// The pixels are the ones ``PixelSpans`` gives a plain core (the top-left rule), so the core
/// meets a shape's anti-aliased edge strips without holes or overlap; each gets its exact colour
/// rather than one interpolated between triangle vertices. SDL's software renderer fills a
/// triangle with vertex colours through its slow path (four 64-bit divisions and a colour
/// mapping a pixel over each triangle's bounding box): gradient cores were ~30 ns a pixel.
package struct GradientCore {
    /// The device pixel of the raster's top-left pixel.
    package let x0: Int, y0: Int
    package let width: Int, height: Int
    /// Straight-alpha ARGB8888 pixels, `width` × `height`, rows packed; transparent outside
    /// the polygon.
    package let pixels: [UInt32]

    /// The core of `polygon` inside `bounds` (device pixels); `inverse` maps device pixels to
    /// points and must be affine; `parameter` is the gradient's unclamped parameter (affine in
    /// points; `color` depends on the point only through it, clamped to 0…1), stepped per pixel
    /// into a table of ``CoverageMask/gradientTableSize`` colours at `alpha`. Nil when no pixel
    /// centre lies inside.
    package init?(_ polygon: [Point], bounds: DamageFrame.Box, inverse: Transform, alpha: Double,
                  parameter: (Point) -> Double, color: (Point) -> Color) {
        guard polygon.count >= 3, alpha > 0 else { return nil }
        let ys = polygon.map(\.y)
        guard let minY = ys.min(), let maxY = ys.max(), maxY > minY else { return nil }
        let firstRow = Swift.max(Int((minY - 0.5).rounded(.up)), bounds.y0)
        let lastRow = Swift.min(Int((maxY - 0.5).rounded(.up)) - 1, bounds.y1 - 1)
        guard firstRow <= lastRow else { return nil }
        var spans: [(first: Int, end: Int)] = []
        spans.reserveCapacity(lastRow - firstRow + 1)
        var x0 = Int.max, x1 = Int.min
        for y in firstRow...lastRow {
            var span = PixelSpans.span(polygon, centreY: Double(y) + 0.5) ?? (0, 0)
            span = (Swift.max(span.0, bounds.x0), Swift.min(span.1, bounds.x1))
            if span.1 > span.0 { x0 = Swift.min(x0, span.0); x1 = Swift.max(x1, span.1) }
            spans.append(span)
        }
        guard x1 > x0 else { return nil }
        let width = x1 - x0, height = spans.count
        // The parameter at a device pixel centre, affine: its value at the first centre and its steps.
        let origin = Point(x: Double(x0) + 0.5, y: Double(firstRow) + 0.5)
        let t0 = parameter(inverse.apply(origin))
        let dx = parameter(inverse.apply(Point(x: origin.x + 1, y: origin.y))) - t0
        let dy = parameter(inverse.apply(Point(x: origin.x, y: origin.y + 1))) - t0
        // The table: colours at points of parameter i / (n − 1), found along the parameter's
        // gradient from the first centre (in points).
        let q = inverse.apply(origin)
        let gx = parameter(Point(x: q.x + 1, y: q.y)) - t0, gy = parameter(Point(x: q.x, y: q.y + 1)) - t0
        let g2 = gx * gx + gy * gy
        let n = CoverageMask.gradientTableSize
        let table: [UInt32] = (0..<n).map { i in
            let s = g2 > 0 ? (Double(i) / Double(n - 1) - t0) / g2 : 0
            return ARGB.pixel(color(Point(x: q.x + gx * s, y: q.y + gy * s)), alpha: alpha)
        }
        let top = Double(n - 1)
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { out in
            table.withUnsafeBufferPointer { lut in
                for (row, span) in spans.enumerated() where span.1 > span.0 {
                    var t = t0 + Double(row) * dy + Double(span.0 - x0) * dx
                    var i = row * width + span.0 - x0
                    for _ in span.0..<span.1 {
                        // Clamped to 0…1, so adding ½ and truncating rounds to the nearest entry.
                        out[i] = lut[Int(Swift.max(0, Swift.min(1, t)) * top + 0.5)]
                        t += dx
                        i += 1
                    }
                }
            }
        }
        (self.x0, self.y0, self.width, self.height, self.pixels) = (x0, firstRow, width, height, pixels)
    }
}
