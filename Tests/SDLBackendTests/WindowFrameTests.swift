import Foundation
@testable import Rasterizer
@testable import SDLBackend
import Testing

/// `window.json`: a remembered frame is read back; an impossible one is named for what is wrong
/// with it and ignored.
@Suite struct WindowFrameTests {
    static func file(_ json: String) throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-frame-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        let url = dir.appendingPathComponent("window.json")
        try json.write(to: url, atomically: true, encoding: .utf8)
        return url
    }

    @Test func aRememberedFrameIsReadBack() throws {
        let frame = WindowFrame(x: 40, y: -30, width: 1280, height: 720, fullscreen: true)
        let url = try Self.file("")
        #expect(frame.save(url) == nil)
        let (loaded, problem) = WindowFrame.load(url)
        #expect(loaded == frame && problem == nil)
    }

    @Test func anOffScreenPositionIsNamedAsThePosition() throws {
        let url = try Self.file(#"{"x": 99999999, "y": 10, "width": 1280, "height": 720, "fullscreen": false}"#)
        let (frame, problem) = WindowFrame.load(url)
        #expect(frame == nil)
        #expect(problem == "\(url.path): the remembered window position 99999999, 10 is out of range (ignored)")
    }

    @Test func anImpossibleSizeIsNamedAsTheSize() throws {
        let url = try Self.file(#"{"x": 0, "y": 0, "width": 5, "height": 720, "fullscreen": false}"#)
        #expect(WindowFrame.load(url).problem == "\(url.path): the remembered window size 5×720 is out of range (ignored)")
    }
}
