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
