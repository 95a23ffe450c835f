import CPixelBlend
@testable import Rasterizer
import Testing
import UICore

/// What a flattened layer's raster says about the pixels it covers (``FlatLayer``).
struct FlatLayerTests {
    /// A premultiplied raster of a card: a rounded rectangle (`radius` pixels) filled opaque,
    /// anti-aliased at its edge, inside a transparent margin of `margin` pixels.
    static func card(width: Int, height: Int, margin: Int, radius: Double) -> [UInt32] {
        let outline = ShapeOutline(.roundedRect(cornerRadius: radius),
                                   in: Rect(x: Double(margin), y: Double(margin),
                                            width: Double(width - 2 * margin), height: Double(height - 2 * margin)))
        var pixels = [UInt32](repeating: 0, count: width * height)
        for y in 0..<height {
            for x in 0..<width {
                let d = outline.signedDistance(Point(x: Double(x) + 0.5, y: Double(y) + 0.5))
                let a = UInt32((Swift.max(0, Swift.min(1, 0.5 - d)) * 255).rounded())
                // A colour that differs per pixel, premultiplied.
                let r = a * UInt32(40 + x % 200) / 255, g = a * UInt32(60 + y % 190) / 255, b = a * 128 / 255
                pixels[y * width + x] = a << 24 | r << 16 | g << 8 | b
            }
        }
        return pixels
    }

