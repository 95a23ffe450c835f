import Foundation
import Testing

/// The programs in `Examples/` build with the package and do what their comments promise.
@Suite struct ExamplesTests {
    /// Runs a built example and returns its exit status and standard output.
    static func run(_ name: String, _ arguments: [String] = []) throws -> (status: Int32, stdout: String) {
        let p = Process()
        p.executableURL = Cookbook.root.appendingPathComponent(".build/debug/\(name)")
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "DISPLAY"); env.removeValue(forKey: "WAYLAND_DISPLAY")
        p.environment = env
        let out = Pipe()
        p.standardOutput = out
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return (p.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    @Test func focusOnPlainRectanglesShowsTheBeamRuleAndSections() throws {
        let r = try Self.run("focus-rectangles-example")
        #expect(r.status == 0)
        let lines = r.stdout.split(separator: "\n").map(String.init)
        // Without a section nothing lies in the beam below crème brûlée; with one, Down enters it.
        #expect(lines.contains("  down: creme-brulee -> creme-brulee (no candidate in direction)"))
        #expect(lines.contains { $0.hasPrefix("  down: creme-brulee -> add-to-grocery-list (entered focus section") })
        #expect(lines.contains("Tab order: apple-pie, baklava, creme-brulee, add-to-grocery-list"))
        #expect(lines.contains("Tab order, right to left: creme-brulee, baklava, apple-pie, add-to-grocery-list"))
    }

    @Test func aFocusableGridOnViewHostMovesWithTheArrowKeys() throws {
        let shot = Cookbook.tempDir().appendingPathComponent("grid.png")
        let r = try Self.run("focus-grid-example", ["--headless", "--shot", shot.path])
        #expect(r.status == 0)
        // Five adaptive columns on the 1920-point canvas: Right, then Down twice, one row each.
        #expect(r.stdout == "focus: tile-0\nright: focus tile-1\ndown: focus tile-6\ndown: focus tile-11\n")
        let size = try FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int ?? 0
        #expect(size > 10_000, "the headless frame looks blank")
    }
}
