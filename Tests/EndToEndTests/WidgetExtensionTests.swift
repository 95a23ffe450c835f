import Foundation
import GRDB
import Testing
import UICore
import Widgets

/// An intent as the host sends it: the same shape as the app's `LogDrinkIntent` (intents travel
/// as a type name and JSON parameters, so the host needs no app code to send one).
struct LogDrinkIntent: AppIntent {
    static let title = "Log a Drink"
    var drinkID: String
    func perform() async throws -> IntentResult { .result() }
}

/// The caffeine widget's extension as a real process (`cookbook widget-extension`): timelines
/// archived there, intents performed there against the shared store (W3).
@Suite(.serialized) struct WidgetExtensionTests {
    static let context = TimelineProviderContext(displaySize: Size(width: 1120, height: 420))

    static func caffeineRows(_ dir: URL) throws -> [(drink: String, key: String?)] {
        let db = try DatabaseQueue(path: dir.appendingPathComponent("cookbook.sqlite").path)
        return try db.read { db in
            try Row.fetchAll(db, sql: "SELECT drink_id, request_key FROM caffeine_log ORDER BY id").map { ($0["drink_id"], $0["request_key"]) }
        }
    }

    @Test func aTapPerformsTheIntentInTheExtensionThenTheTimelineReloads() throws {
        let dir = Cookbook.tempDir()
        let live = ExtensionProcessSession(dir: dir, sessionID: "e2e-\(getpid())")
        let session = live.session
        defer { session.shutdown() }

        live.pump { session.archive(kind: "caffeine", at: Date()) != nil }
        let first = try #require(session.archive(kind: "caffeine", at: Date()))
        #expect(first.values["total-caffeine"] == 0)
        #expect(first.controls.map(\.id).prefix(2) == ["log-espresso", "log-double-espresso"])
        #expect(first.controls.contains { $0.id == "decaf-only" })
        #expect(first.invalidatableRegions.count == 2)

        #expect(session.activate(controlID: "log-espresso", kind: "caffeine", at: Date(), now: live.seconds()))
        #expect(session.isStale(kind: "caffeine"))
        live.events = []
        live.pump { !session.isStale(kind: "caffeine") }
        // The intent ran in the extension's process, then the timeline was reloaded (in that order).
        let pid = try #require(live.launched.first?.pid)
        #expect(pid != getpid())
        #expect(live.events.prefix(2) == [.intent(id: "log-espresso", pid: pid), .timeline(kind: "caffeine", entries: 2)])
        #expect(session.archive(kind: "caffeine", at: Date())?.values["total-caffeine"] == 64)
        let rows = try Self.caffeineRows(dir)
        #expect(rows.map(\.drink) == ["espresso"])
        #expect(rows.first?.key == "e2e-\(getpid())#1")
    }

    /// SIGKILL on the extension while it has an intent in hand, at once and a little later
    /// (before or after its write committed): the drink is logged exactly once, the host says so
    /// in one line, restarts the extension and shows the fresh total.
    @Test(arguments: [0, 20_000, 60_000])
    func anExtensionKilledMidIntentLosesNothingAndDoublesNothing(killAfterMicroseconds: Int) throws {
        let dir = Cookbook.tempDir()
        let live = ExtensionProcessSession(dir: dir, sessionID: "kill")
        let session = live.session
        defer { session.shutdown() }
        live.pump { session.archive(kind: "caffeine", at: Date()) != nil && !session.isWaiting }
        live.events = []
        #expect(session.activate(controlID: "log-espresso", kind: "caffeine", at: Date(), now: live.seconds()))
        usleep(useconds_t(killAfterMicroseconds))
        let first = try #require(live.launched.first)
        kill(first.pid, SIGKILL)
        live.pump { live.launched.count == 2 && !session.isStale(kind: "caffeine") }
        let events = live.events
        #expect(live.launched.count == 2)
        #expect(session.archive(kind: "caffeine", at: Date())?.values["total-caffeine"] == 64)
        #expect(try Self.caffeineRows(dir).map(\.key) == ["kill#1"])
        #expect(events.filter { if case .problem = $0 { true } else { false } }.count == 1, "\(events)")
        #expect(events.filter { if case .intent(id: "log-espresso", _) = $0 { true } else { false } }.count == 1, "\(events)")
    }

