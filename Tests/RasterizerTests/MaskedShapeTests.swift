@testable import Rasterizer
import Testing
import UICore

/// ``MaskedShape``: the one description of a fill, gradient, stroke or shadow that the shape
/// cache and direct drawing both rasterise. Drawn directly, only the part inside the clip is
/// rasterised, and each pixel's value must not depend on where the clip falls (a frame redrawn in
/// several damage boxes would otherwise show seams).
struct MaskedShapeTests {
    /// The mask's pixels over `box` as placed under `device`, cut to `clip`.
    static func drawn(_ shape: MaskedShape, device: Transform, clip: DamageFrame.Box?) -> (DamageFrame.Box, [UInt32])? {
        let bounds = DamageFrame.Box(x0: 0, y0: 0, x1: 800, y1: 600)
        guard let (box, place) = shape.placement(device: device, edge: 3, bounds: bounds, clip: clip) else { return nil }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        guard let fill = shape.mask(place: place, width: width, height: height, opacity: 1) else { return nil }
        var pixels = [UInt32](repeating: 0xDEAD_BEEF, count: width * height)
        pixels.withUnsafeMutableBufferPointer { fill(PixelRows(base: $0.baseAddress!, pitch: width, width: width, height: height)) }
        return (box, pixels)
    }

    @Test(arguments: [
        DisplayItem.fill(.roundedRect(cornerRadius: 18), Rect(x: 40.3, y: 30.7, width: 220, height: 140), .blue),
        .stroke(.capsule, Rect(x: 50.2, y: 60.6, width: 200, height: 56), .green, lineWidth: 3),
        .gradient(.circle, Rect(x: 70.5, y: 40.25, width: 120, height: 120), from: .purple, to: .teal,
                  start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)),
        .shadow(.roundedRect(cornerRadius: 12), Rect(x: 60.1, y: 50.9, width: 160, height: 100), .black.opacity(0.5),
                blur: 24, offset: Point(x: 0, y: 16)),
    ])
    func aShapeDrawnInsideAClipIsTheSameAsDrawnWhole(_ item: DisplayItem) throws {
        let shape = try #require(MaskedShape(item))
        // A lifted tile's layer: scaled about a fractional point, at a window's 2/3 canvas scale.
        let device = Transform.scale(x: 2.0 / 3, y: 2.0 / 3).concatenating(
            Transform(m11: 1.06, m12: 0, m13: -7.3, m21: 0, m22: 1.06, m23: -4.9, m31: 0, m32: 0, m33: 1))
        let (whole, all) = try #require(Self.drawn(shape, device: device, clip: nil))
        #expect(all.contains { $0 >> 24 == 0xFF || $0 >> 24 > 0x40 }, "the shape was drawn")
        let width = whole.x1 - whole.x0
        for clip in [DamageFrame.Box(x0: whole.x0 + 7, y0: whole.y0 + 5, x1: whole.x0 + 61, y1: whole.y1 - 3),
                     DamageFrame.Box(x0: (whole.x0 + whole.x1) / 2, y0: whole.y0 - 10, x1: whole.x1 + 10, y1: (whole.y0 + whole.y1) / 2 + 1)] {
            let (box, part) = try #require(Self.drawn(shape, device: device, clip: clip))
            #expect(box == whole.intersection(clip))
            var differing = 0
            for y in box.y0..<box.y1 {
                for x in box.x0..<box.x1 where part[(y - box.y0) * (box.x1 - box.x0) + x - box.x0] != all[(y - whole.y0) * width + x - whole.x0] {
                    differing += 1
                }
            }
            #expect(differing == 0, "\(differing) pixels differ inside the clip \(clip)")
        }
    }

    @Test func onlyFillsGradientsStrokesAndShadowsHaveMasks() {
        #expect(MaskedShape(.text("A", .system(size: 20), .white, origin: .zero)) == nil)
        #expect(MaskedShape(.popLayer) == nil)
        #expect(MaskedShape(.fill(.rect, Rect(x: 0, y: 0, width: 4, height: 4), .red))?.isPlain == true)
        #expect(MaskedShape(.stroke(.rect, Rect(x: 0, y: 0, width: 4, height: 4), .red, lineWidth: 1))?.isPlain == true)
        #expect(MaskedShape(.shadow(.rect, Rect(x: 0, y: 0, width: 4, height: 4), .black, blur: 4, offset: .zero))?.isPlain == false)
    }
}
