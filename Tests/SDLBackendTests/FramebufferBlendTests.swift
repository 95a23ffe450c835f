import CPixelBlend
import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// The renderer's framebuffer loops (``Framebuffer``): the blend rounds every channel as its
/// formula says in the vector and the scalar parts, and a shadow's raster serves every opacity.
@Suite(.serialized)
struct FramebufferBlendTests {
    /// The blend, one channel: (s·a + d·(255 − a)) / 255 rounded to nearest, with a the source
    /// alpha times `m` / 255 rounded to nearest; the alpha channel's source value counted as 255.
    static func reference(_ s: UInt32, over d: UInt32, modulation m: UInt32) -> UInt32 {
        let a = UInt32((Double((s >> 24) * m) / 255).rounded())
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            let sc = shift == 24 ? 255 : (s >> shift) & 0xFF, dc = (d >> shift) & 0xFF
            out |= UInt32((Double(sc * a + dc * (255 - a)) / 255).rounded()) << shift
        }
        return out
    }

    @Test func everyAlphaAndModulationBlendsAsTheFormulaRounds() {
        var rng = SystemRandomNumberGenerator()
        // Rows of 15: eight pixels in the AVX2 loop (where the processor has it), four in the
        // SSE2 loop, three in the scalar tail.
        let width = 15
        for m: UInt32 in [255, 254, 128, 77, 1] {
            for alpha in 0...255 {
                var src = (0..<width).map { _ in UInt32(alpha) << 24 | UInt32.random(in: 0...0xFF_FFFF, using: &rng) }
                // Some groups of four share one alpha (the all-clear and all-opaque shortcuts), some mix.
                if alpha % 3 == 0 {
                    for i in [1, 9] { src[i] = src[i] & 0xFF_FFFF | UInt32.random(in: 0...255, using: &rng) << 24 }
                }
                var dst = (0..<width).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
                let expected = zip(src, dst).map { Self.reference($0, over: $1, modulation: m) }
                let before = dst
                src.withUnsafeBufferPointer { s in
                    dst.withUnsafeMutableBufferPointer { d in cpb_blend(d.baseAddress, width, s.baseAddress, width, Int32(width), 1, m) }
                }
                for i in 0..<width where dst[i] != expected[i] {
                    Issue.record("alpha \(src[i] >> 24), modulation \(m), pixel \(i): \(String(src[i], radix: 16)) over \(String(before[i], radix: 16)) gave \(String(dst[i], radix: 16)), expected \(String(expected[i], radix: 16))")
                }
            }
        }
    }

    /// A stretched edge's rows, each one colour across (``cpb_blend_repeated``), blend as the
    /// formula rounds at every alpha and modulation, in the vector part and the tail alike.
    @Test func aRepeatedColumnBlendsEachRowAsTheFormulaRounds() {
        var rng = SystemRandomNumberGenerator()
        // 21 pixels a row: two groups of eight in the AVX2 loop, five in the scalar tail.
        let width = 21
        for m: UInt32 in [255, 254, 128, 77, 1] {
            // One row per alpha, its colour random; the column's pixels two apart (a pitch).
            let column = (0...255).flatMap { a in [UInt32(a) << 24 | UInt32.random(in: 0...0xFF_FFFF, using: &rng), 0xDEAD_BEEF] }
            var dst = (0..<(256 * width)).map { _ in UInt32.random(in: 0...UInt32.max, using: &rng) }
            let before = dst
            column.withUnsafeBufferPointer { s in
                dst.withUnsafeMutableBufferPointer { d in cpb_blend_repeated(d.baseAddress, width, s.baseAddress, 2, Int32(width), 256, m) }
            }
            for row in 0..<256 {
                let s = column[row * 2]
                for i in 0..<width {
                    let expected = Self.reference(s, over: before[row * width + i], modulation: m)
                    if dst[row * width + i] != expected {
                        Issue.record("alpha \(row), modulation \(m), pixel \(i): \(String(s, radix: 16)) over \(String(before[row * width + i], radix: 16)) gave \(String(dst[row * width + i], radix: 16)), expected \(String(expected, radix: 16))")
                        break
                    }
                }
            }
        }
    }

    @Test func aModulationOfZeroLeavesTheDestination() {
        let src = [UInt32](repeating: 0xFF12_3456, count: 9)
        var dst = (0..<9).map { UInt32($0) * 0x0101_0101 }
        let before = dst
        src.withUnsafeBufferPointer { s in dst.withUnsafeMutableBufferPointer { d in cpb_blend(d.baseAddress, 9, s.baseAddress, 9, 9, 1, 0) } }
        #expect(dst == before)
    }

    @Test func aShadowIsRenderedOnceForEveryOpacityItIsDrawnAt() throws {
        try SDLSession.withLock {
            let card = Rect(x: 40, y: 40, width: 220, height: 140)
            let target = try HeadlessTarget(canvas: Size(width: 320, height: 260), scale: 2, assets: Snapshot.assets())
            target.renderer.diagnostics.cachesShapes = true
            // A lift's shadow darkening, then the same shadow in a fading layer.
            for (alpha, layer) in [(0.2, 1.0), (0.35, 1.0), (0.5, 1.0), (0.5, 0.6), (0.5, 0.25)] {
                let list = DisplayList(size: Size(width: 320, height: 260), items: [
                    .pushLayer(.identity, opacity: layer),
                    .shadow(.roundedRect(cornerRadius: 18), card, Color.black.opacity(alpha), blur: 24, offset: Point(x: 0, y: 16)),
                    .popLayer,
                ])
                target.render(list)
                #expect(target.renderer.shapeCache.count == 1, "alpha \(alpha) in a layer at \(layer) rendered another texture")
                // It looks as the shadow drawn directly at that opacity does.
                let direct = try HeadlessTarget(canvas: list.size, scale: 2, assets: Snapshot.assets())
                direct.renderer.diagnostics.cachesShapes = false
                direct.render(list)
                let fraction = target.image().differingFraction(from: direct.image(), tolerance: 4)
                #expect(fraction < 0.001, "alpha \(alpha) × \(layer): \(fraction * 100) % of pixels differ from direct drawing")
            }
        }
    }
}
