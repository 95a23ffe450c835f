import Foundation
import Testing
import UICore
import Widgets

/// A counter an intent increments, standing in for the shared database.
final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var seen: Set<String> = []
    /// Adds one for a request, once: a retried request that was recorded is not applied again.
    func increment(for request: IntentRequest?) {
        lock.withLock {
            if let key = request?.key { guard seen.insert(key).inserted else { return } }
            value += 1
        }
    }
    var current: Int { lock.withLock { value } }
}

let sharedCounter = Counter()

/// An intent that bumps the shared counter, idempotently per request.
struct Bump: AppIntent {
    static let title = "Bump"
    func perform() async throws -> IntentResult {
        sharedCounter.increment(for: IntentRequest.current)
        return .result()
    }
}

/// Entries showing the counter.
struct CountEntry: TimelineEntry { var date: Date; var count: Int }

struct CountProvider: TimelineProvider {
    func placeholder(in context: Context) -> CountEntry { CountEntry(date: .distantPast, count: 0) }
    func snapshot(in context: Context) async -> CountEntry { CountEntry(date: .distantPast, count: sharedCounter.current) }
    func timeline(in context: Context) async -> Timeline<CountEntry> {
        Timeline(entries: [CountEntry(date: Date(timeIntervalSince1970: 0), count: sharedCounter.current)], policy: .never)
    }
}

/// An extension living in the test process: answers are computed by a real server, and it can
/// be told to die or hang.
final class LoopbackTransport: WidgetTransport {
    let server: WidgetExtensionServer
    var alive = true
    var hung = false
    /// Dies after performing the next intent, before answering (a crash mid-intent).
    var dieAfterPerform = false
    /// Like the real extension, it says hello first.
    var outbox: [ExtensionMessage] = [.hello(pid: 0)]
    init(server: WidgetExtensionServer) { self.server = server }

    func send(_ message: HostMessage) {
        guard alive, !hung else { return }
        let box = UncheckedBox<ExtensionMessage?>(nil)
        let done = DispatchSemaphore(value: 0)
        let server = self.server
        Task { box.value = await server.respond(to: message); done.signal() }
        done.wait()
        if case .perform = message, dieAfterPerform { alive = false; return }
        if let answer = box.value { outbox.append(answer) }
    }
    func receive() -> [ExtensionMessage] { defer { outbox = [] }; return outbox }
    var isAlive: Bool { alive }
    func terminate() { alive = false }
}

final class UncheckedBox<T>: @unchecked Sendable { var value: T; init(_ v: T) { value = v } }

@Suite(.serialized) struct HostSessionTests {
    static let context = TimelineProviderContext(displaySize: Size(width: 640, height: 360))

    static func server(pid: Int32) -> WidgetExtensionServer {
        var intents = IntentRegistry()
        intents.register(Bump.self)
        let widget = WidgetDefinition(kind: "count", provider: CountProvider()) { entry, context in
            var list = DisplayList(size: context.displaySize)
            list.append(.text("\(entry.count)", .body, .white, origin: .zero))
            return WidgetArchive(date: entry.date, content: list,
                                 controls: [WidgetControl(id: "bump", frame: Rect(x: 0, y: 0, width: 100, height: 50),
                                                          intent: try IntentEnvelope(Bump()), kind: .button),
                                            WidgetControl(id: "decaf", frame: Rect(x: 200, y: 0, width: 80, height: 40),
                                                          intent: try IntentEnvelope(Bump()),
                                                          kind: .toggle(isOn: false, on: DisplayList(size: .zero), off: DisplayList(size: .zero)))],
                                 values: ["count": Double(entry.count)])
        }
        return WidgetExtensionServer(widgets: [widget], intents: intents, pid: pid)
    }

    static func shownCount(_ s: WidgetHostSession) -> Double? {
        s.archive(kind: "count", at: Date(timeIntervalSince1970: 10))?.values["count"]
    }

    /// A session on loopback extensions of `pid` (each one it launches kept in `launched`) that
    /// has shown its first timeline.
    static func started(_ sessionID: String, pid: Int32, launched: UncheckedBox<[LoopbackTransport]>) -> WidgetHostSession {
        let session = WidgetHostSession(kinds: ["count": Self.context], sessionID: sessionID) {
            let t = LoopbackTransport(server: Self.server(pid: pid)); launched.value.append(t); return t
        }
        session.tick(now: 0, date: Date(timeIntervalSince1970: 10))
        session.tick(now: 0.016, date: Date(timeIntervalSince1970: 10))
        return session
    }

    @Test func intentRunsInTheExtensionThenTheTimelineReloads() {
        let start = sharedCounter.current
        let transports = UncheckedBox<[LoopbackTransport]>([])
        let session = Self.started("t1", pid: 777, launched: transports)
        var launched: [LoopbackTransport] { transports.value }
        #expect(Self.shownCount(session) == Double(start))
        #expect(session.takeEvents() == [.timeline(kind: "count", entries: 1)])

        #expect(session.activate(controlID: "bump", kind: "count", at: Date(timeIntervalSince1970: 10), now: 1))
        // From the tap until the reloaded entry arrives the content is stale (W4).
        #expect(session.isStale(kind: "count"))
        session.tick(now: 1.016, date: Date(timeIntervalSince1970: 10))   // performed → reload requested
        session.tick(now: 1.032, date: Date(timeIntervalSince1970: 10))   // reloaded timeline arrives
        #expect(session.takeEvents() == [.intent(id: "bump", pid: 777), .timeline(kind: "count", entries: 1)])
        #expect(Self.shownCount(session) == Double(start + 1))
        #expect(!session.isStale(kind: "count"))
        #expect(launched.count == 1)
    }

