import Foundation
import Testing

/// Input devices through real SDL events in `cookbook replay`: held directions on the
/// virtual clock, release and unplug mid-hold, hot-plug, hints following the device, marks.
@Suite struct InputDeviceTests {
    /// One trace line: its time, event name and fields.
    struct Event {
        var t: Int
        var event: String
        var fields: [String: Any]
        func string(_ key: String) -> String? { fields[key] as? String }
    }

    static func trace(_ path: String) throws -> [Event] {
        try String(contentsOfFile: path, encoding: .utf8).split(separator: "\n").map { line in
            let o = try JSONSerialization.jsonObject(with: Data(line.utf8)) as! [String: Any]
            return Event(t: o["t"] as! Int, event: o["event"] as! String, fields: o)
        }
    }

    /// Runs a script of `Scripts/`, returning its trace (the run must pass).
    static func replay(_ script: String, shots: URL? = nil, arguments: [String] = []) throws -> [Event] {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("trace.jsonl").path
        var args = ["replay", Cookbook.resource("Scripts/\(script)"), "--trace", trace] + arguments
        if let shots { args += ["--shots", shots.path] }
        let r = try Cookbook.run(args)
        #expect(r.status == 0, "\(r.stderr)")
        return try Self.trace(trace)
    }

    /// The events between two `mark`s.
    static func between(_ events: [Event], _ from: String, _ to: String) -> [Event] {
        guard let a = events.firstIndex(where: { $0.event == "mark" && $0.string("name") == from }),
              let b = events.firstIndex(where: { $0.event == "mark" && $0.string("name") == to }) else { return [] }
        return Array(events[a..<b])
    }

    /// DirectionRepeat's curve: the times (ms after the first move) of the moves of a hold of `ms`.
    static func curve(holding ms: Double) -> [Double] {
        var times = [0.0], t = 400.0, interval = 200.0
        while t <= ms {
            times.append(t)
            t += interval
            interval = max(60, interval * 0.85)
        }
        return times
    }

    /// The hold's moves came on the curve: each at the first 60 Hz frame at or after its time,
    /// or, where the gallery scrolls, a few frames later: a held move waits until the scroll has
    /// shown the palette focused and the one after it (at most ``scrollWait`` ms here).
    static func expectOnCurve(_ moves: [Event], holding ms: Double, sourceLocation: SourceLocation = #_sourceLocation) {
        let expected = curve(holding: ms)
        #expect(moves.count == expected.count, "moves at \(moves.map(\.t)), curve \(expected)", sourceLocation: sourceLocation)
        guard let t0 = moves.first?.t else { return }
        for (m, e) in zip(moves, expected) {
            let d = Double(m.t - t0)
            #expect(d >= e - 1 && d <= e + scrollWait, "a move \(d) ms into the hold; the curve says \(e)", sourceLocation: sourceLocation)
        }
    }

    /// How late (ms) a held move in the gallery may come after its time on the curve: a frame, or
    /// the quick spring bringing the next palettes into sight (46 ms at most in this script).
    static let scrollWait = 60.0

