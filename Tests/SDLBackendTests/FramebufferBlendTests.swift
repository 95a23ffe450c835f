import CPixelBlend
import Foundation
@testable import SDLBackend
import Testing
import UICore

/// The software renderer's own framebuffer loops (``SDLRenderer/framebufferPixels``): the blend
/// rounds every channel as its formula says in the vector and the scalar parts, drawing through
/// them looks like drawing through SDL, and a shadow's texture serves every opacity.
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

    @Test func aModulationOfZeroLeavesTheDestination() {
        let src = [UInt32](repeating: 0xFF12_3456, count: 9)
        var dst = (0..<9).map { UInt32($0) * 0x0101_0101 }
        let before = dst
        src.withUnsafeBufferPointer { s in dst.withUnsafeMutableBufferPointer { d in cpb_blend(d.baseAddress, 9, s.baseAddress, 9, 9, 1, 0) } }
        #expect(dst == before)
    }

    /// Renders `list` on a headless target with the shape cache on, writing the framebuffer
    /// itself (`own`) or through SDL.
    private func render(_ list: DisplayList, own: Bool, scale: Double = 2) throws -> RGBImage {
        let target = try HeadlessTarget(canvas: list.size, scale: scale, assets: Snapshot.assets())
        target.renderer.diagnostics.cachesShapes = true
        if !own { target.renderer.framebuffer = nil }
        target.render(list)
        return target.image()
    }

    @Test func drawingIntoTheFramebufferLooksLikeDrawingThroughSDL() throws {
        try SDLSession.withLock {
            // Scaled text is resampled by our own blend on our framebuffer (clip-independent,
            // ScaledTextClipTests), not by SDL's scaled copy: compared apart below.
            var layers = Fixtures.layers()
            layers.items.removeAll { if case .text = $0 { return true } else { return false } }
            for (name, list) in [("shapes", Fixtures.shapes()), ("layers", layers)] {
                let own = try render(list, own: true), sdl = try render(list, own: false)
                // SDL blends with a shift by 8 bits where ours divides by 255, and truncates a
                // modulated alpha where ours rounds it: a level or two apart, three where both
                // meet (a translucent layer's shapes, whose masks carry the layer's alpha: 3.1 %
                // of the layers fixture's pixels are 3 levels apart, none more), a few at most.
                let close = own.differingFraction(from: sdl, tolerance: 3), far = own.differingFraction(from: sdl, tolerance: 6)
                #expect(close < 0.002, "\(name): \(close * 100) % of pixels differ by more than 3 levels")
                #expect(far == 0, "\(name): \(far * 100) % of pixels differ by more than 6 levels")
                #expect(own.distinctColours() > 100, "\(name): nothing was drawn")
            }
            // Text at 1.5×, where every line is a scaled copy: the two resamplers place glyph
            // edges a fraction of a pixel apart, nothing more.
            let own = try render(Fixtures.text(), own: true, scale: 1.5), sdl = try render(Fixtures.text(), own: false, scale: 1.5)
            let apart = own.differingFraction(from: sdl, tolerance: 64)
            #expect(apart < 0.01, "text: \(apart * 100) % of pixels differ by more than a quarter of the range")
            #expect(own.distinctColours() > 50, "text: nothing was drawn")
        }
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
