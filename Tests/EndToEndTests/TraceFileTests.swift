import Foundation
import Testing

/// `--trace PATH` opens PATH as a shell's `>` does: what is there is written through, never
/// replaced by a new regular file; a trace that cannot be written ends a replay in one line.
@Suite struct TraceFileTests {
    /// A short script that traces a few dozen lines (over 2 KB).
    static func script(in dir: URL) throws -> String {
        let path = dir.appendingPathComponent("short.replay").path
        try ("screen grid\n" + String(repeating: "key right\nkey left\n", count: 6) + "expect screen grid\n").write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    static func fileType(_ path: String) throws -> FileAttributeType? {
        try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
    }

    @Test func aSymlinkStaysASymlinkAndItsTargetGetsTheTrace() throws {
        let dir = Cookbook.tempDir()
        let target = dir.appendingPathComponent("real.jsonl").path
        try "old\n".write(toFile: target, atomically: true, encoding: .utf8)
        let link = dir.appendingPathComponent("link.jsonl").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: target)
        let r = try Cookbook.run(["replay", try Self.script(in: dir), "--trace", link])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(try Self.fileType(link) == .typeSymbolicLink)
        let text = try String(contentsOfFile: target, encoding: .utf8)
        #expect(text.contains("\"event\":\"focus\""))
        #expect(!text.hasPrefix("old"))
    }

    @Test func aHardLinkKeepsSharingItsFile() throws {
        let dir = Cookbook.tempDir()
        let first = dir.appendingPathComponent("a.jsonl").path
        try "".write(toFile: first, atomically: true, encoding: .utf8)
        let second = dir.appendingPathComponent("b.jsonl").path
        #expect(link(first, second) == 0)
        let r = try Cookbook.run(["replay", try Self.script(in: dir), "--trace", second])
        #expect(r.status == 0, "\(r.stderr)")
        // Both names still lead to one file, holding the trace.
        let a = try FileManager.default.attributesOfItem(atPath: first)[.systemFileNumber] as? Int
        let b = try FileManager.default.attributesOfItem(atPath: second)[.systemFileNumber] as? Int
        #expect(a != nil && a == b)
        #expect(try String(contentsOfFile: first, encoding: .utf8).contains("\"event\":\"focus\""))
    }

    @Test func aFIFOIsWrittenThroughAndStaysAFIFO() throws {
        let dir = Cookbook.tempDir()
        let fifo = dir.appendingPathComponent("trace.fifo").path
        #expect(mkfifo(fifo, 0o600) == 0)
        // A reader on the other end, as `cat FIFO` would be.
        nonisolated(unsafe) var received = Data()
        let done = DispatchSemaphore(value: 0)
        Thread.detachNewThread {
            if let h = FileHandle(forReadingAtPath: fifo) { received = h.readDataToEndOfFile() }
            done.signal()
        }
        let r = try Cookbook.run(["replay", try Self.script(in: dir), "--trace", fifo])
        #expect(r.status == 0, "\(r.stderr)")
        #expect(done.wait(timeout: .now() + 30) == .success)
        var info = stat()
        #expect(stat(fifo, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO)
        #expect(String(decoding: received, as: UTF8.self).contains("\"event\":\"focus\""))
    }

    @Test func aCharacterDeviceIsWrittenNotReplaced() throws {
        // /dev/full is a character device every write to which fails with ENOSPC: the device must
        // survive, and the replay must stop in one line saying the disk is full.
        guard FileManager.default.fileExists(atPath: "/dev/full") else { return }
        let dir = Cookbook.tempDir()
        let r = try Cookbook.run(["replay", try Self.script(in: dir), "--trace", "/dev/full"])
        var info = stat()
        #expect(stat("/dev/full", &info) == 0 && (info.st_mode & S_IFMT) == S_IFCHR)
        #expect(r.status == 2)
        let lines = r.stderr.split(separator: "\n")
        #expect(lines.count == 1, "\(r.stderr)")
        #expect(r.stderr.hasPrefix("/dev/full: the trace stopped: disk full"), "\(r.stderr)")
    }

    @Test func aFileSizeLimitIsReportedNotAKillingSignal() throws {
        let dir = Cookbook.tempDir()
        let trace = dir.appendingPathComponent("t.jsonl").path
        // `ulimit -f 1` (dash counts 512-byte blocks): the trace passes it within a few lines.
        let script = try Self.script(in: dir)
        let r = try Cookbook.run(["replay", script, "--trace", trace],
                                 launcher: ["/bin/sh", "-c", "ulimit -f 1; exec \"$0\" \"$@\""])
        #expect(r.status == 2, "\(r.stderr)")
        #expect(r.stderr.contains("\(trace): the trace stopped: file too large"), "\(r.stderr)")
    }
}
