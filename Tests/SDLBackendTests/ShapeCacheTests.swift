import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// The shape texture cache: cached shapes look like directly drawn ones, are reused wherever
/// the shape moves, and respect clips.
@Suite(.serialized)
struct ShapeCacheTests {
    /// Renders a list with the shape cache on or off.
    private func render(_ list: DisplayList, cached: Bool, scale: Double = 1) throws -> HeadlessTarget {
        let target = try HeadlessTarget(canvas: list.size, scale: scale, assets: Snapshot.assets())
        target.renderer.diagnostics.cachesShapes = cached
        target.render(list)
        return target
    }

    /// Draws `list` at scale 2 directly and from the shape cache (expecting `items` textures in
    /// it) and returns the fractions of pixels differing by more than 4 and by more than `far`
    /// levels.
    private func cachedAgainstDirect(_ list: DisplayList, items: Int, far: Int) throws -> (close: Double, far: Double) {
        let direct = try render(list, cached: false, scale: 2).image()
        let target = try render(list, cached: true, scale: 2)
        #expect(target.renderer.shapeCache.count == items)
        let cached = target.image()
        return (cached.differingFraction(from: direct, tolerance: 4), cached.differingFraction(from: direct, tolerance: far))
    }

    @Test func cachedShapesMatchDirectDrawing() throws {
        try SDLSession.withLock {
            for (name, list) in [("shapes", Fixtures.shapes()), ("layers", Fixtures.layers())] {
                let direct = try render(list, cached: false).image()
                let target = try render(list, cached: true)
                let first = target.image()
                #expect(target.renderer.shapeCache.count > 0)
                // Anchors rounded to whole pixels move anti-aliased edges by under half a pixel:
                // only edge pixels may differ by more than blending rounding.
                let fraction = first.differingFraction(from: direct, tolerance: 8)
                #expect(fraction < 0.01, "\(name): \(fraction * 100) % of pixels differ from direct drawing")
                // A second frame draws from the cache: the same pixels, no new textures.
                let entries = target.renderer.shapeCache.count
                target.render(list)
                #expect(target.image() == first, "\(name): a frame drawn from the cache differs")
                #expect(target.renderer.shapeCache.count == entries)
            }
        }
    }

