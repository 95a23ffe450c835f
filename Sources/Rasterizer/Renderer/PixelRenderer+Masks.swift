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
        let bounds = DamageFrame.Box(x0: 0, y0: 0, x1: fb.width, y1: fb.height)
        guard let (box, place) = masked.placement(device: t, edge: Self.shapeCacheEdgePixels, bounds: bounds, clip: clipBox)
        else { return true }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        guard let fill = masked.mask(place: place, width: width, height: height, opacity: opacity,
                                     spans: diagnostics.coverageSpans) else { return false }
        // The mask writes every pixel, transparent ones too: the buffer needs no clearing first.
        let raster = PixelRaster(width: width, height: height, fill: fill)
        raster.withPixels { pixels in
            fb.blend(pixels, pitch: width, cut: NineSlice(), width: width, height: height, into: box, alpha: 255, clip: nil)
        }
        return true
    }
}