    @Test func heldDirectionsRepeatOnTheVirtualClockAndStopOnReleaseAndUnplug() throws {
        let events = try Self.replay("held-directions.replay")
        let moves = { (a: String, b: String) in Self.between(events, a, b).filter { $0.event == "move" } }
        // The D-pad held 1.1 s, the down key held 0.7 s, and a pad unplugged 0.5 s into a hold.
        Self.expectOnCurve(moves("hold-dpad", "released"), holding: 1100)
        #expect(moves("released", "hold-key").isEmpty)
        Self.expectOnCurve(moves("hold-key", "key-released"), holding: 700)
        #expect(moves("key-released", "hold-unplug").isEmpty)
        Self.expectOnCurve(moves("hold-unplug", "unplugged"), holding: 500)
        #expect(moves("unplugged", "end").isEmpty, "the hold went on after the pad was unplugged")
        // The hints followed each device: the default Xbox pad, the keyboard, the PlayStation
        // pad plugged in later, and back to the keyboard when it was unplugged.
        #expect(events.filter { $0.event == "hints" }.compactMap { $0.string("family") } == ["xbox", "keyboard", "playstation", "keyboard"])
        #expect(events.filter { $0.event == "mark" }.compactMap { $0.string("name") }
                == ["hold-dpad", "released", "hold-key", "key-released", "hold-unplug", "unplugged", "end"])
    }

    @Test func holdingSeveralSecondsCrossesTheGridAndTheGallery() throws {
        let shots = Cookbook.tempDir()
        let events = try Self.replay("hold-grid-gallery.replay", shots: shots)
        let focus = events.filter { $0.event == "focus" }.compactMap { $0.string("id") }
        // Right along the gallery to its end, then the repeat stops.
        let gallery = focus.filter { $0.hasPrefix("palette-") }.compactMap { Int($0.dropFirst("palette-".count)) }
        #expect(gallery.max() == 23, "the gallery hold reached \(gallery.max() ?? -1)")
        // Down the grid to its last row: one move that found nothing further ends the hold.
        let gridMoves = events.filter { $0.event == "move" && $0.string("direction") == "down" }
        #expect(gridMoves.count >= 3)
        #expect(gridMoves.filter { $0.string("by") == "none" }.count == 1, "the grid hold should end at the last row")
        #expect(gridMoves.last?.string("by") == "none")
        for shot in ["hold-grid-moving", "hold-grid-end", "hold-gallery-moving", "hold-gallery-end"] {
            #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("\(shot).png").path))
        }
    }

    /// Down held, then Up held, on the remote in a 1000-recipe grid. Before, Up left the grid
    /// for the tab bar after one row (strawberry-shortcake-51, then tab-grid): mid-scroll the
    /// focused row's top came nearer the grid's edge than the rows' spacing, and the tabs right
    /// above that edge scored nearer than the row scrolled out above.
    @Test func upHeldAfterDownClimbsEveryRowOfTheGridBeforeTheTabBar() throws {
        let shots = Cookbook.tempDir()
        let events = try Self.replay("hold-up-grid.replay", shots: shots, arguments: ["--catalog-size", "1000"])
        let climb = Self.between(events, "climb", "end").filter { $0.event == "focus" }.compactMap { $0.string("id") }
        #expect(climb.count >= 10, "Up held moved focus \(climb.count) times: \(climb)")
        #expect(Array(climb.suffix(2)) == ["apple-pie-0", "tab-grid"], "\(climb)")
        #expect(!climb.dropLast().contains { $0.hasPrefix("tab-") }, "\(climb)")
        #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("hold-up-moving.png").path))
    }

    @Test func aBadLineInTheUsersMappingsIsReportedOnceAndTheAppRunsOn() throws {
        let config = Cookbook.tempDir(), dir = Cookbook.tempDir()
        let folder = config.appendingPathComponent("cookbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try "# my pads\nff000000ffff0000ffff000000007601,Broken Pad,a:b0,b:banana,platform:Linux,\n"
            .write(to: folder.appendingPathComponent("gamecontrollerdb.txt"), atomically: true, encoding: .utf8)
        let script = dir.appendingPathComponent("s.replay"), trace = dir.appendingPathComponent("t.jsonl")
        try "pad connect nintendo\nfocus apple-pie\npad dpad-right\nexpect focus baklava\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--trace", trace.path], environment: ["XDG_CONFIG_HOME": config.path])
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("cookbook/gamecontrollerdb.txt:2: bad binding 'banana'"), "\(r.stderr)")
        #expect(try Self.trace(trace.path).filter { $0.event == "hints" }.compactMap { $0.string("family") } == ["nintendo"])
    }

    /// A huge number in a user's mapping for the start-up Xbox pad's GUID (SDL read `b2147483648`
    /// as a negative index and crashed opening the pad) is one line naming the file and line;
    /// the line is skipped, so the shipped mapping still drives the pad.
    @Test func hugeNumbersInAMappingAreReportedAndThePadStillWorks() throws {
        let guid = "ff0000005e040000ea02000000007601"  // Assets/gamecontrollerdb.txt: the virtual Xbox pad
        for (binding, message) in [("a:b2147483648", "bad binding 'b2147483648' for 'a': button numbers go from 0 to 255"),
                                   ("leftx:a2147483648", "bad binding 'a2147483648' for 'leftx': axis numbers go from 0 to 255"),
                                   ("dpup:h2147483648.1", "bad binding 'h2147483648.1' for 'dpup': hat numbers go from 0 to 9")] {
            let config = Cookbook.tempDir(), dir = Cookbook.tempDir()
            let folder = config.appendingPathComponent("cookbook")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            try "\(guid),Xbox Wireless Controller,\(binding),b:b1,platform:Linux,\n"
                .write(to: folder.appendingPathComponent("gamecontrollerdb.txt"), atomically: true, encoding: .utf8)
            let script = dir.appendingPathComponent("s.replay")
            try "focus apple-pie\npad dpad-right\nexpect focus baklava\npad a\n".write(to: script, atomically: true, encoding: .utf8)
            let r = try Cookbook.run(["replay", script.path], environment: ["XDG_CONFIG_HOME": config.path])
            #expect(r.status == 0, "\(binding): \(r.stderr)")
            let path = folder.appendingPathComponent("gamecontrollerdb.txt").path
            #expect(r.stderr == "cookbook: \(path):1: \(message)\n", "\(binding): \(r.stderr)")
        }
    }

    @Test func theWheelTurnsTheRatingOnlyInTheWatchLayout() throws {
        let shots = Cookbook.tempDir()
        let events = try Self.replay("crown-watch-layout.replay", shots: shots)
        let rating = { (e: Event) in (e.event == "crown" || e.event == "value") && (e.string("view") ?? e.string("id")) == "rating-picker" }
        #expect(!Self.between(events, "not-watch", "watch").contains(where: rating), "the wheel turned the rating outside the watch layout")
        let watch = Self.between(events, "watch", "end")
        // A notch and two half notches (precise deltas) on the rating picker's low sensitivity.
        #expect(watch.filter { $0.event == "crown" }.count == 3)
        #expect(watch.contains { $0.event == "value" && $0.string("id") == "rating-picker" })
        for shot in ["crown-indicator", "crown-indicator-gone"] {
            #expect(FileManager.default.fileExists(atPath: shots.appendingPathComponent("\(shot).png").path))
        }
    }

    @Test func badDeviceLinesStopWithTheirLine() throws {
        let dir = Cookbook.tempDir()
        for (text, message) in [("pad connect sega\n", ":1: 'pad connect' needs a family"),
                                ("key right\npress mouse left\n", ":2: 'press' needs 'key NAME' or 'pad BUTTON'"),
                                ("release pad triangle\n", ":1: unknown pad button 'triangle'"),
                                ("pad disconnect\npad a\n", ":2: no pad is connected"),
                                ("mark\n", ":1: 'mark' needs one name")] {
            let script = dir.appendingPathComponent("bad.replay")
            try text.write(to: script, atomically: true, encoding: .utf8)
            let r = try Cookbook.run(["replay", script.path])
            #expect(r.status == 2, "\(text): \(r.stderr)")
            #expect(r.stderr.contains("bad.replay\(message)"), "\(text): \(r.stderr)")
            #expect(r.stderr.split(separator: "\n").count == 1, "\(r.stderr)")
        }
    }
}

