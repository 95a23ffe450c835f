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

    /// A real read-only data directory: the test runs `cookbook` as user `nobody` through
    /// `setpriv`, so it needs root (as in CI here) and a checkout `nobody` can reach (a clone in
    /// a private folder, such as one made by `mktemp -d`, is not); elsewhere it does not run.
    @Test(.enabled(if: AsNobody.canRunCookbook))
    func aReadOnlyDataDirectoryShowsTheDataAndClaimsNoSave() throws {
        let dir = Cookbook.tempDir()
        let data = dir.appendingPathComponent("data")
        let first = dir.appendingPathComponent("first.replay"), second = dir.appendingPathComponent("second.replay")
        try "screen grocery\ntype Saffron\nkey return\n".write(to: first, atomically: true, encoding: .utf8)
        try "screen grocery\ntype Jam\nscreen widget\nfocus log-espresso\nkey return\n".write(to: second, atomically: true, encoding: .utf8)
        #expect(try Cookbook.run(["replay", first.path, "--data-dir", data.path]).status == 0)
        // Readable by everyone, writable by no one but root; the trace goes to a folder anyone may write.
        let fm = FileManager.default
        try fm.setAttributes([.posixPermissions: 0o555], ofItemAtPath: data.path)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        try fm.setAttributes([.posixPermissions: 0o644], ofItemAtPath: second.path)
        let traces = dir.appendingPathComponent("traces")
        try fm.createDirectory(at: traces, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o777])
        let trace = traces.appendingPathComponent("t.jsonl")
        let r = try Cookbook.run(["replay", second.path, "--data-dir", data.path, "--trace", trace.path],
                                 launcher: AsNobody.launcher)
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1 && lines[0].contains("cannot save changes (the disk or folder is read-only)"), "\(r.stderr)")
        #expect(!r.stderr.contains("NSCocoaErrorDomain"))
        let text = try String(contentsOf: trace, encoding: .utf8)
        // The saved list was shown (the new row after Saffron is grocery-4) and nothing was claimed saved.
        #expect(text.contains("\"id\":\"grocery-4-name\",\"value\":\"Jam\"") && !text.contains("\"event\":\"data\""))
        #expect(try Cookbook.savedGroceryNames(data) == ["Apples", "Lasagna", "Saffron"])
    }

    /// A database this user may not read (run as `nobody`, like the test above): reported, and
    /// neither overwritten with defaults nor moved aside.
    @Test(.enabled(if: AsNobody.canRunCookbook))
    func anUnreadableDatabaseIsNeitherOverwrittenNorMovedAside() throws {
        let dir = Cookbook.tempDir()
        let data = dir.appendingPathComponent("data")
        let script = dir.appendingPathComponent("s.replay")
        try "screen grocery\ntype Saffron\n".write(to: script, atomically: true, encoding: .utf8)
        #expect(try Cookbook.run(["replay", script.path, "--data-dir", data.path]).status == 0)
        let fm = FileManager.default
        let db = data.appendingPathComponent("cookbook.sqlite")
        try fm.setAttributes([.posixPermissions: 0o777], ofItemAtPath: data.path)
        try fm.setAttributes([.posixPermissions: 0o755], ofItemAtPath: dir.path)
        try fm.setAttributes([.posixPermissions: 0o644], ofItemAtPath: script.path)
        try fm.setAttributes([.posixPermissions: 0o666], ofItemAtPath: db.path + ".lock")
        try fm.setAttributes([.posixPermissions: 0o600], ofItemAtPath: db.path)
        let before = try Data(contentsOf: db)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", data.path],
                                 launcher: AsNobody.launcher)
        #expect(r.status == 2)
        #expect(r.stderr == "cookbook: \(db.path): cannot save changes (no permission to read and write \(db.path)); "
                + "they are kept in memory until the app quits\n")
        #expect(try Data(contentsOf: db) == before)
        #expect(try fm.contentsOfDirectory(atPath: data.path).sorted() == ["cookbook.sqlite", "cookbook.sqlite.lock"])
    }

    /// A FIFO named `cookbook.sqlite` hung the app before its first frame (SQLite blocked reading
    /// it): it is refused in one line naming it, left as it is, and the run goes on unsaved.
    @Test func aFIFOInPlaceOfTheDatabaseIsRefusedNotWaitedOn() throws {
        let dir = Cookbook.tempDir(), data = Cookbook.tempDir()
        let fifo = data.appendingPathComponent("cookbook.sqlite").path
        #expect(mkfifo(fifo, 0o644) == 0)
        let script = dir.appendingPathComponent("s.replay")
        try "screen grocery\ntype Saffron\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", data.path], watchdog: 60)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr == "cookbook: \(fifo): cannot save changes (\(fifo) is a named pipe (FIFO), not a regular file); "
                + "they are kept in memory until the app quits\n")
        var info = stat()
        #expect(lstat(fifo, &info) == 0 && info.st_mode & S_IFMT == S_IFIFO)
        #expect(try FileManager.default.contentsOfDirectory(atPath: data.path) == ["cookbook.sqlite"])
    }

    /// A database that is a symlink to `/dev/null` would have SQLite write `/dev/null-journal`:
    /// refused in one line saying where it leads.
    @Test func aDatabaseLeadingToADeviceIsRefused() throws {
        let dir = Cookbook.tempDir()
        let db = dir.appendingPathComponent("cookbook.sqlite")
        try FileManager.default.createSymbolicLink(atPath: db.path, withDestinationPath: "/dev/null")
        let script = dir.appendingPathComponent("s.replay")
        try "screen grocery\ntype Saffron\n".write(to: script, atomically: true, encoding: .utf8)
        let journalBefore = FileManager.default.fileExists(atPath: "/dev/null-journal")
        let r = try Cookbook.run(["replay", script.path, "--data-dir", dir.path], watchdog: 60)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr == "cookbook: \(db.path): cannot save changes (\(db.path) is a symlink to /dev/null, a character device, "
                + "not a regular file); they are kept in memory until the app quits\n")
        if !journalBefore { #expect(!FileManager.default.fileExists(atPath: "/dev/null-journal")) }
    }

    /// An old `userdata.json` that is a FIFO was called "no permission": it is named as not a
    /// regular file, kept, and the app starts with defaults and saves.
    @Test func aFIFOInPlaceOfOldUserDataIsNamedAsSuch() throws {
        let dir = Cookbook.tempDir()
        let old = dir.appendingPathComponent("userdata.json")
        #expect(mkfifo(old.path, 0o644) == 0)
        let script = dir.appendingPathComponent("s.replay")
        try "screen grocery\ntype Saffron\n".write(to: script, atomically: true, encoding: .utf8)
        let r = try Cookbook.run(["replay", script.path, "--data-dir", dir.path], watchdog: 60)
        #expect(r.status == 0, "\(r.stderr)")
        #expect(r.stderr == "cookbook: \(old.path): cannot read old user data (\(old.path) is a named pipe (FIFO), not a regular file); "
                + "it is kept, not imported\n")
        #expect(try Cookbook.savedGroceryNames(dir).contains("Saffron"))
    }

    /// A database a newer release migrated (a migration this one does not know) was opened and
    /// written without a word: it is refused in one line naming it and the newer schema, left
    /// byte for byte as it was, and the run goes on showing its data, unsaved.
    @Test func aDatabaseFromANewerReleaseIsRefusedAndLeftUntouched() throws {
        let dir = Cookbook.tempDir()
        let first = dir.appendingPathComponent("first.replay"), second = dir.appendingPathComponent("second.replay")
        try "screen grocery\ntype Saffron\nkey return\n".write(to: first, atomically: true, encoding: .utf8)
        try "screen grocery\ntype Jam\nkey return\n".write(to: second, atomically: true, encoding: .utf8)
        #expect(try Cookbook.run(["replay", first.path, "--data-dir", dir.path]).status == 0)
        let db = dir.appendingPathComponent("cookbook.sqlite")
        try DatabaseQueue(path: db.path).write { db in
            try db.execute(sql: "INSERT INTO grdb_migrations (identifier) VALUES ('v9-from-a-newer-release')")
        }
        let before = try Data(contentsOf: db)
        let trace = dir.appendingPathComponent("t.jsonl")
        let r = try Cookbook.run(["replay", second.path, "--data-dir", dir.path, "--trace", trace.path], watchdog: 60)
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr == "cookbook: \(db.path): cannot save changes (the database was written by a newer release: "
                + "schema \"v9-from-a-newer-release\" is newer than this release's \"v4-settings-accessibility\"; it is left untouched); "
                + "they are kept in memory until the app quits\n")
        #expect(try Data(contentsOf: db) == before)
        // Its data was shown (Jam went into the row after Saffron), and nothing claimed saved.
        let text = try String(contentsOf: trace, encoding: .utf8)
        #expect(text.contains("\"id\":\"grocery-4-name\",\"value\":\"Jam\"") && !text.contains("\"event\":\"data\""))
        #expect(try Cookbook.savedGroceryNames(dir) == ["Apples", "Lasagna", "Saffron"])
    }

    /// A full disk under an existing database said "the disk reported an input/output error"
    /// (SQLite could not grow its `-shm` index): it says the disk is full. Needs root, to mount
    /// a 512 KiB file system of its own (as in CI here); elsewhere it does not run.
    @Test(.enabled(if: TinyDisk.canMount))
    func aFullDiskAtStartUpIsCalledFull() throws {
        let disk = try TinyDisk()
        defer { disk.unmount() }
        let data = disk.root.appendingPathComponent("data")
        let script = Cookbook.tempDir().appendingPathComponent("s.replay")
        try "screen grocery\ntype Saffron\n".write(to: script, atomically: true, encoding: .utf8)
        #expect(try Cookbook.run(["replay", script.path, "--data-dir", data.path]).status == 0)
        // Closed cleanly (its WAL folded in and removed), then the disk filled up.
        let db = data.appendingPathComponent("cookbook.sqlite")
        try DatabaseQueue(path: db.path).close()
        disk.fill()
        let r = try Cookbook.run(["replay", script.path, "--data-dir", data.path], watchdog: 60)
        #expect(r.status == 2)
        #expect(r.stderr == "cookbook: \(db.path): cannot save changes (the disk is full); they are kept in memory until the app quits\n")
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

    /// Four processes pressing Ctrl+G on one recipe at once left each ingredient four times:
    /// each is stored once, whichever process committed first.
    @Test func fourReplaysAddingOneRecipesIngredientsStoreEachOnce() throws {
        let dir = Cookbook.tempDir()
        let data = dir.appendingPathComponent("data")
        // The first grid tile, as frame-modes.replay reaches it; Ctrl+G adds its ingredients.
        let script = dir.appendingPathComponent("s.replay")
        try "key right\nkey down\nkey ctrl+g\nkey ctrl+g\n".write(to: script, atomically: true, encoding: .utf8)
        // Made first, so the four start on one database and only race on the adding.
        let empty = dir.appendingPathComponent("empty.replay")
        try "# nothing\n".write(to: empty, atomically: true, encoding: .utf8)
        #expect(try Cookbook.run(["replay", empty.path, "--data-dir", data.path]).status == 0)
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: 4) { i in
            results.set(i, try? Cookbook.run(["replay", script.path, "--data-dir", data.path, "--size", "640x360"], watchdog: 120))
        }
        for i in 0..<4 { #expect(results.get(i)?.status == 0 && results.get(i)?.stderr == "", "\(String(describing: results.get(i)))") }
        let names = try Cookbook.savedGroceryNames(data).filter { !$0.isEmpty }
        #expect(names.count > 2, "\(names)")
        let repeated = Dictionary(names.map { ($0.lowercased(), 1) }, uniquingKeysWith: +).filter { $0.value > 1 }
        #expect(repeated.isEmpty, "\(repeated)")
    }

    /// Results of concurrent runs.
    final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Int: Cookbook.Result] = [:]
        func set(_ i: Int, _ r: Cookbook.Result?) { lock.withLock { results[i] = r } }
        func get(_ i: Int) -> Cookbook.Result? { lock.withLock { results[i] } }
    }
}

