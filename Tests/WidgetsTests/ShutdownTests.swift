import Foundation
import Testing
import UICore
import Widgets

/// At quit the host tells its extension to shut down and lets it finish what it was sent before,
/// as an app extension is let finish a task it was given: an intent tapped just before quitting
/// is written to the store, not cut off by a kill. A hung extension is still killed.
@Suite struct ShutdownTests {
    /// A folder of the test's own.
    static func folder() throws -> URL {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("widget-shutdown-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        return dir
    }

    @Test func theExtensionFinishesWhatItWasSentBeforeItStops() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let written = dir.appendingPathComponent("written")
        // A stand-in extension busy with what it was sent (a store write taking 0.3 s) when
        // the host quits; it exits when the work is done.
        let script = "head -c 1 > /dev/null; sleep 0.3; echo done > '\(written.path)'"
        let session = WidgetHostSession(kinds: ["count": TimelineProviderContext(displaySize: Size(width: 64, height: 64))],
                                        sessionID: "s") {
            try ProcessWidgetTransport(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
        }
        session.tick(now: 0, date: Date())
        // Give the request time to reach it (the work starts when it arrives).
        usleep(50_000)
        session.shutdown()
        #expect(FileManager.default.fileExists(atPath: written.path))
    }

    /// An extension done with what it was sent closes its output and is left to exit by itself:
    /// the quitting host does not wait for the process to be torn down (a slow teardown here,
    /// four seconds of sleep, held the host's quit that long when it waited for the exit).
    @Test func theHostStopsWaitingOnceTheExtensionClosesItsOutput() throws {
        let dir = try Self.folder()
        defer { try? FileManager.default.removeItem(at: dir) }
        let written = dir.appendingPathComponent("written")
        let script = "head -c 1 > /dev/null; echo done > '\(written.path)'; exec 1>&-; sleep 4"
        let t = try ProcessWidgetTransport(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", script])
        let start = Date()
        t.send(.shutdown)
        t.finish(within: 8)
        let waited = Date().timeIntervalSince(start)
        // Well under the stand-in's teardown, with room for a loaded machine's process start.
        #expect(waited < 2, "the host waited \(waited) s")
        #expect(FileManager.default.fileExists(atPath: written.path))
        // It was not killed: it goes on to exit by itself.
        #expect(t.problem == nil)
    }

    @Test func aHungExtensionIsKilledOnceTheGraceRunsOut() throws {
        let t = try ProcessWidgetTransport(executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["60"])
        let start = Date()
        t.send(.shutdown)
        t.finish(within: 0.2)
        #expect(!t.isAlive)
        #expect(Date().timeIntervalSince(start) < 5)
        #expect(t.problem == "it was killed by SIGKILL")
    }
}