/// `keymap.toml`  through real SDL events: replay reads it from
/// `$XDG_CONFIG_HOME/cookbook/` as the live app does.
@Suite struct KeymapTests {
    /// Runs `script` with `keymap` as the user's key map; returns the run and its trace.
    static func replay(keymap: String, script: String) throws -> (Cookbook.Result, [InputDeviceTests.Event]) {
        let config = Cookbook.tempDir(), dir = Cookbook.tempDir()
        let folder = config.appendingPathComponent("cookbook")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try keymap.write(to: folder.appendingPathComponent("keymap.toml"), atomically: true, encoding: .utf8)
        let file = dir.appendingPathComponent("s.replay"), trace = dir.appendingPathComponent("t.jsonl")
        try script.write(to: file, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", file.path, "--trace", trace.path], environment: ["XDG_CONFIG_HOME": config.path])
        return (r, try InputDeviceTests.trace(trace.path))
    }

    @Test func remappedKeysAndButtonsDriveTheirActions() throws {
        let (r, events) = try Self.replay(keymap: """
            [keys]
            right = ["]", "search"]   # the arrow no longer moves right
            favourite = "ctrl+j"
            [pad]
            favourite = "x"
            back = "y"
            """, script: """
            focus apple-pie
            key ]
            expect focus baklava
            key right
            expect focus baklava
            mark favourites
            pad x
            key ctrl+f
            key ctrl+j
            mark back
            focus apple-pie
            key return
            expect screen detail
            pad b
            expect screen detail
            pad y
            expect screen grid
            """)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr.isEmpty, "\(r.stderr)")
        // pad x and ctrl+j toggled the favourite (one saved change each); ctrl+f no longer did.
        let favourites = InputDeviceTests.between(events, "favourites", "back")
        #expect(favourites.filter { $0.event == "data" }.count == 2, "\(favourites.map(\.fields))")
    }

    @Test func aBadEntryIsReportedWithItsLineAndKeepsTheDefault() throws {
        let (r, events) = try Self.replay(keymap: "[keys]\nup = \"[\"\nright = \"banana\"\n", script: """
            focus apple-pie
            key right
            expect focus baklava
            key [
            """)
        #expect(r.status == 0, "\(r.stderr)")
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].hasSuffix("cookbook/keymap.toml:3: unknown key 'banana'"), "\(r.stderr)")
        // The good entry on line 2 applies: [ moves up.
        #expect(events.last { $0.event == "move" }?.string("direction") == "up")
    }
}
