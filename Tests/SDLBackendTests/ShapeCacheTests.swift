import Foundation
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
        target.renderer.cachesShapes = cached
        target.render(list)
        return target
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

    @Test func aMovedShapeReusesItsTexture() throws {
        try SDLSession.withLock {
            let card = DisplayItem.gradient(.roundedRect(cornerRadius: 12), Rect(x: 20.3, y: 30.6, width: 120, height: 80),
                                            from: .orange, to: .purple, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1))
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
}
