import Foundation
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
}
