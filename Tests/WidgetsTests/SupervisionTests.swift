import Foundation
import Testing
import UICore
import Widgets

/// Restarting a failing extension with back-off, and reload requests (W3 faults).
@Suite struct SupervisionTests {
    @Test func delaysDoubleUpToTheCapAndResetAfterAHealthyRun() {
        var b = RestartBackoff()
        var delays: [Double] = []
        var t = 0.0
        for _ in 0..<8 {
            b.started(at: t)
            t += 1
            delays.append(b.failed(at: t))
        }
        #expect(delays == [0.25, 0.5, 1, 2, 4, 8, 8, 8])
        b.started(at: t)
        #expect(b.failed(at: t + RestartBackoff.healthyInterval) == RestartBackoff.initialDelay)
        #expect(b.consecutiveFailures == 1)
    }

    /// An extension killed with SIGKILL was reported as having sent "something that is not a
    /// widget message" when the host wrote to it before it was reaped (the write's EPIPE): the
    /// report says it was killed, naming the signal; an exit says its status.
    @Test func aKilledExtensionIsReportedAsKilledNotAsGarbage() throws {
        let t = try ProcessWidgetTransport(executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["60"])
        defer { t.terminate() }
        #expect(t.isAlive && t.problem == nil)
        kill(t.pid, SIGKILL)
        // The pipes close with the child; the host writes before it has seen the exit.
        usleep(100_000)
        t.send(.shutdown)
        #expect(!t.isAlive)
        #expect(t.problem == "it was killed by SIGKILL")

        let exits = try ProcessWidgetTransport(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "exit 3"])
        defer { exits.terminate() }
        let deadline = Date().addingTimeInterval(10)
        while exits.isAlive, Date() < deadline { usleep(1_000) }
        exits.send(.shutdown)
        #expect(exits.problem == "it exited with status 3")
    }

    /// The host session's one line about a killed extension names the signal.
    @Test func theSessionSaysTheExtensionWasKilled() throws {
        var launched: [ProcessWidgetTransport] = []
        let session = WidgetHostSession(kinds: ["count": TimelineProviderContext(displaySize: Size(width: 64, height: 64))],
                                        sessionID: "s") {
            let t = try ProcessWidgetTransport(executable: URL(fileURLWithPath: "/bin/sleep"), arguments: ["60"])
            launched.append(t)
            return t
        }
        defer { session.shutdown() }
        session.tick(now: 0, date: Date())
        let first = try #require(launched.first)
        kill(first.pid, SIGKILL)
        usleep(100_000)
        // A reload written to the dead extension fails with EPIPE before the exit is seen.
        session.reload(.kinds(["count"]), now: 0.1)
        session.tick(now: 0.2, date: Date())
        let problems = session.takeEvents().compactMap { if case .problem(let p) = $0 { p } else { nil } }
        #expect(problems == ["the widget extension stopped (it was killed by SIGKILL); restarting it in 0.25 s"])
    }

    @Test func childExitNamesSignals() {
        #expect(ChildExit.signalName(SIGKILL) == "SIGKILL" && ChildExit.signalName(SIGSEGV) == "SIGSEGV")
        #expect(ChildExit.signalName(64) == "signal 64")
        #expect(ChildExit.describe(reason: .exit, status: 2) == "it exited with status 2")
    }

    @Test func reloadRequestsAreTakenOnce() {
        let center = WidgetCenter()
        #expect(center.takeReloadRequests() == .kinds([]))
        center.reloadTimelines(ofKind: "caffeine")
        center.reloadTimelines(ofKind: "caffeine")
        let r = center.takeReloadRequests()
        #expect(r == .kinds(["caffeine"]))
        #expect(r.includes("caffeine") && !r.includes("weather"))
        #expect(center.takeReloadRequests() == .kinds([]))
        center.reloadAllTimelines()
        #expect(center.takeReloadRequests().includes("weather"))
    }
}