    @Test func gradientSpansMatchEveryPixelsOwnDistance() throws {
        try SDLSession.withLock {
            // Rounded, square-cornered and capsule gradients, at sizes and scales that put edges
            // on and between pixels, scaled as a lift scales them, in a fading layer.
            var items: [DisplayItem] = []
            for (i, radius) in [0.0, 3.5, 12, 40].enumerated() {
                for (j, scale) in [1.0, 1.037, 1.1].enumerated() {
                    let rect = Rect(x: 10.3 + Double(j) * 130, y: 8.6 + Double(i) * 95, width: 117.7, height: 80.2)
                    let shape: ShapeKind = radius == 40 ? .capsule : .roundedRect(cornerRadius: radius)
                    items += [.pushLayer(Transform.translation(x: rect.midX, y: rect.midY)
                                .concatenating(.scale(x: scale, y: scale)).concatenating(.translation(x: -rect.midX, y: -rect.midY)),
                                         opacity: j == 2 ? 0.6 : 1),
                              .gradient(shape, rect, from: .orange, to: .purple, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)),
                              .gradient(shape, rect.insetBy(dx: 20, dy: 20), from: .blue, to: .green, start: Point(x: 0.5, y: 0), end: Point(x: 0.5, y: 1)),
                              .popLayer]
                }
            }
            let list = DisplayList(size: Size(width: 420, height: 390), items: items)
            for scale in [1.0, 2.0 / 3.0, 1.5] {
                let spans = try render(list, cached: true, scale: scale)
                let reference = try HeadlessTarget(canvas: list.size, scale: scale, assets: Snapshot.assets())
                reference.renderer.diagnostics.coverageSpans = false
                reference.render(list)
                let fraction = spans.image().differingFraction(from: reference.image(), tolerance: 1)
                #expect(fraction == 0, "scale \(scale): \(fraction * 100) % of pixels differ")
            }
        }
    }

    @Test func aMovedShapeReusesItsTexture() throws {
        try SDLSession.withLock {
            let card = DisplayItem.fill(.roundedRect(cornerRadius: 12), Rect(x: 20.3, y: 30.6, width: 120, height: 80), .orange)
            var list = DisplayList(size: Size(width: 400, height: 300), items: [card])
            let target = try render(list, cached: true)
            #expect(target.renderer.shapeCache.count == 1)
            let before = target.image()
            // Scrolled by 150.1 pt: the same texture, its anchor (20.3 → 170.4) rounded to 150 px further right.
            list.items = [.pushLayer(.translation(x: 150.1, y: 0), opacity: 1), card, .popLayer]
            target.render(list)
            #expect(target.renderer.shapeCache.count == 1)
            let after = target.image()
            for (x, y) in [(40, 50), (80, 70), (22, 33), (139, 109)] {
                #expect(after.pixel(x: x + 150, y: y) == before.pixel(x: x, y: y))
            }
            // Lifted (scaled): a texture of its own at the drawn scale.
            list.items = [.pushLayer(.scale(x: 1.1, y: 1.1, about: Point(x: 80, y: 70)), opacity: 1), card, .popLayer]
            target.render(list)
            #expect(target.renderer.shapeCache.count == 2)
        }
    }

    /// A long row background, progress bar, outline and shadow — flat and lifted, at 2× — are
    /// cached as short textures (their straight middles cut out) and drawn stretched back to
    /// their length, looking as directly drawn ones do; textures a fraction of their full size.
    /// Rows of one height but different widths share one texture.
    @Test func longShapesAreCachedShortAndDrawnStretched() throws {
        try SDLSession.withLock {
            func row(_ y: Double, width: Double) -> [DisplayItem] {
                [.shadow(.roundedRect(cornerRadius: 12), Rect(x: 20.3, y: y, width: width, height: 76), Color.black.opacity(0.5),
                         blur: 12, offset: Point(x: 0, y: 6)),
                 .fill(.roundedRect(cornerRadius: 12), Rect(x: 20.3, y: y, width: width, height: 76), Color.white.opacity(0.14)),
                 .fill(.capsule, Rect(x: 40.6, y: y + 60, width: width * 0.7, height: 8), .white),
                 .stroke(.roundedRect(cornerRadius: 8), Rect(x: 24.5, y: y + 4, width: width - 8, height: 68), .orange, lineWidth: 3)]
            }
            var items = row(10.6, width: 700) + row(110.2, width: 640.5)
            items += [.pushLayer(.scale(x: 1.0205, y: 1.0205, about: Point(x: 370, y: 250)), opacity: 1)]
            items += row(212.4, width: 700)
            items += [.popLayer,
                      .fill(.capsule, Rect(x: 760.2, y: 20.4, width: 8, height: 280), .green),
                      .fill(.roundedRect(cornerRadius: 10), Rect(x: 790.7, y: 30.1, width: 140, height: 140), Color.blue.opacity(0.6))]
            let list = DisplayList(size: Size(width: 960, height: 330), background: Color(red: 0.1, green: 0.1, blue: 0.12), items: items)
            let direct = try render(list, cached: false, scale: 2).image()
            let whole = try HeadlessTarget(canvas: list.size, scale: 2, assets: Snapshot.assets())
            whole.renderer.diagnostics.cutsLongShapes = false
            whole.render(list)
            let target = try render(list, cached: true, scale: 2)
            let cached = target.image()
            let fraction = cached.differingFraction(from: direct, tolerance: 8)
            #expect(fraction < 0.01, "\(fraction * 100) % of pixels differ from direct drawing")
            // Against the same shapes cached whole: the same pixels but for SDL's rasteriser, whose
            // colour along a long edge drifts by up to ~15 levels (the cut one's does not) and
            // whose corner meets a straight edge a pixel apart in a shorter shape. A piece laid a
            // pixel off, or the wrong column repeated, differs along whole edges (thousands).
            let off = cached.differingFraction(from: whole.image(), tolerance: 16) * Double(cached.width * cached.height)
            #expect(off < 250, "\(off) pixels differ from whole textures")
            // Full-size textures of these shapes would take ~11 MB; cut short, a small part of it.
            #expect(target.renderer.shapeCache.totalCost < 1 << 20, "\(target.renderer.shapeCache.totalCost) bytes of shape textures")
            // The second row's background and shadow (other width, same height) made no texture
            // of their own: 4 textures a row's kind, flat and lifted, plus the bar's two widths'
            // phases, the tall capsule and the square.
            #expect(target.renderer.shapeCache.count <= 12, "\(target.renderer.shapeCache.count) textures")
        }
    }

    @Test func cachedShapesAreClipped() throws {
        try SDLSession.withLock {
            let blob = DisplayItem.fill(.circle, Rect(x: 50, y: 50, width: 100, height: 100), .red)
            let list = DisplayList(size: Size(width: 200, height: 200), background: .black,
                                   items: [blob, .pushClip(.rect, Rect(x: 0, y: 0, width: 100, height: 200)), blob, .popClip])
            let target = try render(list, cached: true)
            #expect(target.renderer.shapeCache.count == 1)
            // Unclipped the circle is drawn whole; the clipped copy draws nothing new outside its clip.
            var clippedOnly = DisplayList(size: list.size, background: .black)
            clippedOnly.items = [.pushClip(.rect, Rect(x: 0, y: 0, width: 100, height: 200)), blob, .popClip]
            target.render(clippedOnly)
            #expect(target.pixel(x: 60, y: 100).r > 200)
            #expect(target.pixel(x: 140, y: 100) == (r: 0, g: 0, b: 0))
        }
    }
    /// Shadows are cached as per-pixel alpha from their falloff curve instead of rendered rings:
    /// the same pixels as drawing the rings directly, within a few levels (the rings' vertices are
    /// snapped to whole pixels by the software renderer, ~1.4 px at most, where the steepest
    /// falloff here changes ~2 levels a pixel).
    @Test func cachedShadowsMatchTheirRings() throws {
        try SDLSession.withLock {
            let card = Rect(x: 40.3, y: 30.7, width: 520, height: 180)
            let shadows: [DisplayItem] = [
                .shadow(.roundedRect(cornerRadius: 18), card, Color.black.opacity(0.5), blur: 24, offset: Point(x: 0, y: 16)),
                .shadow(.circle, Rect(x: 80, y: 250, width: 90, height: 90), Color.blue.opacity(0.6), blur: 10, offset: .zero),
                .shadow(.capsule, Rect(x: 300, y: 260, width: 200, height: 50), Color.black.opacity(0.3), blur: 6, offset: Point(x: 2, y: 4)),
            ]
            for (name, transform) in [("plain", Transform.identity), ("lifted", .scale(x: 1.08, y: 1.08, about: Point(x: 300, y: 200))),
                                      ("rotated", .rotation(0.1, about: Point(x: 300, y: 200)))] {
                let list = DisplayList(size: Size(width: 600, height: 400), background: .white,
                                       items: [.pushLayer(transform, opacity: 0.9)] + shadows + [.popLayer])
                let (close, far) = try cachedAgainstDirect(list, items: shadows.count, far: 10)
                // Measured: up to 0.26 % (the rotated layer, whose rings snap along slanted edges).
                #expect(close < 0.005, "\(name): \(close * 100) % of pixels differ by more than 4 levels")
                #expect(far == 0, "\(name): \(far * 100) % of pixels differ by more than 10 levels")
            }
        }
    }
}
