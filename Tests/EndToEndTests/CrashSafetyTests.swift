import Foundation
import GRDB
import Testing
import TestSupport

/// SIGKILL at random moments: replays that write every kind of user data are killed mid-run;
/// every change the trace reported as saved (`data`) must be in the database afterwards, the
/// database must pass `PRAGMA integrity_check`, and the app must start on it again cleanly.
/// `COOKBOOK_KILL_TRIALS` sets the number of trials (20 by default; `make soak` runs 100) and
/// `COOKBOOK_KILL_SEED` replays a failing run's random choices.
@Suite struct CrashSafetyTests {
    /// Script blocks, each writing one kind of data; every trial runs them in a shuffled order.
    static let blocks: [[String]] = [
        ["screen widget", "focus log-espresso", "key return", "key return"],
        ["screen settings", "focus setting-reduce-motion", "key return"],
        ["screen grocery", "focus grocery-3-name", "type Eggs", "key return", "type Milk"],
        ["screen grocery", "focus grocery-1-obtained", "key return"],
        ["screen grid", "focus creme-brulee", "key return", "focus favorite", "key return", "focus rating-picker", "key right"],
    ]

    /// When to kill, by the trace rather than the wall clock (so a loaded machine still kills
    /// among the writes): after this many `data` events (0: during start-up, creation and
    /// migration) plus a random delay. Up to 4 keeps trials to about a second (a line takes
    /// about 0.25 s and the blocks write every one to three lines).
    static let killAfterSaves = 0...4
    /// The random delay after that: up to 0.3 s, past the next line's input.
    static let killDelay = 0.0...0.3
    /// Start-up (creating and migrating the database) takes about 0.45 s: a kill before any
    /// save comes within 0.6 s.
    static let startupKillWindow = 0.0...0.6
    /// Every trial reopens the database (SQLite's crash recovery and integrity check); every
    /// fourth also restarts the app on it (0.45 s each, so the suite stays fast).
    static let restartEvery = 4
    /// A run that never reaches its kill point is killed anyway after this long.
    static let giveUp = 60.0

    @Test func killedReplaysLoseNoCommittedChange() throws {
        let env = ProcessInfo.processInfo.environment
        let trials = env["COOKBOOK_KILL_TRIALS"].flatMap { Int($0) } ?? 20
        let seed = env["COOKBOOK_KILL_SEED"].flatMap { UInt64($0) } ?? UInt64.random(in: 1...UInt64.max)
        var rng = SeededGenerator(seed: seed)
        let plans = (0..<trials).map { _ in
            let saves = Int.random(in: Self.killAfterSaves, using: &rng)
            let delay = Double.random(in: saves == 0 ? Self.startupKillWindow : Self.killDelay, using: &rng)
            return (Self.blocks.shuffled(using: &rng).flatMap { $0 }, saves, delay)
        }
        // Two trials at a time (the machine's two cores).
        let failures = Failures()
        DispatchQueue.concurrentPerform(iterations: trials) { i in
            do {
                failures.count(try Self.trial(plans[i].0, killAfterSaves: plans[i].1, delay: plans[i].2, restart: i % Self.restartEvery == 0))
            } catch {
                failures.add("trial \(i) (COOKBOOK_KILL_SEED=\(seed)): \(error)")
            }
        }
        for f in failures.all { Issue.record(Comment(rawValue: f)) }
        // Kills must land among the writes, not only before them.
        #expect(failures.checked > trials, "only \(failures.checked) saved changes were checked in \(trials) trials")
    }

