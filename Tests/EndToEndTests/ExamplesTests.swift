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

    @Test func theMediaShelfTourKeepsFocusWhereATVAppWould() throws {
        let shot = Cookbook.tempDir().appendingPathComponent("shelf.png")
        let keys = ["return"] + Array(repeating: "right", count: 7) + ["down", "up", "escape", "down", "down", "right", "return", "escape"]
        let r = try Self.run("media-shelf-example", ["--headless", "--keys", keys.joined(separator: ","), "--shot", shot.path])
        #expect(r.status == 0)
        let focus = r.stdout.split(separator: "\n").map { String($0.split(separator: " ").last ?? "") }
        #expect(focus.count == keys.count + 1, "\(r.stdout)")
        guard focus.count == keys.count + 1 else { return }
        // Return on the first category jumps to the first shelf's first poster (@FocusState);
        // seven Rights walk the lazy shelf, ids named by index as they are built.
        #expect(focus[0] == "category-0" && focus[1] == "s0-p0" && focus[8] == "s0-p7")
        // Down enters the next shelf; Up returns to the poster the first shelf remembers.
        #expect(focus[9].hasPrefix("s1-p") && focus[10] == "s0-p7")
        // Back on a shelf returns to the category; Down twice stays in the sidebar although a
        // poster scrolled under its edge lies nearer below the first category.
        #expect(focus[11] == "category-0" && focus[12] == "category-1" && focus[13] == "category-2")
        // Right re-enters the first shelf on its remembered poster; Return opens the sheet, Back
        // closes it with focus back on the poster.
        #expect(focus[14] == "s0-p7" && focus[15] == "play" && focus[16] == "s0-p7")
        let size = try FileManager.default.attributesOfItem(atPath: shot.path)[.size] as? Int ?? 0
        #expect(size > 10_000, "the headless frame looks blank")
    }

    @Test func theOneCallEntryRefusesAnUnknownKey() throws {
        let p = Process()
        p.executableURL = Cookbook.root.appendingPathComponent(".build/debug/media-shelf-example")
        p.arguments = ["--headless", "--keys", "right,sideways"]
        let err = Pipe()
        p.standardError = err
        p.standardOutput = Pipe()
        try p.run()
        let data = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        let text = String(decoding: data, as: UTF8.self)
        #expect(p.terminationStatus == 2)
        #expect(text.split(separator: "\n").count == 1 && text.contains("sideways"), "\(text)")
    }
}
