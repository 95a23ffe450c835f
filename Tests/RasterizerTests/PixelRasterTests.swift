import Testing
@testable import Rasterizer

/// A raster's colour channels multiplied by its alpha, as text and images are laid over.
@Suite struct PixelRasterTests {
    /// Every channel byte and alpha byte: the channel becomes `c × a / 255` rounded to nearest,
    /// computed as `(c × a + 127) / 255` (no pair of bytes falls half way), the alpha stays; with
    /// `t = c × a + 128`, `(t + t >> 8) >> 8` is that for every pair, which the kernel computes.
    @Test func premultipliedChannelsRoundAsTheDivisionDoes() {
        var pixels: [UInt32] = []
        for a in 0..<256 as Range<UInt32> {
            for c in 0..<256 as Range<UInt32> { pixels.append(a << 24 | c << 16 | (255 - c) << 8 | (c ^ 0x5A)) }
        }
        let out = PixelRaster(pixels: pixels, width: 256, height: 256).premultiplied()
        var wrong = 0
        for (p, q) in zip(pixels, out.pixels) {
            let a = p >> 24
            func ch(_ shift: UInt32) -> UInt32 { ((p >> shift & 0xFF) * a + 127) / 255 }
            let want = a == 255 ? p : a << 24 | ch(16) << 16 | ch(8) << 8 | ch(0)
            if q != want { wrong += 1 }
        }
        #expect(wrong == 0)
        // A raster whose pixel count is not a multiple of eight: the last few are done one by one.
        let odd = Array(pixels[(256 * 200 + 40)..<(256 * 200 + 53)])
        let oddOut = PixelRaster(pixels: odd, width: 13, height: 1).premultiplied()
        #expect(oddOut.pixels == Array(out.pixels[(256 * 200 + 40)..<(256 * 200 + 53)]))
    }
}
