import Foundation
import Testing
import Widgets

/// An extension that answers each timeline request at once with an empty timeline, and keeps
/// what it was sent (it never blocks: no server runs behind it).
final class CannedTransport: WidgetTransport {
    let pid: Int32
    var alive = true
    var received: [HostMessage] = []
    private var outbox: [ExtensionMessage]
    init(pid: Int32) { self.pid = pid; outbox = [.hello(pid: pid)] }
    func send(_ message: HostMessage) {
        guard alive else { return }
        received.append(message)
        if case .timeline(let kind, _) = message { outbox.append(.timeline(kind: kind, entries: [], policy: .never)) }
    }
    func receive() -> [ExtensionMessage] { defer { outbox = [] }; return outbox }
    var isAlive: Bool { alive }
    func terminate() { alive = false }
}

/// An extension started ahead of need is the one the session takes, and is never left behind.
@Suite struct PrestartedLauncherTests {
    /// A launcher over extensions of pid 900, 901, … (each one started kept in `started`).
    static func launcher(_ started: UncheckedBox<[CannedTransport]>) -> PrestartedLauncher<CannedTransport> {
        PrestartedLauncher {
            let t = CannedTransport(pid: 900 + Int32(started.value.count))
            started.value.append(t)
            return t
        }
    }

    @Test func theFirstLaunchTakesTheProcessStartedAhead() throws {
        let started = UncheckedBox<[CannedTransport]>([])
        let launcher = Self.launcher(started)
        #expect(started.value.isEmpty, "nothing starts before it is asked to")
        launcher.prestart()
        launcher.prestart()
        #expect(started.value.count == 1, "one spare at most")
        #expect(launcher.hasSpare)
        let first = try launcher.launch()
        #expect(first === started.value[0])
        #expect(started.value.count == 1, "the first launch started nothing")
        #expect(!launcher.hasSpare)
        // A restart after a failure starts a new process.
        let second = try launcher.launch()
        #expect(second === started.value[1])
    }

    /// A window opened on the widget screen launches its extension in its first frame, before
    /// the launcher would prestart one: no second process is started to wait for nothing.
    @Test func aLaunchBeforeThePrestartLeavesNoSpare() throws {
        let started = UncheckedBox<[CannedTransport]>([])
        let launcher = Self.launcher(started)
        _ = try launcher.launch()
        launcher.prestart()
        #expect(started.value.count == 1)
        #expect(!launcher.hasSpare)
    }

    @Test func aSpareThatStoppedWhileWaitingIsReplaced() throws {
        let started = UncheckedBox<[CannedTransport]>([])
        let launcher = Self.launcher(started)
        launcher.prestart()
        started.value[0].alive = false
        let taken = try launcher.launch()
        #expect(taken === started.value[1])
        #expect(taken.isAlive)
    }

    @Test func aSpareNeverTakenIsStoppedAtQuit() throws {
        let started = UncheckedBox<[CannedTransport]>([])
        let launcher = Self.launcher(started)
        launcher.prestart()
        launcher.discard()
        #expect(!started.value[0].isAlive)
        #expect(started.value[0].received == [.shutdown])
        #expect(!launcher.hasSpare)
        // Prestarting again after a discard does nothing; a launch starts afresh.
        launcher.prestart()
        #expect(started.value.count == 1)
        _ = try launcher.launch()
        #expect(started.value.count == 2)
    }

    @Test func aSessionGivenTheLauncherShowsTheFirstTimelineFromTheSpare() {
        let started = UncheckedBox<[CannedTransport]>([])
        let launcher = Self.launcher(started)
        launcher.prestart()
        let session = WidgetHostSession(kinds: ["count": HostSessionTests.context], sessionID: "warm") { try launcher.launch() }
        session.tick(now: 0, date: Date(timeIntervalSince1970: 10))
        session.tick(now: 0.016, date: Date(timeIntervalSince1970: 10))
        #expect(started.value.count == 1)
        #expect(session.takeEvents() == [.timeline(kind: "count", entries: 0)])
        session.shutdown()
        launcher.discard()
        #expect(!started.value[0].isAlive)
    }

    @Test func aStartThatFailsAheadIsTriedAgainAndReportedByTheLaunch() {
        struct NoBinary: Error {}
        let attempts = UncheckedBox(0)
        let launcher = PrestartedLauncher<CannedTransport> {
            attempts.value += 1
            throw NoBinary()
        }
        launcher.prestart()
        #expect(!launcher.hasSpare)
        #expect(throws: NoBinary.self) { try launcher.launch() }
        #expect(attempts.value == 2)
    }
}
