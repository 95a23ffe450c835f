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
}
