import Foundation
import SDLBackend
import Testing
import UICore

/// HeadlessTarget renders, reads back and writes PNGs.
@Suite(.serialized)
struct HeadlessTargetTests {
    @Test func savePNGWritesANonBlankImageAndCreatesDirectories() throws {
        try SDLSession.withLock {
            let t = try HeadlessTarget(width: 200, height: 120, assets: Snapshot.assets())
            t.render(Fixtures.shapes())
            let dir = FileManager.default.temporaryDirectory.appendingPathComponent("sdl-headless-\(UUID().uuidString)/a/b")
            let path = dir.appendingPathComponent("shot.png").path
            defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent().deletingLastPathComponent()) }
            try t.savePNG(path)
            let data = try Data(contentsOf: URL(fileURLWithPath: path))
            #expect(Array(data.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
            let back = try RGBImage.load(path)
            #expect(back.width == 200 && back.height == 120)
            #expect(back.distinctColours() > 50)
            #expect(back == t.image())
        }
    }

    @Test func lastDamageIsTheBoxAFrameChanged() throws {
        try SDLSession.withLock {
            let t = try HeadlessTarget(width: 400, height: 300, assets: Snapshot.assets())
            func list(_ x: Double) -> DisplayList {
                var l = DisplayList(size: Size(width: 400, height: 300))
                l.items = [.fill(.rect, Rect(x: 10, y: 10, width: 380, height: 40), .white),
                           .fill(.roundedRect(cornerRadius: 6), Rect(x: x, y: 200, width: 30, height: 30), Color(r: 200, g: 40, b: 40))]
                return l
            }
            t.render(list(20))
            #expect(t.renderer.lastDamage == nil) // the first frame is drawn whole
            t.render(list(20))
            #expect(t.renderer.lastDamage.map { $0.width * $0.height } == 0) // nothing changed
            t.render(list(60))
            // Only the square's old and new places (and their margins), not the bar above.
            let d = try #require(t.renderer.lastDamage)
            #expect(d.minX <= 20 && d.maxX >= 90 && d.minY <= 200 && d.maxY >= 230)
            #expect(d.minY > 50 && d.width < 120 && d.height < 60, "damage \(d)")
            t.renderer.invalidateDamage()
            t.render(list(60))
            #expect(t.renderer.lastDamage == nil)
        }
    }

    @Test func savePNGFailureNamesThePath() throws {
        try SDLSession.withLock {
            let t = try HeadlessTarget(width: 8, height: 8, assets: Snapshot.assets())
            t.render(DisplayList(size: Size(width: 8, height: 8)))
            let bad = "/proc/definitely/not/writable/shot.png"
            #expect { try t.savePNG(bad) } throws: { ($0 as? SDLError)?.message.contains(bad) == true }
        }
    }

    @Test func backgroundClearsAndPixelReadsBack() throws {
        try SDLSession.withLock {
            let t = try HeadlessTarget(width: 16, height: 16, assets: Snapshot.assets())
            t.render(DisplayList(size: Size(width: 16, height: 16), background: Color(r: 10, g: 132, b: 255)))
            #expect(t.pixel(x: 3, y: 3) == (10, 132, 255))
            #expect(t.pixel(x: -1, y: 3) == (0, 0, 0))
            t.render(DisplayList(size: Size(width: 16, height: 16)))
            #expect(t.pixel(x: 3, y: 3) == (28, 28, 30))
        }
    }

    @Test func rejectsEmptySize() {
        #expect(throws: SDLError.self) { try HeadlessTarget(width: 0, height: 10) }
    }
}
