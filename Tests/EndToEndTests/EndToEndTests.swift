import Foundation
import GRDB
import SDLBackend
import Testing

/// Runs the built `cookbook` executable (built by `make test` before the suites run).
enum Cookbook {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static var binary: URL { root.appendingPathComponent(".build/debug/cookbook") }
    static func resource(_ path: String) -> String {
        root.appendingPathComponent("Tests/EndToEndTests").appendingPathComponent(path).path
    }

    struct Result { var status: Int32; var stdout: String; var stderr: String }

    /// Replays the script at `script` (relative to the end-to-end tests' folder) with a trace:
    /// the run's result and the trace's text.
    static func replayWithTrace(_ script: String) throws -> (result: Result, trace: String) {
        let trace = tempDir().appendingPathComponent("t.jsonl").path
        let r = try run(["replay", resource(script), "--trace", trace])
        return (r, (try? String(contentsOfFile: trace, encoding: .utf8)) ?? "")
    }

    /// Runs `cookbook` with `args`; `launcher` (e.g. `setpriv` and its options) runs it when given.
    /// With a `watchdog` (seconds), a run still going then is killed (SIGKILL), so a hang fails
    /// the test instead of blocking the suite.
    static func run(_ args: [String], environment: [String: String] = [:], launcher: [String] = [],
                    watchdog: Double? = nil) throws -> Result {
        let p = Process()
        p.executableURL = launcher.first.map { URL(fileURLWithPath: $0) } ?? binary
        p.arguments = launcher.isEmpty ? args : Array(launcher.dropFirst()) + [binary.path] + args
        var env = ProcessInfo.processInfo.environment
        // Never the developer's real config and data: a fresh home per run unless the test names one.
        let home = tempDir()
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = home.appendingPathComponent("share").path
        for (k, v) in environment { env[k] = v }
        env.removeValue(forKey: "DISPLAY"); env.removeValue(forKey: "WAYLAND_DISPLAY")
        p.environment = env
        let out = Pipe(), err = Pipe()
        p.standardOutput = out; p.standardError = err
        try p.run()
        let pid = p.processIdentifier
        let kill = DispatchWorkItem { Foundation.kill(pid, SIGKILL) }
        if let watchdog { DispatchQueue.global().asyncAfter(deadline: .now() + watchdog, execute: kill) }
        let o = out.fileHandleForReading.readDataToEndOfFile()
        let e = err.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        kill.cancel()
        return Result(status: p.terminationStatus, stdout: String(decoding: o, as: UTF8.self), stderr: String(decoding: e, as: UTF8.self))
    }

    /// The grocery item names saved in a data directory's database.
    static func savedGroceryNames(_ dir: URL) throws -> [String] {
        try DatabaseQueue(path: dir.appendingPathComponent("cookbook.sqlite").path)
            .read { try String.fetchAll($0, sql: "SELECT name FROM grocery_items ORDER BY position") }
    }

    static func tempDir() -> URL {
        let d = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-e2e-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: d, withIntermediateDirectories: true)
        return d
    }
}

