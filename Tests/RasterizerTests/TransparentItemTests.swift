import Testing
import UICore
@testable import Rasterizer

/// A lift at rest is drawn with its layer and its shadow kept, transparent, so a lift starting
/// or ending draws as many items as the frame before it: such items leave the pixels as the
/// list without them leaves them, whole or damage only, and make no raster.
struct TransparentItemTests {
    /// A card on a tinted background, with a second card and its title; with `resting`, the
    /// second card sits in an identity layer behind a transparent shadow, a transparent ring and
    /// a transparent fill, as a view keeping its focus decoration at rest is drawn.
    static func list(resting: Bool, badge: Double = 0.3) -> DisplayList {
        var list = DisplayList(size: Size(width: 200, height: 120), background: Color(red: 0.1, green: 0.1, blue: 0.12))
        list.append(.fill(.roundedRect(cornerRadius: 10), Rect(x: 10, y: 10, width: 80, height: 60), Color(red: 0.8, green: 0.3, blue: 0.2)))
        let b = Rect(x: 110, y: 20, width: 70, height: 50)
        if resting {
            list.append(.pushLayer(.identity, opacity: 1))
            list.append(.shadow(.roundedRect(cornerRadius: 8), b, Color.black.opacity(0), blur: 5, offset: Point(x: 0, y: 6)))
        }
        list.append(.fill(.roundedRect(cornerRadius: 8), b, Color(red: 0.2, green: 0.6, blue: badge)))
        if resting {
            list.append(.stroke(.roundedRect(cornerRadius: 8), b.insetBy(dx: -4, dy: -4), Color.white.opacity(0), lineWidth: 4))
            list.append(.fill(.circle, Rect(x: 120, y: 30, width: 20, height: 20), Color.white.opacity(0)))
            list.append(.popLayer)
        }
        list.append(.fill(.rect, Rect(x: 110, y: 80, width: 60, height: 8), .white))
        return list
    }

    @Test(arguments: [false, true])
    func transparentItemsAndAnIdentityLayerLeaveThePixelsAsTheyWere(damageOnly: Bool) {
        // Two frames each (the card's colour changes in the second), whole or damage only.
        let plain = renderFrames([Self.list(resting: false), Self.list(resting: false, badge: 0.7)], width: 200, height: 120, glyphs: nil,
                                 damageOnly: damageOnly)
        let resting = renderFrames([Self.list(resting: true), Self.list(resting: true, badge: 0.7)], width: 200, height: 120, glyphs: nil,
                                   damageOnly: damageOnly)
        #expect(plain.pixels == resting.pixels)
    }

    @Test func aTransparentShadowMakesNoRaster() {
        var pixels = [UInt32](repeating: 0, count: 200 * 120)
        let renderer = PixelRenderer(scale: 1, glyphs: nil, images: nil)
        pixels.withUnsafeMutableBufferPointer { buffer in
            renderer.attachPixels(buffer.baseAddress!, pitch: 200, width: 200, height: 120)
            // Drawn in two frames: a shape drawn again is kept (AdmittingCache).
            for _ in 0..<3 {
                var list = DisplayList(size: Size(width: 200, height: 120), background: .black)
                list.append(.shadow(.roundedRect(cornerRadius: 8), Rect(x: 20, y: 20, width: 100, height: 60), Color.black.opacity(0), blur: 12,
                                    offset: Point(x: 0, y: 8)))
                renderer.render(list)
                renderer.invalidateDamage()
            }
            renderer.detachPixels()
        }
        #expect(renderer.shapeCache.count == 0)
    }
}
