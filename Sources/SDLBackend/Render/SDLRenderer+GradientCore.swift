import Rasterizer
import CSDL2
import UICore

extension SDLRenderer {

    /// Draws a gradient's core — the pixels whose centres lie inside `polygon` (whole device
    /// pixels, convex) — with the colour `color` gives at each pixel centre, as one texture copy;
    /// `parameter` is the gradient's unclamped parameter (affine in points; `color` depends on the
    /// point only through it, clamped to 0…1), which is stepped per pixel into a table; false
    /// (nothing drawn) when SDL cannot make the texture, or when the layer has a perspective tilt
    /// (the parameter is then projective in device pixels, not steppable), so the caller draws
    /// triangles instead.
    ///
    /// SDL's software renderer fills a triangle with vertex colours through its slow path (four
    /// 64-bit divisions and an `SDL_MapRGBA` call a pixel, over each triangle's bounding box):
    /// gradient cores were ~30 ns a pixel, ~35 ms of the scroll benchmark's frames where new
    /// recipe cards came into view. The pixels are the ones ``PixelSpans`` gives a plain
    /// core (the rasteriser's top-left rule), so the core meets the anti-aliased edge strips
    /// without holes or overlap; each gets its exact colour rather than one interpolated between
    /// vertices. The copy uses the renderer's draw blend mode (none while a shape is rendered into
    /// its cache texture, so it holds colour and coverage as the triangles did).
    func drawCoreSpans(_ polygon: [Point], inverse: Transform, alpha: Double, parameter: (Point) -> Double,
                       color: (Point) -> Color) -> Bool {
        // Affine only: stepping the parameter per pixel is exact only without perspective terms.
        guard inverse.m31 == 0, inverse.m32 == 0 else { return false }
        guard polygon.count >= 3, alpha > 0 else { return true }
        let ys = polygon.map(\.y)
        guard let minY = ys.min(), let maxY = ys.max(), maxY > minY else { return true }
        // Rows and columns that can show: the clip, else the target.
        var bounds = SDL_Rect(x: 0, y: 0, w: 0, h: 0)
        if let clip = clips.last ?? nil {
            bounds = clip
        } else if let target = SDL_GetRenderTarget(handle) {
            SDL_QueryTexture(target, nil, nil, &bounds.w, &bounds.h)
        } else {
            SDL_GetRendererOutputSize(handle, &bounds.w, &bounds.h)
        }
        let firstRow = Swift.max(Int((minY - 0.5).rounded(.up)), Int(bounds.y))
        let lastRow = Swift.min(Int((maxY - 0.5).rounded(.up)) - 1, Int(bounds.y + bounds.h) - 1)
        guard firstRow <= lastRow else { return true }
        var spans: [(first: Int, end: Int)] = []
        spans.reserveCapacity(lastRow - firstRow + 1)
        var x0 = Int.max, x1 = Int.min
        for y in firstRow...lastRow {
            var span = PixelSpans.span(polygon, centreY: Double(y) + 0.5) ?? (0, 0)
            span = (Swift.max(span.0, Int(bounds.x)), Swift.min(span.1, Int(bounds.x + bounds.w)))
            if span.1 > span.0 { x0 = Swift.min(x0, span.0); x1 = Swift.max(x1, span.1) }
            spans.append(span)
        }
        guard x1 > x0 else { return true }
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
            let c = Self.sdlColor(color(Point(x: q.x + gx * s, y: q.y + gy * s)), alpha: alpha)
            return UInt32(c.a) << 24 | UInt32(c.r) << 16 | UInt32(c.g) << 8 | UInt32(c.b)
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
        var mode = SDL_BLENDMODE_BLEND
        SDL_GetRenderDrawBlendMode(handle, &mode)
        guard let texture = pixelTexture(pixels, width: width, height: height, blendMode: mode) else { return false }
        defer { SDL_DestroyTexture(texture) }
        var dst = SDL_Rect(x: Int32(x0), y: Int32(firstRow), w: Int32(width), h: Int32(height))
        return SDL_RenderCopy(handle, texture, nil, &dst) == 0
    }
}
