import UICore

extension PixelRenderer {
    /// Draws a fill, gradient, stroke or shadow the shape cache passed over from its mask
    /// (``MaskedShape``), rasterising only the pixels inside the clip and blending them into the
    /// framebuffer. False when the masks cannot draw it on this layer (a perspective tilt, a
    /// shadow too sharp to blur) or the item is another kind.
    func drawMaskDirectly(_ item: DisplayItem) -> Bool {
        guard let masked = MaskedShape(item), !masked.rect.isEmpty, let fb = target else { return false }
        let t = device
        guard t.m31 == 0, t.m32 == 0, t.m33 == 1 else { return false }
        let bounds = fb.bounds
        guard let (box, place) = masked.placement(device: t, edge: Self.shapeCacheEdgePixels, bounds: bounds, clip: clipBox)
        else { return true }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        // Pixels counted from the shape's anchor (its origin rounded to a whole pixel), the shape
        // at the origin through the layer's linear part alone, as a cached texture's are: a
        // pixel's value is the same bits whichever box (a damage box, a scrolled strip) it is
        // drawn in and wherever a scroll has moved the shape. An anchor out of any sensible range
        // (a circle's far corner of a rectangle millions of pixels long) counts from the box.
        let anchor = t.apply(masked.rect.origin)
        let limit = 1e9   // pixels: well inside Int, far beyond any window
        let fill: ((PixelRows) -> Void)?
        if abs(anchor.x) < limit, abs(anchor.y) < limit {
            let ax = Int(anchor.x.rounded()), ay = Int(anchor.y.rounded())
            let shape = masked.atOrigin, first = (box.x0 - ax, box.y0 - ay)
            if shape.isShadow {
                fill = shape.mask(place: t.linearPart, width: width, height: height, opacity: opacity,
                                  first: first, spans: diagnostics.coverageSpans, ramp: gradientRamp)
            } else {
                guard let coverage = shape.coverageMask(place: t.linearPart, width: width, height: height, opacity: opacity,
                                                        first: first, spans: diagnostics.coverageSpans, ramp: gradientRamp)
                else { return false }
                // An opaque paint is laid straight into the framebuffer: no raster of the box to
                // write and then blend (a gradient drawn where a scroll exposed it, a plain fill
                // under a moving ring).
                if coverage.isOpaque {
                    coverage.draw(over: PixelRows(base: fb.rows.row(box.y0) + box.x0, pitch: fb.rows.pitch, width: width, height: height))
                    return true
                }
                fill = coverage.fill
            }
        } else {
            fill = masked.mask(place: place, width: width, height: height, opacity: opacity, spans: diagnostics.coverageSpans,
                               ramp: gradientRamp)
        }
        guard let fill else { return false }
        // The mask writes every pixel, transparent ones too: the buffer needs no clearing first.
        let raster = PixelRaster(width: width, height: height, fill: fill)
        raster.withPixels { pixels in
            fb.blend(pixels, pitch: width, cut: NineSlice(), width: width, height: height, into: box, alpha: 255, clip: nil)
        }
        return true
    }
}
