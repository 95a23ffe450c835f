@testable import Rasterizer
import Testing
import UICore

/// A raster laid through a transform (``Framebuffer/layProjected(_:pitch:width:height:place:alpha:clip:)``):
/// what a tilted or rotated item is drawn with. It samples where the other lays sample, so an
/// item looks the same whichever way it reaches the screen.
struct ProjectedLayTests {
    typealias Pixels = MaskAndFramebufferTests.Pixels

    /// A 40 × 30 premultiplied raster with every channel varying, some pixels translucent.
    static let raster: [UInt32] = (0..<(40 * 30)).map { i in
        let x = UInt32(i % 40), y = UInt32(i / 40)
        let a: UInt32 = (x + y) % 3 == 0 ? 128 : 255
        func ch(_ v: UInt32) -> UInt32 { v * a / 255 }
        return a << 24 | ch(x * 6) << 16 | ch(y * 8) << 8 | ch((x * y) % 256)
    }

    static func laid(_ lay: (Framebuffer, UnsafePointer<UInt32>) -> Void) -> Pixels {
        let fb = Pixels(width: 120, height: 100, fill: 0xFF20_3040)
        fb.withRows { rows in raster.withUnsafeBufferPointer { lay(Framebuffer(rows), $0.baseAddress!) } }
        return fb
    }

    @Test func movedByWholePixelsItIsLaidPixelForPixel() {
        let projected = Self.laid { fb, src in
            fb.layProjected(src, pitch: 40, width: 40, height: 30, place: .translation(x: 17, y: 23), alpha: 255, clip: nil)
        }
        let over = Self.laid { fb, src in fb.layOver(src, pitch: 40, width: 40, height: 30, x: 17, y: 23, clip: nil) }
        #expect(projected.storage.map { $0 & 0xFF_FFFF } == over.storage.map { $0 & 0xFF_FFFF })
    }

    @Test(arguments: [(1.37, 0.81), (0.6, 0.6), (2.0, 1.25)])
    func scaledItSamplesWhereTheScaledLaySamples(sx: Double, sy: Double) {
        let place = Transform.translation(x: 9, y: 5).concatenating(.scale(x: sx, y: sy))
        let projected = Self.laid { fb, src in
            fb.layProjected(src, pitch: 40, width: 40, height: 30, place: place, alpha: 200, clip: nil)
        }
        let scaled = Self.laid { fb, src in
            fb.layResampled(src, pitch: 40, width: 40, height: 30, kx: 1 / sx, ky: 1 / sy, cx: -9 / sx, cy: -5 / sy, alpha: 200, clip: nil)
        }
        // The same pixels: both lerp the four samples down each column, then across, rounding
        // alike (in the other order they stood 2 levels apart).
        var worst: UInt32 = 0
        for (p, q) in zip(projected.storage, scaled.storage) {
            for shift in stride(from: 0, to: 24, by: 8) {
                let a = p >> UInt32(shift) & 0xFF, b = q >> UInt32(shift) & 0xFF
                worst = max(worst, a > b ? a - b : b - a)
            }
        }
        #expect(worst == 0, "\(worst) levels apart")
    }

    @Test func nothingIsDrawnOutsideTheClipOrBehindTheViewer() {
        let clip = DamageFrame.Box(x0: 30, y0: 30, x1: 50, y1: 50)
        let untouched: UInt32 = 0xFF20_3040
        let clipped = Self.laid { fb, src in
            fb.layProjected(src, pitch: 40, width: 40, height: 30, place: .rotation(0.3, about: Point(x: 20, y: 15))
                .concatenating(.translation(x: 20, y: 20)), alpha: 255, clip: clip)
        }
        for y in 0..<100 { for x in 0..<120 where !(x >= 30 && x < 50 && y >= 30 && y < 50) { #expect(clipped[x: x, y: y] == untouched) } }
        #expect((30..<50).contains { x in clipped[x: x, y: 40] != untouched }, "the rotated raster reaches the clip")
        // A projection that puts the raster's corners behind the viewer (w ≤ 0) draws nothing.
        var behind = Transform.identity
        behind.m31 = -0.05
        let none = Self.laid { fb, src in
            #expect(fb.layProjected(src, pitch: 40, width: 40, height: 30, place: behind, alpha: 255, clip: nil) == nil)
        }
        #expect(none.storage.allSatisfy { $0 == untouched })
    }
}