    /// Every device pixel in ``FlatLayer/opaqueBox(at:)`` is fully covered by the raster laid
    /// over it, at its own scale and while it is resampled (a lift's steps, offsets by fractions
    /// of a pixel): laid over black and over white, those pixels come out the same. And the box
    /// is most of the card (what makes leaving out what lies under it worth doing).
    @Test(arguments: [1.0, 0.89, 0.95, 1.04, 1.125, 1.3])
    func theOpaqueBoxIsCoveredWhereverTheRasterIsLaid(ratio: Double) {
        let (w, h) = (240, 150)
        let pixels = Self.card(width: w, height: h, margin: 4, radius: 20)
        let drawnAt = Transform(m11: 1.1, m12: 0, m13: 30, m21: 0, m22: 1.1, m23: 20, m31: 0, m32: 0, m33: 1)
        let layer = FlatLayer(pixels: pixels, width: w, height: h, device: drawnAt, x0: 10, y0: 12, lastDevice: drawnAt, lastFrame: 0)
        #expect(layer.opaque.x1 - layer.opaque.x0 > w * 3 / 4 && layer.opaque.y1 - layer.opaque.y0 > h * 3 / 4,
                "opaque interior \(layer.opaque)")
        for offset in [0.0, 0.3, 0.71] {
            let s = 1.1 / ratio
            let now = Transform(m11: s, m12: 0, m13: 30 + offset, m21: 0, m22: s, m23: 20 - offset, m31: 0, m32: 0, m33: 1)
            let box = layer.opaqueBox(at: now)
            #expect(!box.isEmpty)
            let (fw, fh) = (400, 300)
            func laid(over background: UInt32) -> [UInt32] {
                var target = [UInt32](repeating: background, count: fw * fh)
                let m = layer.mapping(to: now)
                target.withUnsafeMutableBufferPointer { t in
                    let fb = Framebuffer(PixelRows(base: t.baseAddress!, pitch: fw, width: fw, height: fh))
                    pixels.withUnsafeBufferPointer { src in
                        _ = fb.layResampled(src.baseAddress!, pitch: w, width: w, height: h, kx: m.kx, ky: m.ky, cx: m.cx, cy: m.cy,
                                            alpha: 255, clip: nil)
                    }
                }
                return target
            }
            let black = laid(over: 0xFF00_0000), white = laid(over: 0xFFFF_FFFF)
            var uncovered = 0
            for y in Swift.max(0, box.y0)..<Swift.min(fh, box.y1) {
                for x in Swift.max(0, box.x0)..<Swift.min(fw, box.x1) where black[y * fw + x] != white[y * fw + x] {
                    uncovered += 1
                }
            }
            #expect(uncovered == 0, "ratio \(ratio), offset \(offset): \(uncovered) pixels of \(box) show what lies under them")
        }
    }

    /// A raster with no opaque middle (a translucent body) has no opaque box.
    @Test func aTranslucentBodyHidesNothing() {
        let pixels = Self.card(width: 100, height: 60, margin: 2, radius: 8).map { p in
            // Halve every pixel: premultiplied, so all four channels.
            (p >> 1) & 0x7F7F_7F7F
        }
        let layer = FlatLayer(pixels: pixels, width: 100, height: 60, device: .identity, x0: 0, y0: 0, lastDevice: .identity, lastFrame: 0)
        #expect(layer.opaque.isEmpty)
        #expect(layer.opaqueBox(at: .identity).isEmpty)
    }

    /// A raster laid at its own scale, moved by whole pixels, is laid pixel for pixel
    /// (``Framebuffer/layOver(_:pitch:width:height:x:y:clip:)``): the very pixels resampling it
    /// there gives, inside any clip.
    @Test func layingPixelForPixelIsResamplingAtTheRastersOwnScale() {
        let (w, h) = (120, 80)
        let pixels = Self.card(width: w, height: h, margin: 3, radius: 12).enumerated().map { i, p in
            // Some translucent pixels inside too.
            i % 7 == 0 ? (p >> 1) & 0x7F7F_7F7F : p
        }
        let drawnAt = Transform(m11: 1.125, m12: 0, m13: 20.5, m21: 0, m22: 1.125, m23: 10.25, m31: 0, m32: 0, m33: 1)
        let layer = FlatLayer(pixels: pixels, width: w, height: h, device: drawnAt, x0: 15, y0: 9, lastDevice: drawnAt, lastFrame: 0)
        let now = Transform(m11: 1.125, m12: 0, m13: 20.5 + 37, m21: 0, m22: 1.125, m23: 10.25 - 4, m31: 0, m32: 0, m33: 1)
        #expect(layer.isExact(at: now))
        let m = layer.mapping(to: now)
        let (fw, fh) = (220, 140)
        var background = [UInt32](repeating: 0, count: fw * fh)
        for i in background.indices { background[i] = 0xFF00_0000 | UInt32(i &* 2_654_435_761 >> 8 & 0xFF_FFFF) }
        for clip in [nil, DamageFrame.Box(x0: 60, y0: 20, x1: 130, y1: 70)] as [DamageFrame.Box?] {
            var over = background, resampled = background
            pixels.withUnsafeBufferPointer { src in
                over.withUnsafeMutableBufferPointer { t in
                    let fb = Framebuffer(PixelRows(base: t.baseAddress!, pitch: fw, width: fw, height: fh))
                    fb.layOver(src.baseAddress!, pitch: w, width: w, height: h, x: Int((-m.cx).rounded()), y: Int((-m.cy).rounded()), clip: clip)
                }
                resampled.withUnsafeMutableBufferPointer { t in
                    let fb = Framebuffer(PixelRows(base: t.baseAddress!, pitch: fw, width: fw, height: fh))
                    _ = fb.layResampled(src.baseAddress!, pitch: w, width: w, height: h, kx: m.kx, ky: m.ky, cx: m.cx, cy: m.cy,
                                        alpha: 255, clip: clip)
                }
            }
            #expect(over != background, "nothing was laid")
            #expect(over == resampled, "clip \(String(describing: clip)): \(zip(over, resampled).filter { $0 != $1 }.count) pixels differ")
        }
    }

    /// The opaque run through a row's middle pixel (``FlatLayer/opaqueInterior(_:width:height:)``
    /// scans every row of a raster with it, eight pixels a step) is the one a pixel-by-pixel scan
    /// finds: rows of every width from 1 to 70, runs reaching either end or stopped anywhere,
    /// gaps of one pixel, translucent and transparent stops, a middle pixel that is not opaque.
    @Test func anOpaqueRunIsFoundAsAPixelByPixelScanFindsIt() {
        var rng = SystemRandomNumberGenerator()
        var checked = 0
        for width in 1...70 {
            for _ in 0..<60 {
                // Mostly opaque, with a few stops of several kinds.
                let row: [UInt32] = (0..<width).map { _ in
                    switch Int.random(in: 0..<12, using: &rng) {
                    case 0: return 0
                    case 1: return 0xFE80_4020
                    case 2: return UInt32.random(in: 0...0x00FF_FFFF, using: &rng) | 0x7F00_0000
                    default: return 0xFF00_0000 | UInt32.random(in: 0...0x00FF_FFFF, using: &rng)
                    }
                }
                for mid in [0, width / 2, width - 1, Int.random(in: 0..<width, using: &rng)] {
                    var l: Int32 = -1, r: Int32 = -1
                    row.withUnsafeBufferPointer { cpb_opaque_run($0.baseAddress!, Int32(width), Int32(mid), &l, &r) }
                    var el = mid, er = mid
                    if row[mid] >> 24 == 255 {
                        er = mid + 1
                        while el > 0, row[el - 1] >> 24 == 255 { el -= 1 }
                        while er < width, row[er] >> 24 == 255 { er += 1 }
                    }
                    #expect(Int(l) == el && Int(r) == er, "width \(width), middle \(mid): \(l)..<\(r), expected \(el)..<\(er)")
                    checked += 1
                }
            }
        }
        #expect(checked == 70 * 60 * 4)
    }
}
