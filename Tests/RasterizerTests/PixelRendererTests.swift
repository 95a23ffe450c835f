import Rasterizer
import Testing
import UICore

/// The renderer on its own, as a program without SDL uses it: display lists drawn into an array
/// of pixels, text from a glyph source of its own, images from an image source of its own.
struct PixelRendererTests {
    /// Text as solid boxes, 0.6 em a character, in the colour asked for.
    final class BlockGlyphs: GlyphSource {
        func runs(of string: String) -> [GlyphRun] { [GlyphRun(text: string, isEmoji: false, face: 0)] }
        func raster(of run: GlyphRun, weight: Font.Weight, pixels: Int, rgb: UInt32) -> GlyphRaster? {
            let w = max(1, Int(Double(pixels) * 0.6)) * run.text.count
            return GlyphRaster(raster: PixelRaster(pixels: [UInt32](repeating: 0xFF00_0000 | rgb, count: w * pixels), width: w, height: pixels),
                               faceHeight: Double(pixels), drop: 0)
        }
        func emojiStrike(_ cluster: String) -> PixelRaster? { nil }
        func emojiBox(_ cluster: String, fontSize: Double) -> Size { Size(width: fontSize, height: fontSize) }
        func plainWidth(_ string: String, weight: Font.Weight, pixels: Int) -> Int? { max(1, Int(Double(pixels) * 0.6)) * string.count }
    }

    /// A 64 × 64 checkerboard of 8-pixel cells named "checker".
    final class Checker: ImageSource {
        func image(named name: String) -> PixelRaster? {
            guard name == "checker" else { return nil }
            return PixelRaster(pixels: (0..<4096).map { ($0 / 64 / 8 + $0 % 64 / 8) % 2 == 0 ? 0xFFFF_FFFF : 0xFF00_0000 }, width: 64, height: 64)
        }
    }

    static func list(cardColour: Color) -> DisplayList {
        var list = DisplayList(size: Size(width: 320, height: 200), background: Color(red: 0.1, green: 0.1, blue: 0.12))
        list.append(.fill(.roundedRect(cornerRadius: 12), Rect(x: 20, y: 20, width: 120, height: 80), cardColour))
        list.append(.text("Hi", Font(size: 20), .white, origin: Point(x: 30, y: 40)))
        list.append(.image("checker", Rect(x: 170, y: 20, width: 120, height: 120), .roundedRect(cornerRadius: 20)))
        list.append(.pushLayer(.perspective(tiltX: 0.06, tiltY: -0.06, about: Rect(x: 20, y: 120, width: 120, height: 60)), opacity: 1))
        list.append(.fill(.rect, Rect(x: 20, y: 120, width: 120, height: 60), .white))
        list.append(.popLayer)
        return list
    }

    /// `lists` drawn in turn into one array of 320 × 200 pixels, only where each differs from
    /// the last when `damageOnly`; the pixels and the last frame's damage.
    static func draw(_ lists: [DisplayList], damageOnly: Bool) -> (pixels: [UInt32], damage: Rect?) {
        renderFrames(lists, width: 320, height: 200, glyphs: BlockGlyphs(), images: Checker(), damageOnly: damageOnly)
    }

    @Test func aFrameDrawnWhereItChangedIsTheFrameDrawnWhole() {
        let blue = Color(red: 0.2, green: 0.6, blue: 1)
        let patched = Self.draw([Self.list(cardColour: .white), Self.list(cardColour: blue)], damageOnly: true)
        let whole = Self.draw([Self.list(cardColour: blue)], damageOnly: false)
        #expect(patched.pixels == whole.pixels)
        // Only the card's box was drawn again (with the damage margin), not the whole 320 × 200.
        let damage = patched.damage ?? Rect(x: 0, y: 0, width: 320, height: 200)
        #expect(damage.width < 150 && damage.height < 110, "damage \(damage)")
    }

    @Test func textImagesAndATiltedLayerComeFromTheSourcesAndLandWhereTheyAreDrawn() {
        let p = Self.draw([Self.list(cardColour: Color(red: 1, green: 0, blue: 0))], damageOnly: false).pixels
        func at(_ x: Int, _ y: Int) -> UInt32 { p[y * 320 + x] }
        #expect(at(100, 90) == 0xFF0000, "the card")
        #expect(at(34, 50) == 0xFFFFFF, "the block glyphs")
        // 8-pixel cells scaled 120/64: cells 15 px wide from x 170, y 20 (no crop: square in square).
        #expect(at(176, 45) == 0x000000 && at(194, 45) == 0xFFFFFF && at(194, 63) == 0x000000, "the checker's cells")
        #expect(at(171, 21) == 0x1A1A1F, "the image's rounded corner is cut")
        #expect(at(80, 150) == 0xFFFFFF, "the tilted quad's middle")
    }
}

extension PixelRendererTests {
    /// An image in a rounded rectangle is the same image as in a plain one, its corners cut: at
    /// any scale (a window at 1280×720 draws the 1920-pt canvas at ⅔, a HiDPI one at 2).
    @Test(arguments: [1.0, 2.0, 2.0 / 3])
    func aRoundedImageIsThePlainImageWithItsCornersCut(scale: Double) {
        func draw(_ shape: ShapeKind) -> [UInt32] {
            var list = DisplayList(size: Size(width: 300, height: 200), background: .black)
            list.append(.image("checker", Rect(x: 40, y: 30, width: 150, height: 120), shape))
            let (w, h) = (Int(300 * scale), Int(200 * scale))
            var pixels = [UInt32](repeating: 0, count: w * h)
            let renderer = PixelRenderer(scale: scale, glyphs: nil, images: Checker())
            pixels.withUnsafeMutableBufferPointer { buffer in
                renderer.attachPixels(buffer.baseAddress!, pitch: w, width: w, height: h)
                renderer.render(list)
                renderer.detachPixels()
            }
            return pixels.map { $0 & 0x00FF_FFFF }
        }
        let plain = draw(.rect), rounded = draw(.roundedRect(cornerRadius: 16))
        let w = Int(300 * scale)
        // Inside the image, clear of the corners' 16 pt: the same pixels.
        var differing = 0
        for y in Int(50 * scale)..<Int(130 * scale) {
            for x in Int(60 * scale)..<Int(170 * scale) where plain[y * w + x] != rounded[y * w + x] { differing += 1 }
        }
        #expect(differing == 0, "\(differing) pixels differ inside the image at scale \(scale)")
        #expect(rounded[Int(31 * scale) * w + Int(41 * scale)] == 0, "the corner is cut")
    }
}
