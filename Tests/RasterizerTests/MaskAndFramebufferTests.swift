@testable import Rasterizer
import Testing
import UICore

/// The rasteriser's pixel work without SDL: shapes and shadows rasterised into masks
/// (``CoverageMask``, ``ShadowMask``), blended into a framebuffer whole or cut (``NineSlice``),
/// and a scroll's pixel move (``Framebuffer/move(_:)``).
struct MaskAndFramebufferTests {
    /// Pixels in an array, as rows a mask fills or a framebuffer draws into.
    final class Pixels {
        var storage: [UInt32]
        let width: Int, height: Int

        init(width: Int, height: Int, fill: UInt32 = 0) {
            self.width = width
            self.height = height
            storage = [UInt32](repeating: fill, count: width * height)
        }

        func withRows<R>(_ body: (PixelRows) -> R) -> R {
            storage.withUnsafeMutableBufferPointer { buffer in
                body(PixelRows(base: buffer.baseAddress!, pitch: width, width: width, height: height))
            }
        }

        subscript(x x: Int, y y: Int) -> UInt32 { storage[y * width + x] }
    }

    static let background: UInt32 = 0xFF20_2020

    /// `shape` 600 × 40 points at (50, 50), at 2 pixels a point, filled (or its shadow with `blur`), drawn into a
    /// framebuffer from a whole mask and from a cut one; the two framebuffers, and the cut.
    static func drawnWholeAndCut(_ shape: ShapeKind, blur: Double? = nil) throws -> (whole: Pixels, cut: Pixels, slice: NineSlice) {
        let size = Size(width: 600, height: 40)
        let color = Color(red: 0.9, green: 0.4, blue: 0.1, alpha: 0.8)
        // What reaches beyond the outline: the edge's half pixel, or the shadow's falloff; a
        // shadow's cut keeps more, as the renderer's does, for the short shadow's strength.
        let reach = blur.map { ShadowFalloff.extentSigmas * $0 / 2 * 2 } ?? 1
        let cutReach = blur.map { ShadowFalloff.cutSigmas * $0 / 2 * 2 } ?? reach
        let margin = Int(reach.rounded(.up)) + 2
        let place = Transform(m11: 2, m12: 0, m13: Double(margin - 100), m21: 0, m22: 2, m23: Double(margin - 100), m31: 0, m32: 0, m33: 1)
        let (w, h) = (1200 + 2 * margin, 80 + 2 * margin)
        let slice = try #require(NineSlice.cut(shape: shape, size: size, outline: 0, reach: cutReach, scaleX: 2, scaleY: 2,
                                               x0: -margin, y0: -margin))
        let cutSize = slice.cutSize(of: size, scaleX: 2, scaleY: 2)
        let (cw, ch) = (w - slice.extraColumns, h - slice.extraRows)
        func mask(_ size: Size, _ width: Int, _ height: Int) throws -> Pixels {
            let pixels = Pixels(width: width, height: height, fill: 0xDEAD_BEEF)
            let rect = Rect(origin: Point(x: 50, y: 50), size: size)
            if let blur {
                let m = try #require(ShadowMask(shape, rect, color: color, blur: blur, place: place, width: width, height: height, opacity: 1))
                pixels.withRows { m.fill($0) }
            } else {
                let m = try #require(CoverageMask(shape, rect, place: place, width: width, height: height, opacity: 1,
                                                  colour: color))
                pixels.withRows { m.fill($0) }
            }
            return pixels
        }
        let wholeMask = try mask(size, w, h), cutMask = try mask(cutSize, cw, ch)
        #expect(!wholeMask.storage.contains(0xDEAD_BEEF) && !cutMask.storage.contains(0xDEAD_BEEF), "every pixel written")
        let box = DamageFrame.Box(x0: 100 - margin, y0: 100 - margin, x1: 100 - margin + w, y1: 100 - margin + h)
        func drawn(_ mask: Pixels, _ slice: NineSlice) -> Pixels {
            let out = Pixels(width: 1500, height: 320, fill: background)
            out.withRows { rows in
                mask.storage.withUnsafeBufferPointer { source in
                    Framebuffer(rows).blend(source.baseAddress!, pitch: mask.width, cut: slice, width: mask.width, height: mask.height,
                                            into: box, alpha: 255, clip: nil)
                }
            }
            return out
        }
        return (drawn(wholeMask, NineSlice()), drawn(cutMask, slice), slice)
    }

    @Test(arguments: [ShapeKind.rect, .roundedRect(cornerRadius: 12), .capsule])
    func aLongFillCutShortIsDrawnPixelForPixelAsTheWholeShape(_ shape: ShapeKind) throws {
        let (whole, cut, slice) = try Self.drawnWholeAndCut(shape)
        #expect(slice.extraColumns > 1000, "the middle of a 1 200-pixel row is cut out")
        let differing = zip(whole.storage, cut.storage).filter { $0 != $1 }.count
        let first = zip(whole.storage, cut.storage).enumerated().first { $0.element.0 != $0.element.1 }.map { ($0.offset % 1500, $0.offset / 1500) }
        #expect(differing == 0, "\(differing) pixels differ, first \(first)")
        #expect(whole[x: 700, y: 140] != Self.background && whole[x: 80, y: 140] == Self.background, "the shape is drawn, and only it")
    }

    @Test func aLongShadowCutShortIsDrawnAsTheWholeShadow() throws {
        // σ = 12 pt beside square corners: cut at the falloff's own reach (2.5 σ each side), the
        // short shadow's blurred peak was 0.9 % under the long one's, 2 levels here.
        let (whole, cut, slice) = try Self.drawnWholeAndCut(.rect, blur: 24)
        #expect(slice.extraColumns > 900)
        var worst = 0
        for (a, b) in zip(whole.storage, cut.storage) where a != b {
            for shift in stride(from: 0, to: 32, by: 8) {
                let levels = abs(Int((a >> UInt32(shift)) & 0xFF) - Int((b >> UInt32(shift)) & 0xFF))
                worst = Swift.max(worst, levels)
            }
        }
        #expect(worst <= 1, "pixels differ by up to \(worst) levels")
    }

    @Test func aShadowFallsOffFromInsideToBeyondItsExtent() throws {
        // A 100 × 100 point square's shadow, σ = 8 pt, at scale 1: along its middle row the alpha
        // never rises going outward, is about half the peak at the outline and is gone 2.5 σ out.
        let blur = 16.0, sigma = blur / 2, extent = ShadowFalloff.extentSigmas * sigma
        let size = 100 + 2 * Int(extent) + 4, origin = Int(extent) + 2
        let place = Transform.translation(x: Double(origin), y: Double(origin))
        let mask = try #require(ShadowMask(.rect, Rect(x: 0, y: 0, width: 100, height: 100), color: .black, blur: blur,
                                           place: place, width: size, height: size, opacity: 1))
        let pixels = Pixels(width: size, height: size)
        pixels.withRows { mask.fill($0) }
        let row = origin + 50
        let alphas = (origin + 50..<size).map { Int(pixels[x: $0, y: row] >> 24) }
        #expect(zip(alphas, alphas.dropFirst()).allSatisfy { $0 >= $1 }, "\(alphas)")
        // Deep inside, the falloff's last stop (2.5 σ in): 0.5 · erfc(−2.5 / √2) = 0.9938.
        #expect(alphas.first == 253)
        let atOutline = alphas[50]
        #expect((118...137).contains(atOutline), "erfc(0) / 2 of the peak: \(atOutline)")
        #expect(alphas.last == 0 && pixels[x: 0, y: 0] == 0)
        // Symmetric: the left of the row mirrors the right.
        #expect((0..<50).allSatisfy { pixels[x: origin + 49 - $0, y: row] == pixels[x: origin + 50 + $0, y: row] })
        #expect(ShadowMask(.rect, Rect(x: 0, y: 0, width: 10, height: 10), color: .black, blur: 0.5, place: .identity,
                           width: 10, height: 10, opacity: 1) == nil, "a blur under half a pixel is a plain fill")
    }

    @Test func aScrollMovesTheClipsPixelsAndLeavesTheRestAlone() {
        // Each pixel holds its own coordinates; the clip's content moves up 3 and left 1.
        let fb = Pixels(width: 40, height: 30)
        for y in 0..<30 { for x in 0..<40 { fb.storage[y * 40 + x] = UInt32(y << 8 | x) } }
        let clip = DamageFrame.Box(x0: 5, y0: 4, x1: 35, y1: 26)
        fb.withRows { Framebuffer($0).move(PixelShift(clip: clip, dx: -1, dy: -3, damage: [])) }
        #expect(fb[x: 10, y: 10] == UInt32(13 << 8 | 11), "a pixel inside takes the one 3 below and 1 right")
        #expect(fb[x: 33, y: 22] == UInt32(25 << 8 | 34), "the last moved pixel reads the clip's last")
        #expect(fb[x: 2, y: 10] == UInt32(10 << 8 | 2) && fb[x: 20, y: 28] == UInt32(28 << 8 | 20), "outside the clip nothing moves")
        #expect(fb[x: 20, y: 25] == UInt32(25 << 8 | 20), "the strip scrolled into view keeps its pixels for the damage")
    }
}