    @Test func aToggleFlipsAtOnceFromItsArchivedStates() {
        let session = WidgetHostSession(kinds: ["count": Self.context], sessionID: "t2") {
            LoopbackTransport(server: Self.server(pid: 1))
        }
        session.tick(now: 0, date: .distantFuture); session.tick(now: 0.1, date: .distantFuture)
        session.activate(controlID: "decaf", kind: "count", at: Date(timeIntervalSince1970: 10), now: 1)
        #expect(session.toggleOverrides(kind: "count") == ["decaf": true])
        session.tick(now: 1.1, date: .distantFuture); session.tick(now: 1.2, date: .distantFuture)
        #expect(session.toggleOverrides(kind: "count") == [:])
    }

    @Test func anExtensionKilledMidIntentLosesNothingAndDoublesNothing() {
        let start = sharedCounter.current
        var launched: [LoopbackTransport] = []
        let session = WidgetHostSession(kinds: ["count": Self.context], sessionID: "t3") {
            let t = LoopbackTransport(server: Self.server(pid: Int32(100 + launched.count))); launched.append(t); return t
        }
        session.tick(now: 0, date: .distantFuture); session.tick(now: 0.1, date: .distantFuture)
        _ = session.takeEvents()
        launched[0].dieAfterPerform = true
        session.activate(controlID: "bump", kind: "count", at: Date(timeIntervalSince1970: 10), now: 1)
        // The intent was applied, then the extension died before answering.
        #expect(sharedCounter.current == start + 1)
        session.tick(now: 1.1, date: .distantFuture)
        let events = session.takeEvents()
        #expect(events.count == 1)
        #expect(session.isStale(kind: "count"))     // the last good archive stays, marked stale
        #expect(Self.shownCount(session) == Double(start))
        // After the back-off the extension restarts; the intent is re-sent with the same number and
        // recognised as done, so it is not applied twice.
        session.tick(now: 1.1 + RestartBackoff.initialDelay, date: .distantFuture)
        session.tick(now: 1.5, date: .distantFuture)
        session.tick(now: 1.6, date: .distantFuture)
        #expect(launched.count == 2)
        #expect(sharedCounter.current == start + 1)
        #expect(Self.shownCount(session) == Double(start + 1))
        #expect(!session.isStale(kind: "count"))
        #expect(session.takeEvents().contains(.intent(id: "bump", pid: 101)))
    }

    @Test func aHungExtensionIsRestartedAfterTheTimeout() {
        var launched: [LoopbackTransport] = []
        let session = WidgetHostSession(kinds: ["count": Self.context], sessionID: "t4") {
            let t = LoopbackTransport(server: Self.server(pid: 5)); launched.append(t); return t
        }
        session.tick(now: 0, date: .distantFuture); session.tick(now: 0.1, date: .distantFuture)
        launched[0].hung = true
        session.activate(controlID: "bump", kind: "count", at: Date(timeIntervalSince1970: 10), now: 1)
        session.tick(now: 2.9, date: .distantFuture)
        #expect(launched.count == 1)
        #expect(session.nextDeadline == 1 + WidgetHostSession.responseTimeout)
        session.tick(now: 3.0, date: .distantFuture)
        #expect(!launched[0].alive)
        #expect(session.nextDeadline == 3.0 + RestartBackoff.initialDelay)
        session.tick(now: 3.3, date: .distantFuture)
        #expect(launched.count == 2)
    }
}

// In HostSessionTests' serialized suite: LoopbackTransport blocks a cooperative thread while its
// server answers, so two such tests at once on a 2-core machine wait for each other for ever.
extension HostSessionTests {
    /// Answers out of order or to nothing (a `performed` for a request never sent or answered
    /// twice, a timeline of a kind the host does not show) change nothing and double nothing;
    /// the session goes on with the answers it asked for.
    @Test func answersToNothingAndAnswersTwiceChangeNothing() {
        let start = sharedCounter.current
        let transports = UncheckedBox<[LoopbackTransport]>([])
        let session = Self.started("faults", pid: 5, launched: transports)
        var launched: [LoopbackTransport] { transports.value }
        #expect(session.takeEvents() == [.timeline(kind: "count", entries: 1)])
        let stray: [ExtensionMessage] = [.performed(request: 999, pid: 5), .timeline(kind: "unknown", entries: [], policy: .never),
                                         .hello(pid: 6), .performed(request: 0, pid: 5)]
        launched[0].outbox += stray
        session.tick(now: 0.032, date: Date(timeIntervalSince1970: 10))
        #expect(session.takeEvents().isEmpty)
        #expect(session.activate(controlID: "bump", kind: "count", at: Date(timeIntervalSince1970: 10), now: 1))
        session.tick(now: 1.016, date: Date(timeIntervalSince1970: 10))
        // The same answer again, as a confused extension might send it.
        launched[0].outbox += [.performed(request: 1, pid: 5), .performed(request: 1, pid: 5)]
        session.tick(now: 1.032, date: Date(timeIntervalSince1970: 10))
        session.tick(now: 1.048, date: Date(timeIntervalSince1970: 10))
        let events = session.takeEvents()
        #expect(events.filter { if case .intent = $0 { true } else { false } }.count == 1, "\(events)")
        #expect(sharedCounter.current == start + 1)
        #expect(Self.shownCount(session) == Double(start + 1))
        #expect(launched.count == 1)
    }
}
