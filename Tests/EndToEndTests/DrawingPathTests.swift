import Foundation
import SDLBackend
import Testing

/// Both drawing paths of the live window (`--renderer software`: our rasteriser into the window
/// surface; `--renderer gpu`: our rasteriser into a surface SDL's accelerated renderer uploads
/// and presents, Mesa's llvmpipe under Xvfb) show what `cookbook replay` draws for the same
/// session, within the goldens' tolerance, and say in the trace which path they took.
@Suite(.serialized, .enabled(if: LiveSession.toolsAvailable && LiveSession.xwdAvailable, "needs xvfb-run, xdotool and xwd (make setup)"))
struct DrawingPathTests {
    /// The replay's picture after Right, Down and a settled second at 1280×720.
    static func replayed() throws -> RGBImage {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("session.replay")
        try "key right\nkey down\nwait 1500ms\nshot settled\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--size", "1280x720", "--shots", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        return try SDLSession.withLock { try RGBImage.load(dir.appendingPathComponent("settled.png").path) }
    }

    @Test(arguments: ["software", "gpu"])
    func theWindowShowsWhatReplayDraws(renderer: String) throws {
        let expected = try Self.replayed()
        let app = try LiveSession(["--renderer", renderer])
        defer { app.stop() }
        let path = try #require(app.events.first { $0["event"] as? String == "renderer" })
        // Without any accelerated renderer the GPU path falls back to software, and says so.
        #expect(path["name"] as? String == renderer || (renderer == "gpu" && path["reason"] as? String == "no accelerated renderer"), "\(path)")
        try app.key("Right", "Down", delay: 120)
        #expect(app.waitForFocus("chocolate-chip-cookies"), "focus: \(app.focusedID ?? "none")")
        Thread.sleep(forTimeInterval: 1.5)
        let shown = try app.screenshot()
        #expect(shown.width == expected.width && shown.height == expected.height)
        // Both paths draw with replay's own rasteriser: the software path into the window's
        // surface, the GPU path into a surface of its own that SDL's renderer uploads and
        // presents. The goldens' tolerance holds for both: 8 levels per channel on at most 0.5 %
        // of pixels (0.0 % measured on each under Mesa's llvmpipe). When the GPU path drew
        // through SDL's GL renderer, every edge differed by a level or a pixel: 2.8 % of pixels
        // had nothing within a pixel of them in the replay that matched.
        let fraction = shown.differingFraction(from: expected, tolerance: 8)
        let limit = 0.005
        if fraction >= limit {
            let dir = Cookbook.tempDir()
            try? SDLSession.withLock { try shown.savePNG(dir.appendingPathComponent("live-\(renderer).png").path) }
            try? SDLSession.withLock { try expected.savePNG(dir.appendingPathComponent("replay.png").path) }
            Issue.record("the \(renderer) window differs from replay in \(fraction * 100) % of pixels (\(dir.path))")
        }
    }

    /// The software window scrolls by moving the pixels the X server shows on the server
    /// (`XCopyArea`) and sending only what scrolled into view. With another window over part
    /// of the grid, whose pixels the server cannot move, the server reports what it could not
    /// copy and the whole window is sent again: around the other window, the scrolled grid shows
    /// what replay draws.
    @Test func aGridScrolledUnderAnotherWindowShowsWhatReplayDraws() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("scroll.replay")
        try "key down\nkey down\nkey down\nwait 1500ms\nshot settled\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--size", "1280x720", "--shots", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        let expected = try SDLSession.withLock { try RGBImage.load(dir.appendingPathComponent("settled.png").path) }

        let app = try LiveSession(["--renderer", "software"])
        defer { app.stop() }
        // Another client's window over the grid's middle column, left there while it scrolls
        // (no window manager: it stays where it is put, above the app's).
        let cover = (x: 700, y: 250, width: 300, height: 150)
        let other = try app.launch("/usr/bin/xlogo", ["-geometry", "\(cover.width)x\(cover.height)+\(cover.x)+\(cover.y)"])
        defer { kill(other.processIdentifier, SIGKILL) }
        Thread.sleep(forTimeInterval: 1.0)
        try app.key("Down", "Down", "Down", delay: 150)
        #expect(app.waitForFocus("banana-bread"), "focus: \(app.focusedID ?? "none")")
        Thread.sleep(forTimeInterval: 1.5)
        let shown = try app.screenshot()
        try #require(shown.width == expected.width && shown.height == expected.height)
        /// The image with the other window's box blacked out.
        func uncovered(_ image: RGBImage) -> RGBImage {
            var bytes = image.bytes
            for y in cover.y..<(cover.y + cover.height) {
                let a = (y * image.width + cover.x) * 3
                bytes.replaceSubrange(a..<(a + cover.width * 3), with: repeatElement(0, count: cover.width * 3))
            }
            return RGBImage(width: image.width, height: image.height, bytes: bytes)
        }
        let fraction = uncovered(shown).differingFraction(from: uncovered(expected), tolerance: 8)
        if fraction >= 0.005 {
            try? SDLSession.withLock { try shown.savePNG(dir.appendingPathComponent("live.png").path) }
            Issue.record("around the other window, the scrolled window differs from replay in \(fraction * 100) % of pixels (\(dir.path))")
        }
    }
}