    /// One run: replay, kill, then check the database against the trace; returns how many saved
    /// changes were checked.
    static func trial(_ lines: [String], killAfterSaves saves: Int, delay: Double, restart: Bool) throws -> Int {
        let dir = Cookbook.tempDir()
        let script = dir.appendingPathComponent("kill.replay"), trace = dir.appendingPathComponent("trace.jsonl")
        let data = dir.appendingPathComponent("data")
        try (lines.joined(separator: "\n") + "\n").write(to: script, atomically: true, encoding: .utf8)
        let p = Process()
        p.executableURL = Cookbook.binary
        p.arguments = ["replay", script.path, "--data-dir", data.path, "--trace", trace.path, "--size", "640x360"]
        var environment = ProcessInfo.processInfo.environment
        environment.removeValue(forKey: "DISPLAY"); environment.removeValue(forKey: "WAYLAND_DISPLAY")
        p.environment = environment
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        let start = Date()
        func savesSoFar() -> Int {
            ((try? String(contentsOf: trace, encoding: .utf8)) ?? "").components(separatedBy: "\"event\":\"data\"").count - 1
        }
        while saves > 0, p.isRunning, savesSoFar() < saves, Date().timeIntervalSince(start) < Self.giveUp { usleep(5_000) }
        usleep(useconds_t(delay * 1_000_000))
        kill(p.processIdentifier, SIGKILL)
        p.waitUntilExit()

        let events = (try? String(contentsOf: trace, encoding: .utf8)).map(TraceLines.parse) ?? []
        guard FileManager.default.fileExists(atPath: data.appendingPathComponent("cookbook.sqlite").path) else {
            // Killed before the store was created: nothing can have been reported saved.
            guard !events.contains(where: { $0.event == "data" }) else { throw Mismatch("data events but no database") }
            return 0
        }
        // The killed app's widget extension (a child of its own) may still be closing the
        // database for a moment, holding its lock: wait for it as the app's own connections do.
        var config = Configuration()
        config.busyMode = .timeout(5)
        let db = try DatabaseQueue(path: data.appendingPathComponent("cookbook.sqlite").path, configuration: config)
        try db.read { db in
            guard try String.fetchOne(db, sql: "PRAGMA integrity_check") == "ok" else { throw Mismatch("integrity_check failed") }
            try TraceLines.verify(events, against: db)
        }
        try db.close()

        // No stray files (the old store left temp files behind when killed).
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: data.path)
            .filter { !["cookbook.sqlite", "cookbook.sqlite-wal", "cookbook.sqlite-shm", "cookbook.sqlite.lock"].contains($0) }
        guard leftovers.isEmpty else { throw Mismatch("left behind: \(leftovers)") }
        let saved = events.filter { $0.event == "data" }.count
        guard restart else { return saved }
        // The app starts again on it: no warning, nothing moved aside.
        let restartScript = dir.appendingPathComponent("restart.replay")
        try "# restart\n".write(to: restartScript, atomically: true, encoding: .utf8)
        let again = try Cookbook.run(["replay", restartScript.path, "--data-dir", data.path, "--size", "640x360"])
        guard again.status == 0, again.stderr.isEmpty else { throw Mismatch("restart: \(again.status) \(again.stderr)") }
        return saved
    }

    /// A difference between the trace and the database.
    struct Mismatch: Error, CustomStringConvertible {
        var description: String
        init(_ d: String) { description = d }
    }

    /// Failure messages and checked-change counts collected from concurrent trials.
    final class Failures: @unchecked Sendable {
        private let lock = NSLock()
        private var messages: [String] = []
        private var checkedChanges = 0
        func add(_ m: String) { lock.withLock { messages.append(m) } }
        func count(_ n: Int) { lock.withLock { checkedChanges += n } }
        var checked: Int { lock.withLock { checkedChanges } }
        var all: [String] { lock.withLock { messages } }
    }
}

/// The trace's `value` and `data` lines and the database state each `data` line promises.
enum TraceLines {
    struct Event { var event: String; var id: String?; var what: String?; var value: Any? }

    static func parse(_ text: String) -> [Event] {
        // A line cut by the kill is not valid JSON and is skipped (its event had not been reported).
        text.split(separator: "\n").compactMap { line in
            guard let obj = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any],
                  let event = obj["event"] as? String else { return nil }
            return Event(event: event, id: obj["id"] as? String, what: obj["what"] as? String, value: obj["value"])
        }
    }

    /// Checks every change reported saved before the kill is in the database.
    static func verify(_ events: [Event], against db: Database) throws {
        var lastValue: [String: Any] = [:]
        var newItems = 0, drinks = 0
        for e in events {
            if e.event == "value", let id = e.id { lastValue[id] = e.value }
            guard e.event == "data", let what = e.what else { continue }
            let parts = what.split(separator: " ").map(String.init)
            switch (parts.first, parts.dropFirst().first) {
            case ("grocery", "name"):
                let id = parts[2], n = Int(id.dropFirst("grocery-".count)) ?? 0
                let name = try String.fetchOne(db, sql: "SELECT name FROM grocery_items WHERE id = ?", arguments: [n])
                try expect(name == lastValue["\(id)-name"] as? String, what, "\(name ?? "no row")")
            case ("grocery", "new"):
                newItems += 1
                let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM grocery_items") ?? 0
                try expect(count >= 3 + newItems, what, "\(count) items")
            case ("grocery", "obtained"):
                let n = Int(parts[2].dropFirst("grocery-".count)) ?? 0
                try expect(try Bool.fetchOne(db, sql: "SELECT obtained FROM grocery_items WHERE id = ?", arguments: [n]) == true, what, "not obtained")
            case ("caffeine", _):
                drinks += 1
                let count = try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM caffeine_log") ?? 0
                try expect(count >= drinks, what, "\(count) drinks")
            case ("setting", "setting-reduce-motion"):
                try expect(try Bool.fetchOne(db, sql: "SELECT reduce_motion FROM settings") == true, what, "off")
            case ("favorite", "creme-brulee"):
                // A default favourite: the toggle removes it.
                try expect(try Int.fetchOne(db, sql: "SELECT COUNT(*) FROM favorites WHERE slug = 'creme-brulee'") == 0, what, "still a favourite")
            case ("rating", "creme-brulee"):
                // The picker's value event follows its `data` line; the script's one step right gives "meh" (0).
                let r = try Int.fetchOne(db, sql: "SELECT rating FROM ratings WHERE slug = 'creme-brulee'")
                try expect(r == 0, what, r.map { "rating \($0)" } ?? "no rating")
            default:
                throw CrashSafetyTests.Mismatch("unexpected data event '\(what)' (update the checks)")
            }
        }
    }

    static func expect(_ ok: Bool, _ what: String, _ found: String) throws {
        if !ok { throw CrashSafetyTests.Mismatch("'\(what)' was reported saved but the database has \(found)") }
    }
}
