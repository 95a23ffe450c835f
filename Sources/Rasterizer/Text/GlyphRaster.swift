/// A text run's pixels and where they sit in the line (``GlyphSource/raster(of:weight:pixels:rgb:)``).
public struct GlyphRaster {
    /// The run's pixels, straight alpha.
    public let raster: PixelRaster
    /// The height in pixels of the line's text face box (the text face's; the run's own face's
    /// when the text face is missing), which is centred in the line box.
    public let faceHeight: Double
    /// How far below the top of that box the run's raster starts, in pixels (a fallback face's
    /// ascent differs from the text face's, and every run sits on one baseline).
    public let drop: Double

    /// A run's `raster` placed `drop` pixels below the top of a face box `faceHeight` pixels tall.
    public init(raster: PixelRaster, faceHeight: Double, drop: Double) {
        self.raster = raster
        self.faceHeight = faceHeight
        self.drop = drop
    }
}
