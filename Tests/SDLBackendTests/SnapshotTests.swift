import Foundation
import SDLBackend
import Testing
import UICore

/// Pixel snapshots of the software renderer against golden PNGs.
@Suite(.serialized)
struct SnapshotTests {
    private func render(_ list: DisplayList, scale: Double = 1) throws -> HeadlessTarget {
        let target = try HeadlessTarget(canvas: list.size, scale: scale, assets: Snapshot.assets())
        target.render(list)
        return target
    }

    @Test func shapesGradientsAndShadows() throws {
        try SDLSession.withLock {
            try Snapshot.check(try render(Fixtures.shapes()), "shapes")
        }
    }

    @Test func textEmojiAndClips() throws {
        try SDLSession.withLock {
            try Snapshot.check(try render(Fixtures.text()), "text")
        }
    }

    @Test func transformedLayersAndImages() throws {
        try SDLSession.withLock {
            try Snapshot.check(try render(Fixtures.layers()), "layers")
        }
    }

    @Test func hiDPIScaleDrawsPointsTimesScale() throws {
        try SDLSession.withLock {
            let target = try render(Fixtures.text(), scale: 1.5)
            #expect(target.width == 960 && target.height == 540)
            try Snapshot.check(target, "text@1.5x")
        }
    }

    @Test func fillCoversItsRectAndFeathersTheEdge() throws {
        try SDLSession.withLock {
            var l = DisplayList(size: Size(width: 100, height: 100), background: .black)
            l.append(.fill(.rect, Rect(x: 10, y: 10, width: 50, height: 50), .white))
            let t = try render(l)
            #expect(t.pixel(x: 35, y: 35) == (255, 255, 255))
            #expect(t.pixel(x: 10, y: 35).r >= 250)     // first covered column: full
            #expect(t.pixel(x: 9, y: 35).r <= 5)        // outside: untouched
            #expect(t.pixel(x: 59, y: 35).r >= 250)
            #expect(t.pixel(x: 60, y: 35).r <= 5)
        }
    }

    @Test func gradientStopsInsideTheShapeClamp() throws {
        try SDLSession.withLock {
            var l = DisplayList(size: Size(width: 200, height: 40), background: .black)
            l.append(.gradient(.rect, Rect(x: 0, y: 0, width: 200, height: 40), from: .black, to: .white,
                               start: Point(x: 0.4, y: 0), end: Point(x: 0.6, y: 0)))
            let t = try render(l)
            #expect(t.pixel(x: 40, y: 20).r <= 4)        // before the start: flat "from"
            #expect(t.pixel(x: 160, y: 20).r >= 251)     // after the end: flat "to"
            #expect(abs(Int(t.pixel(x: 100, y: 20).r) - 128) <= 12)
        }
    }

    @Test func clipLimitsDrawingAndPopRestores() throws {
        try SDLSession.withLock {
            var l = DisplayList(size: Size(width: 100, height: 100), background: .black)
            l.append(.pushClip(.rect, Rect(x: 0, y: 0, width: 50, height: 100)))
            l.append(.fill(.rect, Rect(x: 0, y: 0, width: 100, height: 50), .red))
            l.append(.popClip)
            l.append(.fill(.rect, Rect(x: 0, y: 50, width: 100, height: 50), .blue))
            let t = try render(l)
            #expect(t.pixel(x: 25, y: 25).r > 200)
            #expect(t.pixel(x: 75, y: 25) == (0, 0, 0))
            #expect(t.pixel(x: 75, y: 75).b > 200)
        }
    }

    @Test func layerOpacityAndTranslationApply() throws {
        try SDLSession.withLock {
            var l = DisplayList(size: Size(width: 100, height: 100), background: .black)
            l.append(.pushLayer(.translation(x: 50, y: 0), opacity: 0.5))
            l.append(.fill(.rect, Rect(x: 0, y: 0, width: 40, height: 40), .white))
            l.append(.popLayer)
            let t = try render(l)
            #expect(t.pixel(x: 20, y: 20) == (0, 0, 0))
            let p = t.pixel(x: 70, y: 20)
            #expect(abs(Int(p.r) - 128) <= 3)
        }
    }

    @Test func imagesLoadFromAssetsAndFillTheirRect() throws {
        try SDLSession.withLock {
            let root = FileManager.default.temporaryDirectory.appendingPathComponent("img-assets-\(UUID().uuidString)")
            defer { try? FileManager.default.removeItem(at: root) }
            try FileManager.default.createDirectory(at: root.appendingPathComponent("Fonts"), withIntermediateDirectories: true)
            // 64×32: left half red, right half blue.
            var bytes: [UInt8] = []
            for _ in 0..<32 { for x in 0..<64 { bytes += x < 32 ? [255, 0, 0] : [0, 0, 255] } }
            try RGBImage(width: 64, height: 32, bytes: bytes).savePNG(root.appendingPathComponent("Images/halves.png").path)
            let t = try HeadlessTarget(width: 200, height: 100, assets: AssetLocator(root: root))
            var l = DisplayList(size: Size(width: 200, height: 100), background: .black)
            l.append(.image("halves", Rect(x: 0, y: 0, width: 128, height: 64), .roundedRect(cornerRadius: 16)))
            l.append(.image("halves", Rect(x: 136, y: 0, width: 64, height: 64), .rect))   // aspect fill crops the middle
            t.render(l)
            #expect(t.pixel(x: 30, y: 32) == (255, 0, 0))
            #expect(t.pixel(x: 100, y: 32) == (0, 0, 255))
            #expect(t.pixel(x: 1, y: 1) == (0, 0, 0))             // outside the rounded corner
            #expect(t.pixel(x: 150, y: 32).r > 200)
            #expect(t.pixel(x: 186, y: 32).b > 200)
        }
    }

    @Test func missingImageDrawsAPlaceholderNotNothing() throws {
        try SDLSession.withLock {
            var l = DisplayList(size: Size(width: 100, height: 100), background: .black)
            l.append(.image("definitely-missing", Rect(x: 0, y: 0, width: 100, height: 100), .rect))
            let t = try render(l)
            #expect(t.image().distinctColours() > 10)
        }
    }
}
