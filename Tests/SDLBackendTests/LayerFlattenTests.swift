import CPixelBlend
import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// Scaled layers drawn from flattened rasters (``LayerFlattener``): the resampling blend and
/// the unmatting are exact where they should be, a lift animation looks like the same lift
/// drawn directly, and a layer at rest is as sharp as one drawn directly.
@Suite(.serialized)
struct LayerFlattenTests {
    /// Premultiplied "over", one channel at a time: s + d·(255 − sA) / 255.
    static func over(_ s: UInt32, _ d: UInt32) -> UInt32 {
        let keep = 255 - (s >> 24)
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16] {
            let c = (s >> shift) & 0xFF + UInt32((Double(((d >> shift) & 0xFF) * keep) / 255).rounded())
            out |= Swift.min(255, c) << shift
        }
        return out
    }

    @Test func aRasterLaidAtItsOwnScaleIsPremultipliedOver() {
        var rng = SystemRandomNumberGenerator()
        let w = 23, h = 7
        let src: [UInt32] = (0..<(w * h)).map { _ in
            let a = UInt32.random(in: 0...255, using: &rng)
            let c = { UInt32.random(in: 0...a, using: &rng) }
            return a << 24 | c() << 16 | c() << 8 | c()
        }
        // The raster's pixel (0, 0) lands on destination pixel (3, 2): raster x = device x − 3.
        let dw = 30, dh = 12
        var dst = (0..<(dw * dh)).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng) }
        let before = dst
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                cpb_blend_premultiplied_scaled(d.baseAddress, dw, 0, 0, Int32(dw), Int32(dh), s.baseAddress, w, Int32(w), Int32(h),
                                               1, 1, -3, -2, 255)
            }
        }
        for y in 0..<dh {
            for x in 0..<dw {
                let inside = (3..<(3 + w)).contains(x) && (2..<(2 + h)).contains(y)
                let expected = inside ? Self.over(src[(y - 2) * w + x - 3], before[y * dw + x]) : before[y * dw + x]
                for shift: UInt32 in [0, 8, 16] {
                    let got = Int((dst[y * dw + x] >> shift) & 0xFF), want = Int((expected >> shift) & 0xFF)
                    #expect(abs(got - want) <= 1, "pixel (\(x), \(y)) channel \(shift): \(got), expected \(want)")
                }
            }
        }
    }

    /// The bilinear sample of `src` (w × h, transparent outside) at source position `f` (in
    /// 1/256 pixels, as the blend rounds it), with 8-bit weights, down each column then across.
    static func sample(_ src: [UInt32], _ w: Int, _ h: Int, fx: Int, fy: Int) -> UInt32 {
        let i0 = fx >> 8, wx = UInt32(fx & 255), j0 = fy >> 8, wy = UInt32(fy & 255)
        func px(_ i: Int, _ j: Int) -> UInt32 { i >= 0 && i < w && j >= 0 && j < h ? src[j * w + i] : 0 }
        var out: UInt32 = 0
        for shift: UInt32 in [0, 8, 16, 24] {
            func ch(_ v: UInt32) -> UInt32 { (v >> shift) & 0xFF }
            let left = (ch(px(i0, j0)) * (256 - wy) + ch(px(i0, j0 + 1)) * wy) >> 8
            let right = (ch(px(i0 + 1, j0)) * (256 - wy) + ch(px(i0 + 1, j0 + 1)) * wy) >> 8
            out |= ((left * (256 - wx) + right * wx) >> 8) << shift
        }
        return out
    }

    /// `v`'s channels times `alpha` / 255 as the blend applies it (× m / 256, m = alpha + alpha / 128).
    static func modulated(_ v: UInt32, _ alpha: UInt32) -> UInt32 {
        let m = alpha + (alpha >> 7)
        guard m < 256 else { return v }
        return [0, 8, 16, 24].reduce(UInt32(0)) { out, shift in out | ((((v >> shift) & 0xFF) * m) >> 8) << shift }
    }

    /// Scaled up and down (a lift's 0.9–1.1 and further), over a raster with an opaque middle,
    /// a soft edge and transparent pixels, at full and part opacity: every pixel is the bilinear
    /// sample laid over. The widths cover the vector loops (eight columns whose pairs lie within
    /// eight source pixels, and wider ones) and the scalar remainder.
    @Test(arguments: [(0.93, 0.93, 255), (1.07, 1.04, 255), (0.5, 0.75, 255), (2.0, 1.0, 255), (1.0, 0.31, 255),
                      (1.12, 0.9, 140), (0.8, 1.3, 37)] as [(Double, Double, UInt32)])
    func aScaledRasterIsTheBilinearSampleLaidOver(kx: Double, ky: Double, alpha: UInt32) {
        var rng = SystemRandomNumberGenerator()
        let w = 41, h = 29
        let src: [UInt32] = (0..<(w * h)).map { p in
            let x = p % w, y = p / w
            // Opaque inside (most of a tile's art), random at the edge, transparent in one corner.
            let a: UInt32 = (4..<(w - 4)).contains(x) && (4..<(h - 4)).contains(y) ? 255
                : (x < 3 && y < 3 ? 0 : UInt32.random(in: 0...255, using: &rng))
            let c = { UInt32.random(in: 0...a, using: &rng) }
            return a << 24 | c() << 16 | c() << 8 | c()
        }
        let wrong = Self.channelsOffTheBilinearSample(src, w, h, kx: kx, ky: ky, alpha: alpha)
        #expect(wrong == 0, "\(wrong) channels off by more than 1 at scale \(kx) × \(ky), alpha \(alpha)")
    }

    /// A focused row's platter: one opaque colour over most of the raster (the vector loops take
    /// eight equal pixels at once), a few glyph-like pixels on it and a soft, partly transparent
    /// rim. Every pixel is still the bilinear sample laid over, at full and part opacity.
    @Test(arguments: [(1.06, 1.06, 255), (1.03, 1.01, 255), (0.97, 0.97, 120), (1.0, 1.0, 255), (2.0, 1.5, 200)] as [(Double, Double, UInt32)])
    func aScaledPlatterIsTheBilinearSampleLaidOver(kx: Double, ky: Double, alpha: UInt32) {
        var rng = SystemRandomNumberGenerator()
        let w = 67, h = 23, fill: UInt32 = 0xFFF2_F2F2
        let src: [UInt32] = (0..<(w * h)).map { p in
            let x = p % w, y = p / w
            if x < 2 || y < 2 || x >= w - 2 || y >= h - 2 {
                let a = UInt32.random(in: 0...255, using: &rng)
                return a << 24 | (a * 0xF2 / 255) * 0x01_0101
            }
            // A glyph's few dark pixels here and there; the rest is the fill.
            return (x * 7 + y * 3) % 29 == 0 ? 0xFF20_2020 : fill
        }
        let wrong = Self.channelsOffTheBilinearSample(src, w, h, kx: kx, ky: ky, alpha: alpha)
        #expect(wrong == 0, "\(wrong) channels off by more than 1 at scale \(kx) × \(ky), alpha \(alpha)")
    }

    /// A rectangle cut from the resampled blend (a damage box, a clip) has exactly the pixels
    /// the whole blend gives there, and leaves every other pixel alone, at any cut and scale:
    /// only the source columns the cut reads are mixed down its rows.
    @Test(arguments: [(0.93, 0.93), (1.07, 1.04), (0.5, 0.8), (2.0, 1.0)] as [(Double, Double)])
    func aCutOfTheScaledBlendHasTheWholeBlendsPixels(kx: Double, ky: Double) {
        var rng = SystemRandomNumberGenerator()
        let w = 41, h = 29, dw = 70, dh = 50
        let src: [UInt32] = (0..<(w * h)).map { _ in
            let a = UInt32.random(in: 0...255, using: &rng)
            let c = { UInt32.random(in: 0...a, using: &rng) }
            return a << 24 | c() << 16 | c() << 8 | c()
        }
        let background = (0..<(dw * dh)).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng) }
        func blended(x0: Int, y0: Int, width: Int, height: Int) -> [UInt32] {
            var dst = background
            src.withUnsafeBufferPointer { s in
                dst.withUnsafeMutableBufferPointer { d in
                    cpb_blend_premultiplied_scaled(d.baseAddress, dw, Int32(x0), Int32(y0), Int32(width), Int32(height), s.baseAddress,
                                                   w, Int32(w), Int32(h), kx, ky, -2.6, -3.2, 255)
                }
            }
            return dst
        }
        let whole = blended(x0: 0, y0: 0, width: dw, height: dh)
        for (x0, y0, cw, ch) in [(23, 11, 24, 20), (0, 0, 9, 50), (61, 40, 9, 10), (30, 5, 1, 1), (2, 7, 17, 3)] {
            let cut = blended(x0: x0, y0: y0, width: cw, height: ch)
            var wrong = 0
            for y in 0..<dh {
                for x in 0..<dw {
                    let inside = (x0..<(x0 + cw)).contains(x) && (y0..<(y0 + ch)).contains(y)
                    if cut[y * dw + x] != (inside ? whole : background)[y * dw + x] { wrong += 1 }
                }
            }
            #expect(wrong == 0, "cut \((x0, y0, cw, ch)) at scale \(kx) × \(ky): \(wrong) pixels differ")
        }
    }

    /// How many destination channels ``cpb_blend_premultiplied_scaled`` leaves more than one
    /// level off the bilinear sample of `src` (w × h) laid over a random opaque destination,
    /// scaled by `kx` × `ky` and offset by a fraction of a pixel, at opacity `alpha`.
    static func channelsOffTheBilinearSample(_ src: [UInt32], _ w: Int, _ h: Int, kx: Double, ky: Double, alpha: UInt32) -> Int {
        var rng = SystemRandomNumberGenerator()
        let dw = 70, dh = 50, cx = -2.6, cy = -3.2
        var dst = (0..<(dw * dh)).map { _ in 0xFF00_0000 | UInt32.random(in: 0...0xFF_FFFF, using: &rng) }
        let before = dst
        src.withUnsafeBufferPointer { s in
            dst.withUnsafeMutableBufferPointer { d in
                cpb_blend_premultiplied_scaled(d.baseAddress, dw, 0, 0, Int32(dw), Int32(dh), s.baseAddress, w, Int32(w), Int32(h),
                                               kx, ky, cx, cy, alpha)
            }
        }
        var wrong = 0
        for y in 0..<dh {
            let fy = Int(((ky * (Double(y) + 0.5) + cy - 0.5) * 256).rounded())
            for x in 0..<dw {
                let fx = Int(((kx * (Double(x) + 0.5) + cx - 0.5) * 256).rounded())
                let inside = fx >> 8 >= -1 && fx >> 8 <= w - 1 && fy >> 8 >= -1 && fy >> 8 <= h - 1
                let expected = inside ? Self.over(Self.modulated(Self.sample(src, w, h, fx: fx, fy: fy), alpha), before[y * dw + x]) : before[y * dw + x]
                for shift: UInt32 in [0, 8, 16] where abs(Int((dst[y * dw + x] >> shift) & 0xFF) - Int((expected >> shift) & 0xFF)) > 1 {
                    wrong += 1
                }
            }
        }
        return wrong
    }

    /// A layer's transform scaling it by `s` about the centre of `r`, as a lift does.
    static func lift(_ s: Double, about r: Rect) -> Transform {
        Transform(m11: s, m12: 0, m13: r.midX - s * r.midX, m21: 0, m22: s, m23: r.midY - s * r.midY, m31: 0, m32: 0, m33: 1)
    }

    /// A tile as the grid draws one lifted: a shadow, then a body of art, border and badge; with
    /// `titleLayer`, its title in a layer of its own moved down, as the grid's title slides below
    /// a lifted tile (a nested layer draws no pixels itself: it must not stop the flattening).
    static func tile(scale s: Double, titleLayer: Bool = false) -> DisplayList {
        let card = Rect(x: 100, y: 80, width: 240, height: 150)
        let lift = Self.lift(s, about: card)
        let grow: Double = s - 1
        let shadow = DisplayItem.shadow(.roundedRect(cornerRadius: 20), card, Color.black.opacity(0.2 + 2 * grow),
                                        blur: 5 + 100 * grow, offset: Point(x: 0, y: 6 + 100 * grow))
        let art = DisplayItem.gradient(.roundedRect(cornerRadius: 20), card, from: Color(red: 0.55, green: 0.27, blue: 0.07),
                                       to: Color(red: 0.3, green: 0.15, blue: 0.05), start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
        var items: [DisplayItem] = [
            .fill(.rect, Rect(x: 0, y: 0, width: 440, height: 40), Color(red: 0.3, green: 0.3, blue: 0.35)),
            .pushLayer(lift, opacity: 1),
            shadow,
            art,
            .fill(.capsule, Rect(x: 150, y: 150, width: 140, height: 40), Color(red: 0.8, green: 0.8, blue: 0.85)),
            .fill(.circle, Rect(x: 200, y: 120, width: 40, height: 40), Color(red: 0.9, green: 0.6, blue: 0.2, alpha: 0.8)),
            .stroke(.roundedRect(cornerRadius: 20), card, Color(red: 0.04, green: 0.52, blue: 1), lineWidth: 6),
            .fill(.circle, Rect(x: 290, y: 90, width: 40, height: 40), Color.black.opacity(0.55)),
            .text("Baklava", Font(size: 22, weight: .bold), .white, origin: Point(x: 120, y: 190)),
            .popLayer,
        ]
        if titleLayer {
            items.insert(DisplayItem.pushLayer(Transform.translation(x: 0, y: 12), opacity: 1), at: items.count - 2)
            items.insert(DisplayItem.popLayer, at: items.count - 1)
        }
        return DisplayList(size: Size(width: 440, height: 320), background: Color(red: 0.11, green: 0.11, blue: 0.12), items: items)
    }

    /// A lift that scrolls while it animates (its items and layer moved by whole pixels each
    /// frame) is laid from the one raster it was flattened into, and looks like it drawn directly.
    @Test func aLiftMovedByAScrollKeepsItsRaster() throws {
        try SDLSession.withLock {
            let size = Size(width: 440, height: 320)
            let flat = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            let direct = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            direct.renderer.diagnostics.flattensLayers = false
            let scales = [1.0, 1.01, 1.025, 1.04, 1.06, 1.08, 1.1]
            for (i, s) in scales.enumerated() {
                // Up by 1.5 points (3 pixels) a frame, as a scroll snapped to pixels moves it.
                let up = Point(x: 0, y: -1.5 * Double(i))
                var list = Self.tile(scale: s)
                list.items = [list.items[0]] + list.items.dropFirst().map { $0.translated(by: up) }
                flat.render(list)
                direct.render(list)
                let mid = flat.image().differingFraction(from: direct.image(), tolerance: 40)
                #expect(mid < 0.01, "scale \(s): \(mid * 100) % of pixels differ from direct drawing")
            }
            #expect(flat.renderer.flattener.flattenCount == 1, "flattened \(flat.renderer.flattener.flattenCount) times")
        }
    }

    /// The flattener's own caches hold a few layers of the size it flattens, not a window's
    /// worth: forty different tiles lifted one after the other (as a held Down lifts row after
    /// row) leave its text and shape caches within budgets worked out from its surface (here a
    /// 2× tile, 2.2 MB of text), not what a 1280×720 window keeps (3.7 MB of text, 18 MB of
    /// shapes), which they were given before.
    @Test func theFlattenersCachesAreSizedFromItsLayers() throws {
        try SDLSession.withLock {
            let size = Size(width: 440, height: 320)
            let t = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            for k in 0..<40 {
                for s in [1.0, 1.02, 1.05, 1.08, 1.1, 1.1, 1.1] {
                    var list = Self.tile(scale: s)
                    list.items = list.items.map { item in
                        if case .text(_, let f, let c, let o) = item { return .text("Tile number \(k)", f, c, origin: o) }
                        return item
                    }
                    t.render(list)
                }
            }
            let r = try #require(t.renderer.flattener.offscreenRenderer, "nothing was flattened")
            let window = 1280 * 720 * 4
            // A window's budgets are one and two screens (text, shapes): a layer's text at most
            // a window's, its shapes half a window's.
            #expect(r.textCache.costLimit <= window, "text budget \(r.textCache.costLimit)")
            #expect(r.shapeCache.costLimit <= window * 5 / 2, "shape budget \(r.shapeCache.costLimit)")
            #expect(r.textCache.totalCost <= r.textCache.costLimit && r.shapeCache.totalCost <= r.shapeCache.costLimit)
            #expect(r.textCache.count >= 1, "the flattener drew the titles")
        }
    }

    /// A frame drawn in several boxes asks for the same layer once a box: the layer coming to
    /// rest never happens within one frame, and a body is flattened the first frame it shows.
    @Test func askingTwiceInAFrameIsNotARest() throws {
        try SDLSession.withLock {
            let target = try HeadlessTarget(canvas: Size(width: 200, height: 100), scale: 1, assets: nil)
            let flattener = target.renderer.flattener
            let box = DamageFrame.Box(x0: 10, y0: 10, x1: 60, y1: 40)
            func ask(scale s: Double, y: Double, frame: Int) -> Bool {
                let device = Transform(m11: s, m12: 0, m13: 0, m21: 0, m22: s, m23: y, m31: 0, m32: 0, m33: 1)
                return flattener.raster(for: 42, device: device, frame: frame, box: box) { _, _ in } != nil
            }
            #expect(ask(scale: 1.05, y: 0, frame: 1) && flattener.flattenCount == 1, "flattened at first sight")
            #expect(ask(scale: 1.05, y: 0, frame: 1) && flattener.flattenCount == 1, "the same frame's second box")
            #expect(ask(scale: 1.08, y: 3, frame: 2) && flattener.flattenCount == 1, "resampled while it moves")
            #expect(ask(scale: 1.08, y: 3, frame: 2) && flattener.flattenCount == 1, "the same frame's second box is not a rest")
            #expect(ask(scale: 1.08, y: 3, frame: 3) && flattener.flattenCount == 2, "drawn again sharp at rest")
            #expect(ask(scale: 1.08, y: 3, frame: 4) && flattener.flattenCount == 2, "laid exact from then on")
        }
    }

    /// A window's first frame, drawn whole, has the pixels the same list gets drawn from damage
    /// after other frames: a lifted tile at rest is laid from its flattened raster both ways.
    /// Drawn whole, its body used to be drawn item by item, which differs from the raster by a
    /// level where an edge is blended over the shadow: a replay's first shot (the first frame it
    /// draws) differed from the same shot with every frame drawn in 335 pixels of the lifted
    /// tile's outline.
    @Test(arguments: [[1.0, 1.1], [1.005, 1.03, 1.03], [1.005, 1.06, 1.06], [1.005, 1.1, 1.1]])
    func aLiftDrawnWholeHasThePixelsOfTheLiftDrawnFromDamage(scales: [Double]) throws {
        try SDLSession.withLock {
            let size = Size(width: 440, height: 320)
            let damage = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            for s in scales { damage.render(Self.tile(scale: s)) }
            #expect(!damage.renderer.hasProvisionalPixels, "the resting lift is still resampled")
            let whole = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            whole.render(Self.tile(scale: scales[scales.count - 1]))
            let differing = damage.image().differingFraction(from: whole.image(), tolerance: 0)
            #expect(differing == 0, "\(differing * Double(880 * 640)) pixels differ from the list drawn whole")
        }
    }

    /// A list row as the guide lifts one (a button's platter, its start time, title and
    /// progress bar: fills and text only) is drawn item by item at every step of its lift, not
    /// flattened and resampled: each frame, drawn from damage over the frames before it, has
    /// the pixels of the same list drawn whole on a fresh target, and no raster is made.
    @Test func aRowOfShapesAndTextLiftsWithoutARaster() throws {
        try SDLSession.withLock {
            let size = Size(width: 640, height: 200)
            let row = Rect(x: 40, y: 60, width: 560, height: 80)
            func list(scale s: Double) -> DisplayList {
                let items: [DisplayItem] = [
                    .fill(.roundedRect(cornerRadius: 12), Rect(x: 40, y: 150, width: 560, height: 40), Color(red: 0.23, green: 0.23, blue: 0.24)),
                    .pushLayer(Self.lift(s, about: row), opacity: 1),
                    .shadow(.roundedRect(cornerRadius: 12), row, Color.black.opacity(0.3 * (s - 1) / 0.06), blur: 20, offset: Point(x: 0, y: 8)),
                    .fill(.roundedRect(cornerRadius: 12), row, .white),
                    .text("19:00", Font(size: 24), Color(red: 0.45, green: 0.45, blue: 0.47), origin: Point(x: 60, y: 72)),
                    .text("News · The Quiz 3", Font(size: 24), .black, origin: Point(x: 170, y: 72)),
                    .fill(.capsule, Rect(x: 170, y: 112, width: 400, height: 8), Color(red: 0.8, green: 0.8, blue: 0.8)),
                    .fill(.capsule, Rect(x: 170, y: 112, width: 130, height: 8), .black),
                    .popLayer,
                ]
                return DisplayList(size: size, background: Color(red: 0.11, green: 0.11, blue: 0.12), items: items)
            }
            let damage = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            for s in [1.0, 1.0075, 1.02, 1.035, 1.05, 1.06, 1.06, 1.04, 1.01, 1.0] {
                damage.render(list(scale: s))
                let whole = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
                whole.render(list(scale: s))
                let differing = damage.image().differingFraction(from: whole.image(), tolerance: 0)
                #expect(differing == 0, "scale \(s): \(differing * Double(1280 * 400)) pixels differ from the list drawn whole")
            }
            #expect(damage.renderer.flattener.flattenCount == 0, "flattened \(damage.renderer.flattener.flattenCount) times")
            #expect(!damage.renderer.hasProvisionalPixels)
            // Fading, the row is laid as one raster at its opacity (the text over its platter,
            // then both over the list), not item by item.
            var fading = list(scale: 1.03)
            if let push = fading.items.firstIndex(where: { if case .pushLayer = $0 { true } else { false } }) {
                fading.items[push] = .pushLayer(Self.lift(1.03, about: row), opacity: 0.5)
            }
            damage.render(fading)
            #expect(damage.renderer.flattener.flattenCount == 1, "a fading row was not flattened")
        }
    }

    @Test(arguments: [false, true])
    func aLiftDrawnFromItsRasterLooksLikeTheLiftDrawnDirectly(titleLayer: Bool) throws {
        try SDLSession.withLock {
            let size = Size(width: 440, height: 320)
            let flat = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            let direct = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            direct.renderer.diagnostics.flattensLayers = false
            // The lift easing in, then resting: the last list is shown twice, as a host shows it
            // once more while the window holds resampled pixels.
            let scales = [1.0, 1.01, 1.025, 1.04, 1.06, 1.08, 1.1, 1.11, 1.12, 1.12]
            for (i, s) in scales.enumerated() {
                let list = Self.tile(scale: s, titleLayer: titleLayer)
                flat.render(list)
                direct.render(list)
                let resting = i == scales.count - 1
                let mid = flat.image().differingFraction(from: direct.image(), tolerance: resting ? 3 : 40)
                // Mid-lift the raster is resampled (bilinear), so its edges are softer than the
                // exact masks drawn directly: 0.6–1.03 % of pixels more than 40 levels apart
                // (0.5–0.8 % when shapes were drawn as rings, themselves softer).
                #expect(mid < (resting ? 0.001 : 0.015), "scale \(s): \(mid * 100) % of pixels differ from direct drawing")
                // The body is flattened the first frame it shows scaled (1.01, drawn exact), resampled after.
                if i >= 3, i < scales.count - 1 { #expect(flat.renderer.hasProvisionalPixels, "scale \(s) was not drawn from the raster") }
            }
            #expect(flat.renderer.flattener.rasterCount == 1)
            #expect(!flat.renderer.hasProvisionalPixels, "the resting lift is still resampled")
            #expect(flat.image().distinctColours() > 100)
        }
    }

    /// A body flattened in one pass holds each pixel's colour and coverage as drawing it over
    /// anything would leave them (premultiplied "over", alpha included): a resting lift of
    /// translucent text, a rounded image, a translucent fill and a stroke, laid from its raster
    /// over a light and a dark background, is within 3 levels of the same lift drawn directly,
    /// everywhere. (A raster whose coverage was lost where SDL blends — text, images — shows
    /// dark or light fringes there, tens of levels off.)
    @Test(arguments: [Color(red: 0.92, green: 0.9, blue: 0.85), Color(red: 0.05, green: 0.06, blue: 0.1)])
    func aFlattenedBodyBlendsAsItsItemsDo(background: Color) throws {
        try SDLSession.withLock {
            let size = Size(width: 300, height: 200)
            let card = Rect(x: 40, y: 30, width: 220, height: 140)
            func list(scale s: Double) -> DisplayList {
                let items: [DisplayItem] = [
                    .pushLayer(Self.lift(s, about: card), opacity: 1),
                    .image("palette-sunset", Rect(x: 50, y: 40, width: 120, height: 80), .roundedRect(cornerRadius: 16)),
                    .fill(.roundedRect(cornerRadius: 10), Rect(x: 140, y: 60, width: 100, height: 60),
                          Color(red: 0.2, green: 0.5, blue: 0.9, alpha: 0.5)),
                    .stroke(.roundedRect(cornerRadius: 20), card, Color(red: 1, green: 1, blue: 1, alpha: 0.7), lineWidth: 3),
                    .text("Flat white", Font(size: 20, weight: .bold), Color(red: 1, green: 1, blue: 1, alpha: 0.8),
                          origin: Point(x: 60, y: 125)),
                    .text("ink", Font(size: 18), .black, origin: Point(x: 190, y: 130)),
                    .popLayer,
                ]
                return DisplayList(size: size, background: background, items: items)
            }
            let flat = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            let direct = try HeadlessTarget(canvas: size, scale: 2, assets: Snapshot.assets())
            direct.renderer.diagnostics.flattensLayers = false
            // Seen, flattened and resampled, then at rest (laid pixel for pixel from a raster
            // made at its resting scale).
            for s in [1.0, 1.04, 1.08, 1.12, 1.12] {
                flat.render(list(scale: s))
                direct.render(list(scale: s))
            }
            #expect(flat.renderer.flattener.flattenCount >= 1, "the body was not flattened")
            // Measured: at most 3 levels (52 edge pixels, 0.02 %, where the stroke crosses the
            // translucent fill): rounding, the premultiplied raster's and the blend's.
            let off = flat.image().differingFraction(from: direct.image(), tolerance: 3)
            #expect(off == 0, "\(off * 100) % of pixels more than 3 levels from direct drawing")
        }
    }
}