    /// The app starts its extension as `widget-extension --data-dir PATH`, read without the
    /// argument parser; any other command line still goes through it: an unknown option or a
    /// missing value is a usage error (exit 2) naming it, not a run reading stdin.
    @Test func anExtensionCommandLineTheAppNeverWritesIsParsedAsAnyOther() throws {
        let unknown = try Cookbook.run(["widget-extension", "--bogus"], watchdog: 20)
        #expect(unknown.status == 2)
        #expect(unknown.stderr.contains("--bogus"))
        let missing = try Cookbook.run(["widget-extension", "--data-dir"], watchdog: 20)
        #expect(missing.status == 2)
        #expect(missing.stderr.contains("--data-dir"))
    }

    @Test func aRetriedRequestIsNeverAppliedTwice() throws {
        let dir = Cookbook.tempDir()
        let t = try ProcessWidgetTransport(executable: Cookbook.binary, arguments: ["widget-extension", "--data-dir", dir.path])
        defer { t.terminate() }
        let intent = try IntentEnvelope(LogDrinkIntent(drinkID: "espresso"))
        // The same request sent twice, as after an extension restart, and a new one.
        t.send(.perform(request: 1, session: "s", intent: intent))
        t.send(.perform(request: 1, session: "s", intent: intent))
        t.send(.perform(request: 2, session: "s", intent: intent))
        var answers: [ExtensionMessage] = []
        let deadline = Date().addingTimeInterval(30)
        while answers.filter({ if case .performed = $0 { true } else { false } }).count < 3, Date() < deadline {
            answers += t.receive()
            usleep(5_000)
        }
        #expect(answers.contains(.performed(request: 2, pid: t.pid)))
        #expect(try Self.caffeineRows(dir).map(\.key) == ["s#1", "s#2"])
    }

    @Test func garbageOnTheWireGetsAnAnswerNotACrash() throws {
        let dir = Cookbook.tempDir()
        let p = Process()
        p.executableURL = Cookbook.binary
        p.arguments = ["widget-extension", "--data-dir", dir.path]
        let input = Pipe(), output = Pipe()
        p.standardInput = input; p.standardOutput = output
        try p.run()
        try input.fileHandleForWriting.write(contentsOf: MessageFraming.frame(Data("{\"no\":1}".utf8)))
        try input.fileHandleForWriting.close()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        var decoder = FrameDecoder()
        decoder.append(data)
        var messages: [ExtensionMessage] = []
        while let payload = try decoder.next() { messages.append(try MessageCoder.decode(ExtensionMessage.self, from: payload)) }
        #expect(messages.first == .hello(pid: p.processIdentifier))
        #expect(messages.dropFirst().first == .failed(request: nil, kind: nil, message: "a 8-byte message is not a valid HostMessage"))
        #expect(p.terminationStatus == 0)
    }
}

/// A host session over real extension processes, ticked on the real clock.
final class ExtensionProcessSession {
    let session: WidgetHostSession
    /// Every extension the session started, in order.
    var launched: [ProcessWidgetTransport] { box.launched }
    var events: [WidgetHostEvent] = []
    private let box = Launched()
    private let clock = ContinuousClock()
    private let start: ContinuousClock.Instant

    final class Launched { var launched: [ProcessWidgetTransport] = [] }

    init(dir: URL, sessionID: String) {
        let box = self.box
        start = clock.now
        session = WidgetHostSession(kinds: ["caffeine": WidgetExtensionTests.context], sessionID: sessionID) {
            let t = try ProcessWidgetTransport(executable: Cookbook.binary, arguments: ["widget-extension", "--data-dir", dir.path])
            box.launched.append(t)
            return t
        }
    }

    /// Seconds since the session was made.
    func seconds() -> Double {
        let d = clock.now - start
        return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
    }

    /// Ticks the session every 2 ms until `done` (at most 30 s), collecting its events.
    func pump(until done: () -> Bool) {
        while !done(), seconds() < 30 {
            session.tick(now: seconds(), date: Date())
            events += session.takeEvents()
            usleep(2_000)
        }
    }
}
