import Foundation
import Testing
import Widgets

/// What a widget extension process may send that it should not, tried against the real pipe
/// transport with a stand-in child (a shell writing bytes): a frame cut short, garbage, a length
/// past the limit, and a flood. Each ends with the child not alive and one line saying why —
/// never a crash, a hang or memory that grows without end — so the host restarts it.
@Suite(.serialized) struct TransportFaultTests {
    /// A child that writes `bytes` on its output and then does `then` (a shell command).
    static func child(writing bytes: Data, then: String = "exit 0") throws -> ProcessWidgetTransport {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widget-out-\(UUID().uuidString.prefix(8))")
        try bytes.write(to: file)
        return try ProcessWidgetTransport(executable: URL(fileURLWithPath: "/bin/sh"), arguments: ["-c", "cat '\(file.path)'; \(then)"])
    }

    /// Waits up to 10 s for the transport to stop being alive.
    static func waitUntilDead(_ t: ProcessWidgetTransport) -> Bool {
        let deadline = Date().addingTimeInterval(10)
        while t.isAlive, Date() < deadline { Thread.sleep(forTimeInterval: 0.01) }
        return !t.isAlive
    }

    @Test func aFrameCutShortByTheChildsExitIsAnExitNotAMessage() throws {
        let hello = try MessageCoder.encode(ExtensionMessage.hello(pid: 7))
        let t = try Self.child(writing: hello + hello.prefix(hello.count - 3), then: "echo 'widget: stopped' >&2; exit 3")
        #expect(Self.waitUntilDead(t))
        #expect(t.receive() == [.hello(pid: 7)])
        #expect(t.problem == "it exited with status 3: widget: stopped", "\(t.problem ?? "none")")
        t.terminate()
    }

    @Test func garbageAndALengthPastTheLimitAreRefusedInOneLine() throws {
        for bytes in [Data("not a frame at all, just text\n".utf8), Data([0x7F, 0xFF, 0xFF, 0xFF, 0x7B]),
                      MessageFraming.frame(Data("{\"nope\":1}".utf8))] {
            let t = try Self.child(writing: bytes, then: "exec sleep 30")
            #expect(Self.waitUntilDead(t))
            #expect(t.problem == "it sent something that is not a widget message", "\(t.problem ?? "none")")
            t.terminate()
        }
    }

    @Test func aFloodOfMessagesNoOneAskedForIsCutOff() throws {
        let hello = try MessageCoder.encode(ExtensionMessage.hello(pid: 7))
        var flood = Data()
        for _ in 0..<(ProcessWidgetTransport.inboxLimit + 1000) { flood.append(hello) }
        let t = try Self.child(writing: flood, then: "exec sleep 30")
        #expect(Self.waitUntilDead(t))
        #expect(t.receive().count == ProcessWidgetTransport.inboxLimit)
        #expect(t.problem == "it sent more than \(ProcessWidgetTransport.inboxLimit) messages it was not asked for", "\(t.problem ?? "none")")
        t.terminate()
    }

    /// A host that must have the child's answer before it goes on (`cookbook replay`, whose
    /// virtual clock waits for it) waits with ``ProcessWidgetTransport/waitForMessage(until:)``:
    /// it ends with a message that arrives later, at the deadline when none comes, and at once
    /// when the child's output ends — not at the deadline.
    @Test func waitingForAMessageEndsWithItsArrivalTheChildsEndOrTheDeadline() throws {
        let hello = try MessageCoder.encode(ExtensionMessage.hello(pid: 7))
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("widget-out-\(UUID().uuidString.prefix(8))")
        try hello.write(to: file)
        let late = try ProcessWidgetTransport(executable: URL(fileURLWithPath: "/bin/sh"),
                                              arguments: ["-c", "sleep 0.2; cat '\(file.path)'; exec sleep 30"])
        #expect(late.receive().isEmpty, "nothing is there before the child writes")
        #expect(late.waitForMessage(until: Date().addingTimeInterval(10)))
        #expect(late.receive() == [.hello(pid: 7)])
        #expect(!late.waitForMessage(until: Date().addingTimeInterval(0.05)), "no second message")
        late.terminate()

        let ends = try Self.child(writing: Data(), then: "exit 0")
        let deadline = Date().addingTimeInterval(10)
        #expect(!ends.waitForMessage(until: deadline))
        #expect(Date() < deadline, "the wait ended with the child's output, not at the deadline")
        ends.terminate()
    }
}
