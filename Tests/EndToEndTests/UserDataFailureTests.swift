import Foundation
import GRDB
import Testing

/// User data problems seen from the command line: reported once in plain words, never claimed
/// as saved, and never losing what was there.
@Suite struct UserDataFailureTests {
    @Test func aDataDirectoryThatIsAFileFailsTheReplayWithoutClaimingSaves() throws {
        let dir = Cookbook.tempDir()
        let file = dir.appendingPathComponent("not-a-folder")
        try "keep me".write(to: file, atomically: true, encoding: .utf8)
        let script = dir.appendingPathComponent("s.replay"), trace = dir.appendingPathComponent("t.jsonl")
        try "screen grocery\ntype Saffron\nkey return\nscreen widget\nfocus log-espresso\nkey return\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", file.path, "--trace", trace.path])
        #expect(r.status == 2)
        #expect(r.stderr == "cookbook: \(file.path)/cookbook.sqlite: cannot save changes (\(file.path) is a file, not a folder); "
                + "they are kept in memory until the app quits\n")
        let text = try String(contentsOf: trace, encoding: .utf8)
        #expect(text.contains("\"event\":\"value\"") && !text.contains("\"event\":\"data\""))
        #expect(try String(contentsOf: file, encoding: .utf8) == "keep me")
    }

    @Test func aDamagedDatabaseIsKeptAsideInOneLine() throws {
        let dir = Cookbook.tempDir()
        try Data("garbage".utf8).write(to: dir.appendingPathComponent("cookbook.sqlite"))
        let script = dir.appendingPathComponent("s.replay")
        try "screen grocery\ntype Saffron\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", dir.path])
        #expect(r.status == 0)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("damaged; it is kept as cookbook.sqlite.corrupt-"), "\(r.stderr)")
        let aside = try FileManager.default.contentsOfDirectory(atPath: dir.path).filter { $0.hasPrefix("cookbook.sqlite.corrupt-") }
        #expect(aside.count == 1)
        #expect(try aside.map { try String(contentsOf: dir.appendingPathComponent($0), encoding: .utf8) } == ["garbage"])
        #expect(try Cookbook.savedGroceryNames(dir).contains("Saffron"))
    }

    @Test func twoReplaysOnOneDataDirectoryKeepEveryWrite() throws {
        let dir = Cookbook.tempDir()
        let data = dir.appendingPathComponent("data")
        let script = dir.appendingPathComponent("s.replay")
        try "screen widget\nfocus log-espresso\nkey return\nkey return\nkey return\nscreen favorites\n"
            .write(to: script, atomically: true, encoding: .utf8)
        let results = Results()
        // Started together: both create, migrate and write the same new database.
        DispatchQueue.concurrentPerform(iterations: 2) { i in
            let trace = dir.appendingPathComponent("t\(i).jsonl").path
            results.set(i, try? Cookbook.run(["replay", script.path, "--data-dir", data.path, "--trace", trace, "--size", "640x360"]))
        }
        for i in 0..<2 { #expect(results.get(i)?.status == 0 && results.get(i)?.stderr == "", "\(String(describing: results.get(i)))") }
        let reported = try (0..<2).map { i in
            try String(contentsOf: dir.appendingPathComponent("t\(i).jsonl"), encoding: .utf8)
                .components(separatedBy: "\"what\":\"caffeine espresso\"").count - 1
        }
        #expect(reported == [3, 3])
        let rows = try DatabaseQueue(path: data.appendingPathComponent("cookbook.sqlite").path)
            .read { try Int.fetchOne($0, sql: "SELECT COUNT(*) FROM caffeine_log") }
        #expect(rows == 6)
    }

    /// Results of concurrent runs.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Int: Cookbook.Result] = [:]
        func set(_ i: Int, _ r: Cookbook.Result?) { lock.withLock { results[i] = r } }
        func get(_ i: Int) -> Cookbook.Result? { lock.withLock { results[i] } }
    }
}
