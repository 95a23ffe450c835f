import Foundation
import Testing

/// The app as a person meets it: the real window under a virtual X server, real X11 keys, mouse
/// and wheel from xdotool, observed through the live `--trace`. Few and quick: each starts the app once.
@Suite(.serialized, .enabled(if: LiveSession.toolsAvailable, "needs xvfb-run and xdotool (make setup)"))
struct LiveTests {
    @Test func anAsyncLoadShowsInTheIdleWindowWithoutInput() throws {
        // The TV apps' library fills itself from `Task { @MainActor in … await … }`, its service
        // answering 1.5 s after start, when the window has long gone idle: the task's job
        // wakes the loop and the films are shown before any input, so the first Up lands on the
        // first of them (an input is handled against the frame it sees).
        let log = Cookbook.tempDir().appendingPathComponent("presents.log")
        let s = try LiveSession(["library", "--latency", "1.5"], extraEnvironment: ["COOKBOOK_PRESENT_LOG": log.path],
                                example: ("tv-apps-example", "library"))
        Thread.sleep(forTimeInterval: 3)
        // Shown at once: the first frame after the idle stretch comes as the service answers
        // (1.5 s after the first frame, whose turn starts the task; measured 1.51–1.52 s), not at
        // the loop's next check a second after its last frame (`FrameSchedule.longestSleep`),
        // about 2.2 s, as it would unwoken.
        let shown = ((try? String(contentsOf: log, encoding: .utf8)) ?? "").split(separator: "\n")
            .filter { $0.hasPrefix("shown ") }.compactMap { Double($0.split(separator: " ")[1]) }.map { $0 / 1e9 }
        let loaded = shown.first { $0 > (shown.first ?? 0) + 0.5 }
        #expect(loaded.map { $0 - shown[0] < 1.9 } == true, "presents at \(shown.map { $0 - shown[0] })")
        try s.key("Up")
        #expect(s.waitForFocus("Arrival"), "focus: \(s.focusedID ?? "none")")
    }

    @Test func liveTraceIsWrittenAsItHappens() throws {
        let app = try LiveSession()
        // The first frame's focus is traced before any input, with a wall-clock time.
        let first = try #require(app.events.first { $0["event"] as? String == "focus" })
        #expect(first["t"] is Int)
        try app.key("Right")
        #expect(app.waitFor { $0.contains { $0["event"] as? String == "key" && $0["key"] as? String == "right" } },
                "\(app.events)")
    }

    /// Letters arrive once (as key presses), live as in replay.
    @Test func typeSelectReadsEachLetterOnce() throws {
        let app = try LiveSession()
        try app.type("cho", delay: 60)
        #expect(app.waitForFocus("chocolate-chip-cookies"), "focus: \(app.focusedID ?? "none")")
    }
}

extension LiveTests {
    /// A fast typist (a key every few ms) keeps every letter in a grocery field.
    @Test func fastTypingKeepsEveryLetter() throws {
        let app = try LiveSession(["--screen", "grocery"])
        let text = "quickbrownfoxjumpsoverthelazydog"
        try app.type(text, delay: 2)
        #expect(app.waitFor { events in
            events.last { $0["event"] as? String == "value" }?["value"] as? String == text
        }, "\(app.events.filter { $0["event"] as? String == "value" }.last ?? [:])")
    }
}

extension LiveTests {
    /// Live, Ctrl+Q ends the app with exit 0.
    @Test func controlQQuitsTheLiveApp() throws {
        let app = try LiveSession()
        try app.key("ctrl+q")
        #expect(app.exitStatus() == 0)
    }
}

extension LiveTests {
    /// A click on a grid tile opens the recipe with focus in the
    /// detail screen, and a click on an emoji rates it.
    @Test func aMouseUserOpensAndRatesARecipe() throws {
        let app = try LiveSession()
        try app.click(canvasX: 1612, y: 277) // Crème Brûlée's tile
        #expect(app.waitForFocus("rating-picker"), "focus: \(app.focusedID ?? "none")")
        try app.click(canvasX: 356, y: 791) // 🥰 in the rating picker
        #expect(app.waitFor { $0.contains { $0["id"] as? String == "rating-picker" && $0["value"] as? String == "delicious" } },
                "\(app.events.suffix(5))")
    }

    /// One highlight at a time. Moving the pointer onto a tile focuses it, and
    /// the arrow keys go on from there.
    @Test func thePointerMovesFocusAndTheKeysGoOnFromIt() throws {
        let app = try LiveSession()
        try app.movePointer(canvasX: 767, y: 300) // Apple Pie's tile (the first report may only note where it is)
        try app.movePointer(canvasX: 1190, y: 300) // onto Baklava's
        #expect(app.waitForFocus("baklava"), "focus: \(app.focusedID ?? "none")")
        try app.key("Left")
        #expect(app.waitForFocus("apple-pie"), "focus: \(app.focusedID ?? "none")")
    }
}

extension LiveTests {
    /// The widget extensions running on `dataDir` (their command lines name it).
    static func widgetExtensions(on dataDir: URL) -> [Int32] {
        let entries = (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? []
        return entries.compactMap { name -> Int32? in
            guard let pid = Int32(name), let raw = FileManager.default.contents(atPath: "/proc/\(name)/cmdline") else { return nil }
            let args = raw.split(separator: 0).map { String(decoding: $0, as: UTF8.self) }
            return args.contains("widget-extension") && args.contains(dataDir.path) ? pid : nil
        }
    }

    /// Waits up to `timeout` seconds for `condition`.
    static func eventually(_ timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition() {
            if Date() >= deadline { return false }
            Thread.sleep(forTimeInterval: 0.05)
        }
        return true
    }

    /// The widget extension starts in the background once the first frame is on screen, so the
    /// widget screen's first visit finds it running instead of waiting for a process to start;
    /// quitting stops it though the widget was never shown.
    @Test func theWidgetExtensionStartsAheadAndStopsAtQuit() throws {
        let data = Cookbook.tempDir().appendingPathComponent("data")
        let app = try LiveSession(dataDirectory: data)
        #expect(Self.eventually(10) { !Self.widgetExtensions(on: data).isEmpty },
                "no widget extension runs on \(data.path) while the grid is shown")
        #expect(Self.widgetExtensions(on: data).count == 1)
        try app.key("ctrl+q")
        #expect(app.exitStatus() == 0)
        #expect(Self.eventually(5) { Self.widgetExtensions(on: data).isEmpty }, "left running: \(Self.widgetExtensions(on: data))")
    }

    /// A window opened on the widget screen launches its extension in its first frame: that one
    /// serves it, and no second process is started ahead for nothing.
    @Test func aWindowOpenedOnTheWidgetRunsOneExtension() throws {
        let data = Cookbook.tempDir().appendingPathComponent("data")
        let app = try LiveSession(["--screen", "widget"], dataDirectory: data)
        #expect(app.waitFor { $0.contains { $0["event"] as? String == "timeline" } }, "no timeline arrived")
        Thread.sleep(forTimeInterval: 0.5)
        #expect(Self.widgetExtensions(on: data).count == 1, "\(Self.widgetExtensions(on: data))")
        try app.key("ctrl+q")
        #expect(app.exitStatus() == 0)
        #expect(Self.eventually(5) { Self.widgetExtensions(on: data).isEmpty }, "left running: \(Self.widgetExtensions(on: data))")
    }
}

