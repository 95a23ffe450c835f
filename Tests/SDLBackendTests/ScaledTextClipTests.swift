@testable import Rasterizer
@testable import SDLBackend
import Testing
import UICore

/// Text drawn scaled onto a framebuffer the renderer writes (a window at 1280×720 draws every
/// title at 2/3 of its rasterised size) looks the same wherever a scissor cuts it, so damage
/// drawing need not grow its boxes over it (``DamageFrame/isClipSensitive(_:device:cachesShapes:textOnFramebuffer:)``).
@Suite(.serialized)
struct ScaledTextClipTests {
    @Test(arguments: [1.5, 2.0 / 3, 0.5])
    func aScissorCutsScaledTextWithoutChangingItsPixels(scale: Double) throws {
        try SDLSession.withLock {
            let size = Size(width: 400, height: 120)
            let text = DisplayItem.text("Crème brûlée, 42 min", Font(size: 31, weight: .bold), .white, origin: Point(x: 13.3, y: 20.6))
            let whole = try HeadlessTarget(canvas: size, scale: scale, assets: Snapshot.assets())
            whole.render(DisplayList(size: size, background: .black, items: [text]))
            let cut = try HeadlessTarget(canvas: size, scale: scale, assets: Snapshot.assets())
            let clip = Rect(x: 97, y: 31, width: 121, height: 19)
            cut.render(DisplayList(size: size, background: .black, items: [.pushClip(.rect, clip), text, .popClip]))
            #expect(DamageFrame.isClipSensitive(text, device: .scale(x: scale, y: scale), cachesShapes: true, textOnFramebuffer: true) == false)
            // Every pixel wholly inside the clip is the uncut drawing's.
            let x0 = Int((clip.minX * scale).rounded(.up)), x1 = Int((clip.maxX * scale).rounded(.down))
            let y0 = Int((clip.minY * scale).rounded(.up)), y1 = Int((clip.maxY * scale).rounded(.down))
            var differing = 0, lit = 0
            for y in y0..<y1 {
                for x in x0..<x1 {
                    let a = whole.pixel(x: x, y: y), b = cut.pixel(x: x, y: y)
                    if a != b { differing += 1 }
                    if a.r > 40 { lit += 1 }
                }
            }
            #expect(lit > 20, "the clip holds only \(lit) lit pixels of the text")
            #expect(differing == 0, "\(differing) pixels inside the clip differ from the uncut text at scale \(scale)")
        }
    }
}
