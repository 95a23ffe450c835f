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
        out.pixels.withUnsafeMutableBufferPointer { pixels in
            for i in pixels.indices {
                let p = pixels[i], a = p >> 24
                if a == 255 { continue }
                if a == 0 { pixels[i] = 0; continue }
                pixels[i] = a << 24 | Self.scale(p >> 16 & 0xFF, a) << 16 | Self.scale(p >> 8 & 0xFF, a) << 8 | Self.scale(p & 0xFF, a)
            }
        }
        return out
    }

    /// `c × a / 255` rounded to nearest, for bytes `c` and `a`, without a division: with
    /// `t = c × a + 128`, `(t + t >> 8) >> 8` is that for every pair of bytes (the identity
    /// blending code has long used; ``premultipliedChannelsRoundAsTheDivisionDoes`` checks all
    /// 65 536 pairs against `(c × a + 127) / 255`, the rounding this raster had).
    @inline(__always) static func scale(_ c: UInt32, _ a: UInt32) -> UInt32 {
        let t = c &* a &+ 128
        return (t &+ (t >> 8)) >> 8
    }

    /// Runs `body` with a pointer to the first pixel.
    package func withPixels<R>(_ body: (UnsafePointer<UInt32>) -> R) -> R {
        pixels.withUnsafeBufferPointer { body($0.baseAddress!) }
    }
}