@Suite struct EndToEndTests {
    @Test func tourReplayWritesScreenshotsAndTrace() throws {
        let dir = Cookbook.tempDir()
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/tour.replay"), "--shots", dir.path,
                                  "--trace", dir.appendingPathComponent("trace.jsonl").path])
        #expect(r.status == 0, "\(r.stderr)")
        for shot in ["grid-start", "grid-scrolled", "grid-categories", "detail", "favorites", "gallery", "grocery", "settings"] {
            let attrs = try FileManager.default.attributesOfItem(atPath: dir.appendingPathComponent("\(shot).png").path)
            #expect((attrs[.size] as? Int ?? 0) > 20_000, "\(shot).png looks blank")
        }
        let trace = try String(contentsOf: dir.appendingPathComponent("trace.jsonl"), encoding: .utf8)
        let lines = trace.split(separator: "\n")
        #expect(lines.allSatisfy { $0.hasPrefix("{\"t\":") })
        for event in ["focus", "screen", "key", "move", "scroll", "activate", "value", "data"] {
            #expect(trace.contains("\"event\":\"\(event)\""), "no \(event) event")
        }
        #expect(trace.contains("\"id\":\"creme-brulee\""))
    }

    /// Building only the frames that are due (the default) leaves the trace exactly as building
    /// every virtual frame does (`COOKBOOK_REPLAY_FRAMES=built`, how replay worked before), and
    /// as drawing every due frame the live window's way does (`live`).
    @Test func replayTraceDoesNotDependOnWhichFramesAreBuilt() throws {
        let dir = Cookbook.tempDir()
        var traces: [String] = []
        for mode in ["built", "due", "live"] {
            let trace = dir.appendingPathComponent("\(mode).jsonl").path
            let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/frame-modes.replay"), "--trace", trace,
                                      "--data-dir", dir.appendingPathComponent(mode).path],
                                     environment: ["COOKBOOK_REPLAY_FRAMES": mode])
            #expect(r.status == 0, "\(r.stderr)")
            traces.append(try String(contentsOfFile: trace, encoding: .utf8))
        }
        #expect(traces[0].split(separator: "\n").count > 20)
        #expect(traces[0] == traces[1])
        #expect(traces[2] == traces[1], "drawing every due frame changed the trace")
    }

    /// Screenshots do not depend on which frames were built either: a shot after an animation
    /// that lives in the view tree ran between shots (the caffeine widget's empty-day message
    /// pushing in) showed the tree as the last built frame left it, the message still below its
    /// clip, when only due frames were built.
    @Test func replayShotsDoNotDependOnWhichFramesAreBuilt() throws {
        try Self.expectSameShots("Scripts/frame-mode-shots.replay", shots: ["widget", "widget-drink", "grid"])
    }

    /// Nor do the button hints: a frame that enters a new screen moves focus into it after the
    /// hints were worked out for the frame, and when only due frames were built no later frame
    /// showed the new focus's hints (the settings row offers Back; the shot showed the tab's).
    @Test func replayHintsDoNotDependOnWhichFramesAreBuilt() throws {
        try Self.expectSameShots("Scripts/frame-mode-hints.replay", shots: ["hints"])
    }

    /// Nor on which frames were drawn: the first frame the default mode draws is drawn whole,
    /// and a lifted tile drawn whole differed by a level on its outline (335 pixels) from the
    /// same tile laid from its flattened raster, as every later frame lays it.
    @Test func replayShotsDoNotDependOnWhichFramesAreDrawn() throws {
        try Self.expectSameShots("Scripts/frame-mode-lift.replay", shots: ["lift-easing", "lift-resting"], every: "drawn")
    }

    /// Nor on the live window's way of drawing (`live`: every due frame drawn where it changed,
    /// over backdrops, lifted tiles laid from flattened rasters and redrawn sharp once they
    /// rest): a shot shows what that path left, which must be what the default draws whole.
    @Test func replayShotsDrawnTheLiveWindowsWayMatchTheDefault() throws {
        try Self.expectSameShots("Scripts/frame-mode-lift.replay", shots: ["lift-easing", "lift-resting"], every: "live")
        try Self.expectSameShots("Scripts/frame-mode-shots.replay", shots: ["widget", "widget-drink", "grid"], every: "live")
    }

    /// Replays `script` building (or, with `every` "drawn", drawing) every frame — or, with
    /// `every` "live", drawing every due frame the live window's way — and building only the due
    /// ones, and expects the shots named `names` alike.
    private static func expectSameShots(_ script: String, shots names: [String], every: String = "built") throws {
        let dir = Cookbook.tempDir()
        var shots: [String: [Data]] = [:]
        for mode in [every, "due"] {
            let out = dir.appendingPathComponent(mode)
            let r = try Cookbook.run(["replay", Cookbook.resource(script), "--shots", out.path,
                                      "--data-dir", dir.appendingPathComponent("data-\(mode)").path],
                                     environment: ["COOKBOOK_REPLAY_FRAMES": mode])
            #expect(r.status == 0, "\(r.stderr)")
            shots[mode] = try names.map { try Data(contentsOf: out.appendingPathComponent("\($0).png")) }
        }
        for (i, name) in names.enumerated() {
            let way = ["drawn": "drawing every frame", "live": "drawing every due frame the live window's way"][every] ?? "building every frame"
            #expect(shots[every]?[i] == shots["due"]?[i], "\(name): the shot differs between \(way) and building the due ones")
        }
    }

    @Test func unknownReplayFrameModeIsAOneLineError() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/frame-modes.replay")],
                                 environment: ["COOKBOOK_REPLAY_FRAMES": "sometimes"])
        #expect(r.status == 2)
        #expect(r.stderr.contains("COOKBOOK_REPLAY_FRAMES"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func seedFocusSectionScenariosHold() throws {
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/seed-focus-sections.replay")])
        #expect(r.status == 0, "\(r.stderr)")
    }

    @Test func ratingPickerFlipsInRightToLeft() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("t.jsonl").path
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/rating-rtl.replay"), "--rtl", "--trace", trace])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        // In right-to-left, "left" moves toward the next rating: nil → meh → yummy.
        #expect(text.contains("\"id\":\"rating-picker\",\"value\":\"yummy\""))
    }

    @Test func failedExpectationExitsOneNamingTheLine() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("fail.replay")
        try "key right\nexpect focus nowhere\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path])
        #expect(r.status == 1)
        #expect(r.stderr.hasSuffix("fail.replay:2: expected focus nowhere, found baklava\n"))
    }

    @Test func badScriptLineExitsTwoNamingTheLine() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("bad.replay")
        try "# ok\nkey right\nfly away\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("bad.replay:3: unknown command 'fly'"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func oddScriptsAreBadLinesNotCrashes() throws {
        let dir = Cookbook.tempDir()
        let cases: [(String, String)] = [
            ("key +\n", "unknown key"), ("wheel 1e300\n", "wheel notches"), ("mouse 1e12 0\n", "coordinates"),
            ("wait 100000s\n", "limited"), ("expect screen nowhere\n", "unknown screen"), ("focus no-such-view\n", "cannot focus"),
        ]
        for (i, (text, message)) in cases.enumerated() {
            let script = dir.appendingPathComponent("odd\(i).replay")
            try text.write(to: script, atomically: true, encoding: .utf8)
            let r = try Cookbook.run(["replay", script.path])
            #expect(r.status == 2, "\(text): \(r.stderr)")
            #expect(r.stderr.hasPrefix(script.path + ":1: ") && r.stderr.contains(message), "\(text): \(r.stderr)")
        }
    }

    @Test func windowsLineEndingsAndTrailingCommentsAreRead() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("crlf.replay")
        try "screen grocery\r\ntype Saffron   # a comment\r\nexpect screen grocery\r\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Cookbook.savedGroceryNames(dir).contains("Saffron"))
    }

    @Test func rtlIsForOneRunOnly() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("rtl.replay")
        try "screen grocery\ntype x\n".write(to: script, atomically: true, encoding: .utf8)
        #expect(try Cookbook.run(["replay", script.path, "--rtl", "--data-dir", dir.path]).status == 0)
        let rtl = try DatabaseQueue(path: dir.appendingPathComponent("cookbook.sqlite").path)
            .read { try Bool.fetchOne($0, sql: "SELECT right_to_left FROM settings") }
        #expect(rtl == false)
    }

    @Test func clickingAGroceryFieldFocusesItAndAToggleFlips() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("t.jsonl").path
        // On the 1920×1080 canvas the first row's field spans y 284…350 and its toggle is centred at x 476.
        let script = dir.appendingPathComponent("click.replay")
        try "screen grocery\nclick 900 317\nexpect focus grocery-1-name\nclick 476 317\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--trace", trace])
        #expect(r.status == 0, "\(r.stderr)")
        let text = try String(contentsOfFile: trace, encoding: .utf8)
        #expect(text.contains("\"id\":\"grocery-1-obtained\",\"value\":true"))
    }

    @Test func brokenAssetsFailInOneLineNamingTheFile() throws {
        let fm = FileManager.default
        let assets = Cookbook.root.appendingPathComponent("Assets")
        let script = Cookbook.tempDir().appendingPathComponent("s.replay")
        try "shot x\n".write(to: script, atomically: true, encoding: .utf8)

        // An unreadable recipes file.
        let broken = Cookbook.tempDir()
        try fm.createSymbolicLink(at: broken.appendingPathComponent("Fonts"), withDestinationURL: assets.appendingPathComponent("Fonts"))
        try fm.createDirectory(at: broken.appendingPathComponent("Data"), withIntermediateDirectories: true)
        for f in ["palettes.json", "drinks.json"] {
            try fm.copyItem(at: assets.appendingPathComponent("Data/\(f)"), to: broken.appendingPathComponent("Data/\(f)"))
        }
        try "[{\"slug\": ".write(to: broken.appendingPathComponent("Data/recipes.json"), atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path], environment: ["COOKBOOK_ASSETS": broken.path])
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("recipes.json") && r.stderr.contains("not valid JSON"), "\(r.stderr)")

        // Missing fonts.
        let noFonts = Cookbook.tempDir()
        try fm.createSymbolicLink(at: noFonts.appendingPathComponent("Data"), withDestinationURL: assets.appendingPathComponent("Data"))
        let f = try Cookbook.run(["replay", script.path], environment: ["COOKBOOK_ASSETS": noFonts.path])
        #expect(f.status == 2)
        #expect(f.stderr.split(separator: "\n").count == 1)
        #expect(f.stderr.contains("Fonts"), "\(f.stderr)")
    }

    /// Whole-app pixel snapshots through `cookbook replay` (software renderer: byte-identical across
    /// machines with the same fonts). `RECORD_SNAPSHOTS=1` re-records the goldens.
    @Test func screensMatchTheirGoldens() throws {
        let golden = Cookbook.root.appendingPathComponent("Tests/EndToEndTests/Golden")
        let recording = ProcessInfo.processInfo.environment["RECORD_SNAPSHOTS"] == "1"
        let dir = recording ? golden : Cookbook.tempDir()
        let r = try Cookbook.run(["replay", Cookbook.resource("Scripts/golden-screens.replay"), "--shots", dir.path])
        #expect(r.status == 0, "\(r.stderr)")
        guard !recording else { return }
        for name in ["grid", "grid-focus-moved", "favorites", "grocery"] {
            let expected = try SDLSession.withLock { try RGBImage.load(golden.appendingPathComponent("\(name).png").path) }
            let actual = try SDLSession.withLock { try RGBImage.load(dir.appendingPathComponent("\(name).png").path) }
            #expect(actual.width == expected.width && actual.height == expected.height)
            // Tolerance: 8 levels per channel, 0.5 % of pixels (text hinting, emoji scaling).
            let fraction = actual.differingFraction(from: expected, tolerance: 8)
            #expect(fraction < 0.005, "\(name) differs in \(fraction * 100) % of pixels; actual: \(dir.path)/\(name).png")
        }
    }

    @Test func userDataSurvivesBetweenRuns() throws {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("add.replay")
        try "screen grocery\ntype Saffron\n".write(to: script, atomically: true, encoding: .utf8)
        #expect(try Cookbook.run(["replay", script.path, "--data-dir", dir.path]).status == 0)
        #expect(try Cookbook.savedGroceryNames(dir).contains("Saffron"))
    }

    @Test func focusDebugShowsTheSectionRule() throws {
        let without = try Cookbook.run(["focus-debug", Cookbook.resource("Layouts/favorites-no-section.json"),
                                        "--from", "creme-brulee", "--moves", "down"])
        #expect(without.status == 0, "\(without.stderr)")
        #expect(without.stdout.hasPrefix("{\"move\":\"down\",\"from\":\"creme-brulee\",\"to\":\"creme-brulee\",\"moved\":false,"))
        let with = try Cookbook.run(["focus-debug", Cookbook.resource("Layouts/favorites-section.json"),
                                     "--from", "creme-brulee", "--moves", "down,up"])
        let lines = with.stdout.split(separator: "\n")
        #expect(lines.count == 2)
        #expect(lines[0].hasPrefix("{\"move\":\"down\",\"from\":\"creme-brulee\",\"to\":\"add-to-grocery-list\",\"moved\":true,"))
    }

    @Test func focusDebugScoresAPosterUnderTheSidebarByWhatShows() throws {
        let layout = Cookbook.resource("Layouts/shelf-under-sidebar.json")
        let down = try Cookbook.run(["focus-debug", layout, "--from", "category-0", "--moves", "down", "--explain"])
        #expect(down.status == 0, "\(down.stderr)")
        #expect(down.stdout.hasPrefix("{\"move\":\"down\",\"from\":\"category-0\",\"to\":\"category-1\",\"moved\":true,"))
        #expect(down.stdout.contains("\"s0-p0\""), "the poster is listed with its verdict: \(down.stdout)")
        // Along the shelf, a poster past its right edge is still the next stop from inside it.
        let right = try Cookbook.run(["focus-debug", layout, "--from", "s0-p1", "--moves", "right"])
        #expect(right.stdout.hasPrefix("{\"move\":\"right\",\"from\":\"s0-p1\",\"to\":\"s0-p9\",\"moved\":true,"))
    }

    @Test func focusDebugRejectsBadInputInOneLine() throws {
        let dir = Cookbook.tempDir()
        let bad = dir.appendingPathComponent("bad.json")
        try "{\"nodes\": [{\"id\": \"a\", \"frame\": [0, 0, -5, 10], \"focusable\": true}]}".write(to: bad, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["focus-debug", bad.path, "--moves", "up"])
        #expect(r.status == 2)
        #expect(r.stderr.split(separator: "\n").count == 1)
        #expect(r.stderr.contains("bad.json"))
        let moves = try Cookbook.run(["focus-debug", Cookbook.resource("Layouts/favorites-section.json"), "--moves", "sideways"])
        #expect(moves.status == 2)
    }

    @Test func scrollDebugAnswersTheViewAlignedScenario() throws {
        let r = try Cookbook.run(["scroll-debug", Cookbook.resource("Layouts/scroll-view-aligned.json")])
        #expect(r.status == 0, "\(r.stderr)")
        // natural = 1500/1000 · 0.998/0.002 = 748.5; nearest target start: 480 (i=1) vs 960 (i=2) → 960.
        #expect(r.stdout == "{\"natural\": 748.5, \"target\": 960.0, \"position\": 2, \"reason\": \"view-aligned to target 2\"}\n")
    }

    @Test func runWithoutADisplayFailsInOneLine() throws {
        let r = try Cookbook.run(["--data-dir", Cookbook.tempDir().path])
        #expect(r.status == 2)
        #expect(r.stderr.contains("no display"))
        #expect(r.stderr.split(separator: "\n").count == 1)
    }

    @Test func helpIsAvailableEverywhere() throws {
        for args in [["--help"], ["replay", "--help"], ["focus-debug", "--help"], ["scroll-debug", "--help"]] {
            let r = try Cookbook.run(args)
            #expect(r.status == 0)
            #expect(r.stdout.contains("USAGE"))
        }
    }
}
