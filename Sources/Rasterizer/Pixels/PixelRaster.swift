import CPixelBlend

/// A block of ARGB8888 pixels (rows packed) the renderer keeps or is given: a run of text, an emoji, an image at one
/// scale, a cached shape. Rows are packed (`width` pixels apart). Whether the colour channels are
/// premultiplied by alpha is the holder's to say (text, emoji and images: premultiplied, laid
/// over with `Framebuffer/layOver(_:pitch:width:height:x:y:alpha:clip:)`; shapes: straight,
/// blended with `Framebuffer/blend(_:pitch:cut:width:height:into:alpha:clip:)`).
public struct PixelRaster: Sendable {
    /// The pixels, `width` × `height`, row by row.
    public internal(set) var pixels: [UInt32]
    public let width: Int, height: Int

    /// A raster of `width` × `height` pixels holding `pixels`.
    public init(pixels: [UInt32], width: Int, height: Int) {
        precondition(pixels.count == width * height, "a raster holds width × height pixels")
        self.pixels = pixels
        self.width = width
        self.height = height
    }

    /// A raster whose every pixel `fill` writes (rows packed), with no clearing first.
    package init(width: Int, height: Int, fill: (PixelRows) -> Void) {
        self.width = width
        self.height = height
        pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            fill(PixelRows(base: buffer.baseAddress!, pitch: width, width: width, height: height))
            count = width * height
        }
    }

    /// The bytes the raster takes (what the caches count).
    package var byteCount: Int { width * height * 4 }

    /// The straight-alpha raster `self` with each colour channel multiplied by its alpha
    /// (rounded to nearest), as the framebuffer's "over" lays pixels.
    package func premultiplied() -> PixelRaster {
        var out = self
        // Eight pixels at a time in C (a text run missed in the cache is premultiplied as it is
        // made: one pixel at a time here, that was a tenth of the guide's text drawing).
        out.pixels.withUnsafeMutableBufferPointer { cpb_premultiply($0.baseAddress, $0.count) }
        return out
    }

    /// Runs `body` with a pointer to the first pixel.
    package func withPixels<R>(_ body: (UnsafePointer<UInt32>) -> R) -> R {
        pixels.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
