
extension PixelRenderer {
    /// The clip in force (the top of the clip stack, else the damage scissor) as device pixels.
    var clipBox: DamageFrame.Box? { clips.last ?? baseClip }

    /// Blends a straight-alpha shape raster (a cached shape) onto the framebuffer with its
    /// top-left pixel at `dst`'s origin and its alpha times `alpha` / 255, inside the current clip.
    func blendIntoFramebuffer(_ raster: PixelRaster, at dst: DamageFrame.Box, alpha: UInt8 = 255) {
        blendIntoFramebuffer(raster, cut: NineSlice(), at: dst, alpha: alpha)
    }

    /// Blends a cut shape raster (``NineSlice``) onto the framebuffer as the whole shape `dst`
    /// (``Framebuffer/blend(_:pitch:cut:width:height:into:alpha:clip:)``).
    func blendIntoFramebuffer(_ raster: PixelRaster, cut slice: NineSlice, at dst: DamageFrame.Box, alpha: UInt8 = 255) {
        guard let fb = target else { return }
        let clip = clipBox
        guard fb.clipped(dst, to: clip) != nil else { return }
        raster.withPixels { pixels in
            fb.blend(pixels, pitch: raster.width, cut: slice, width: raster.width, height: raster.height,
                     into: dst, alpha: alpha, clip: clip)
        }
    }
}
