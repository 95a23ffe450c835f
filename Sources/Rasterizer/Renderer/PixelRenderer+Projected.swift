import UICore

extension PixelRenderer {
    /// Largest raster an item is drawn upright into before it is laid through its layer's
    /// transform, in pixels (a 2048 × 2048 square, 16 MiB: more than any tilted tile or rotated
    /// badge at 4K; a larger item is drawn at a lower density instead; our estimate).
    static let projectedMaximumArea = 2048 * 2048
    /// Raster pixels kept around an item drawn upright: the mask's 3-pixel edge margin
    /// (``shapeCacheEdgePixels``) and one for the bilinear footprint of the lay.
    static let projectedMarginPixels = 4

    /// Draws `item` upright into a raster of its own, at about the pixel density it shows at, and
    /// lays the raster through the current transform (``Framebuffer/layProjected(_:pitch:width:height:place:alpha:clip:)``):
    /// how an item reaches the screen under a perspective tilt (the highlight effect), which no
    /// mask can place, and how text, emoji and images reach it rotated or mirrored. The raster's
    /// edges fade over a pixel as they are sampled, so a tilted or rotated edge is anti-aliased.
    /// False when the transform keeps rasters upright (an axis-aligned scale: the item is drawn
    /// directly) or nothing of the item can be placed.
    @discardableResult
    func drawProjected(_ item: DisplayItem) -> Bool {
        let t = device
        guard drawsRastersUpright, let fb = target, !clippedAway,
              let bounds = DamageFrame.pointBounds(item, device: t, textBox: { [self] in measuredTextBox($0, font: $1, device: $2) }),
              !bounds.isEmpty else { return false }
        // Pixels per point along each axis where the item sits: how far one point moves its centre.
        let c = bounds.center, p = t.apply(c)
        let ax = t.apply(Point(x: c.x + 1, y: c.y)), ay = t.apply(Point(x: c.x, y: c.y + 1))
        var sx = ((ax.x - p.x) * (ax.x - p.x) + (ax.y - p.y) * (ax.y - p.y)).squareRoot()
        var sy = ((ay.x - p.x) * (ay.x - p.x) + (ay.y - p.y) * (ay.y - p.y)).squareRoot()
        guard sx.isFinite, sy.isFinite, sx > 1e-6, sy > 1e-6 else { return false }
        let area = bounds.width * sx * bounds.height * sy
        if area > Double(Self.projectedMaximumArea) {
            let k = (Double(Self.projectedMaximumArea) / area).squareRoot()
            sx *= k
            sy *= k
        }
        // The raster's pixel grid is fixed in the item's own space (whole multiples of 1/s), so
        // a pixel's value never depends on the clip or on where the damage cut the frame.
        let m = Self.projectedMarginPixels
        let x0 = Int((bounds.minX * sx).rounded(.down)) - m, y0 = Int((bounds.minY * sy).rounded(.down)) - m
        let width = Int((bounds.maxX * sx).rounded(.up)) + m - x0, height = Int((bounds.maxY * sy).rounded(.up)) + m - y0
        guard width > 0, height > 0 else { return false }
        let upright = Transform.translation(x: -Double(x0), y: -Double(y0)).concatenating(.scale(x: sx, y: sy))
        let raster = drawOffscreen(width: width, height: height, place: upright, opacity: opacity) { draw(item) }
        let place = t.concatenating(.scale(x: 1 / sx, y: 1 / sy)).concatenating(.translation(x: Double(x0), y: Double(y0)))
        raster.withUnsafeBufferPointer { pixels in
            _ = fb.layProjected(pixels.baseAddress!, pitch: width, width: width, height: height, place: place, alpha: 255, clip: clipBox)
        }
        return true
    }
}