/// Whether `cookbook` can run as user `nobody` here: root, `setpriv`, and a checkout whose every
/// enclosing folder anyone may enter (the binary finds its assets through its own path).
enum AsNobody {
    static let launcher = ["/usr/bin/setpriv", "--reuid=65534", "--regid=65534", "--clear-groups"]
    static let canRunCookbook: Bool = {
        guard getuid() == 0, FileManager.default.isExecutableFile(atPath: launcher[0]) else { return false }
        var folder = Cookbook.binary.deletingLastPathComponent()
        while folder.path != "/" {
            var info = stat()
            guard stat(folder.path, &info) == 0, info.st_mode & S_IXOTH != 0 else { return false }
            folder = folder.deletingLastPathComponent()
        }
        return true
    }()
}

/// A 512 KiB tmpfs of a test's own, to fill up (mounting needs root, as in CI here).
struct TinyDisk {
    let root: URL

    static let canMount: Bool = {
        guard getuid() == 0, let disk = try? TinyDisk() else { return false }
        disk.unmount()
        return true
    }()

    init() throws {
        root = Cookbook.tempDir()
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/mount")
        p.arguments = ["-t", "tmpfs", "-o", "size=512k", "tmpfs", root.path]
        p.standardError = FileHandle.nullDevice
        try p.run()
        p.waitUntilExit()
        guard p.terminationStatus == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    /// Writes a file until no block is left.
    func fill() {
        _ = FileManager.default.createFile(atPath: root.appendingPathComponent("fill").path, contents: nil)
        guard let h = FileHandle(forWritingAtPath: root.appendingPathComponent("fill").path) else { return }
        let block = Data(count: 4096)
        while (try? h.write(contentsOf: block)) != nil {}
        try? h.close()
    }

    /// Removes what ``fill()`` wrote.
    func makeRoom() {
        try? FileManager.default.removeItem(at: root.appendingPathComponent("fill"))
    }

    func unmount() {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: "/bin/umount")
        p.arguments = [root.path]
        try? p.run()
        p.waitUntilExit()
    }
}
