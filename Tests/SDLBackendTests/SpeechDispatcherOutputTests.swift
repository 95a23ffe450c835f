import Foundation
import Testing
@testable import Rasterizer
@testable import SDLBackend

/// Speech never blocks the app: turning spoken feedback on connected on the app's thread with
/// no timeout, so a daemon that accepted the connection and never answered froze the window for
/// good (and, speech being a saved setting, every later start too); a daemon that died went
/// silent with no word.
@Suite(.serialized) struct SpeechDispatcherOutputTests {
    static func socketPath() -> String {
        FileManager.default.temporaryDirectory.appendingPathComponent("spd-\(UUID().uuidString.prefix(8)).sock").path
    }

    /// Waits up to `timeout` seconds for `condition`.
    static func eventually(_ timeout: Double, _ condition: () -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        while !condition(), Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
        return condition()
    }

    @Test func aDaemonThatNeverAnswersDoesNotHoldTheCaller() throws {
        let path = Self.socketPath()
        let daemon = try FakeSpeechDaemon(socketPath: path, answers: false)
        defer { daemon.stop() }
        let started = Date()
        let output = SpeechDispatcherOutput(clientName: "test", socketPath: path, connectTimeout: 0.5)
        output.speak("Apple Pie", interrupt: true)
        output.stop()
        #expect(Date().timeIntervalSince(started) < 0.25, "the caller waited \(Date().timeIntervalSince(started)) s")
        #expect(output.failure == nil)
        // Said once the connection has waited past its timeout.
        #expect(Self.eventually(3) { output.failure != nil })
        #expect(output.failure == "speech-dispatcher did not answer within 0 s" || output.failure?.hasPrefix("speech-dispatcher did not answer") == true,
                "\(output.failure ?? "none")")
        #expect(!output.flush(timeout: 0.1))
    }

    @Test func aDaemonThatDiesIsReportedAndSpeechComesBackWithIt() throws {
        let path = Self.socketPath()
        var daemon = try FakeSpeechDaemon(socketPath: path, answers: true)
        let output = SpeechDispatcherOutput(clientName: "test", socketPath: path, connectTimeout: 2, replyTimeout: 1, reconnectInterval: 0.3)
        // Utterances before the connection is up are dropped, not queued behind it.
        #expect(Self.eventually(5) {
            output.speak("Apple Pie", interrupt: true)
            return daemon.spoken.contains("Apple Pie")
        }, "the daemon heard \(daemon.spoken)")
        #expect(output.failure == nil)
        daemon.stop()
        // The next sends find the connection closed: said so, nothing blocks.
        #expect(Self.eventually(5) {
            output.speak("Baklava", interrupt: true)
            return output.failure != nil
        })
        #expect(output.failure?.contains("speech-dispatcher") == true, "\(output.failure ?? "none")")
        // The daemon is back: a later utterance reconnects, and is heard.
        daemon = try FakeSpeechDaemon(socketPath: path, answers: true)
        defer { daemon.stop() }
        #expect(Self.eventually(5) {
            output.speak("Creme Brulee", interrupt: true)
            return daemon.spoken.contains("Creme Brulee")
        }, "the new daemon heard \(daemon.spoken); failure \(output.failure ?? "none")")
        #expect(output.failure == nil)
    }

    @Test func noDaemonAtAllIsSaidInOneSentence() throws {
        let output = SpeechDispatcherOutput(clientName: "test", socketPath: Self.socketPath(), connectTimeout: 2)
        #expect(Self.eventually(3) { output.failure != nil })
        let failure = output.failure ?? ""
        #expect(failure.hasPrefix("cannot connect to speech-dispatcher") && !failure.contains("\n"), "\(failure)")
    }
}
