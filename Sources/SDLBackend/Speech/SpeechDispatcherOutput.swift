import CSpeechd
import Dispatch
import Foundation
import UIRuntime

/// Spoken feedback through speech-dispatcher (libspeechd's SSIP client): each utterance is sent
/// as a message, an interrupting one after cancelling what this connection is saying and has
/// queued. The daemon picks the synthesiser (espeak-ng on Debian) and the audio output.
///
/// The connection is opened (and the daemon started, when it is not running) by
/// ``init(clientName:)``, which throws when neither works; after that, sends run on a serial
/// queue of their own, so a slow daemon never holds a frame. A daemon that stops answering (one
/// that cannot open any audio output wedges on its first message) is reported through
/// ``failure`` once a send has waited ``replyTimeout``; nothing more is sent to it.
///
/// `SPEECHD_ADDRESS` (`unix_socket:/path`) points it at another daemon, as every libspeechd client.
public final class SpeechDispatcherOutput: SpeechOutput {
    /// How long one send may wait for the daemon's reply before it counts as not answering: SSIP
    /// replies come in milliseconds on a local socket (the daemon answers before it synthesises),
    /// so 2 s is far beyond a busy daemon.
    public static let replyTimeout = 2.0

    /// The connection, used only on ``queue``, and the sends waiting for their reply.
    private final class Connection: @unchecked Sendable {
        let handle: UnsafeMutablePointer<SPDConnection>
        private let lock = NSLock()
        /// When each send still waiting for its reply was queued (monotonic seconds), oldest first.
        private var waiting: [Double] = []
        private var failed: String?

        init(_ handle: UnsafeMutablePointer<SPDConnection>) { self.handle = handle }

        /// Notes a send queued at `now`; false (and the failure set) when the oldest one has waited too long.
        func begin(at now: Double) -> Bool {
            lock.lock(); defer { lock.unlock() }
            if failed != nil { return false }
            if let oldest = waiting.first, now - oldest > SpeechDispatcherOutput.replyTimeout {
                failed = "speech-dispatcher stopped answering (no audio output?)"
                return false
            }
            waiting.append(now)
            return true
        }

        func end() { lock.lock(); if !waiting.isEmpty { waiting.removeFirst() }; lock.unlock() }

        var failure: String? { lock.lock(); defer { lock.unlock() }; return failed }
    }

    private let connection: Connection
    private let queue = DispatchQueue(label: "speech-dispatcher")

    /// Connects to the user's speech-dispatcher, starting it when it is not running; throws
    /// ``SpeechDispatcherError`` naming the problem when there is none to reach.
    public init(clientName: String) throws {
        var error: UnsafeMutablePointer<CChar>?
        // autospawn 1: as Orca does, the daemon is started on first use.
        guard let handle = spd_open2(clientName, "main", nil, SPD_MODE_SINGLE, nil, 1, &error) else {
            var reason = "cannot connect to speech-dispatcher"
            if let error {
                let text = Self.firstSentence(String(cString: error))
                if !text.isEmpty { reason += ": \(text)" }
                free(error)
            }
            throw SpeechDispatcherError(reason)
        }
        connection = Connection(handle)
    }

    /// The first sentence of a libspeechd error, without its "Error: " prefix: it goes on to tell
    /// the autospawn's story in a paragraph, too long for one line on stderr or a Settings row.
    static func firstSentence(_ message: String) -> String {
        var text = Substring(message.split(whereSeparator: \.isNewline).first ?? "")
        if text.hasPrefix("Error: ") { text = text.dropFirst("Error: ".count) }
        if let end = text.range(of: ". ") { text = text[..<end.lowerBound] }
        while text.last == "." || text.last == " " { text = text.dropLast() }
        return String(text)
    }

    /// Closes the connection, unless a send is stuck on it (its thread still holds it).
    deinit {
        let connection = connection
        if connection.failure == nil, flush(timeout: Self.replyTimeout) { spd_close(connection.handle) }
    }

    public func speak(_ text: String, interrupt: Bool) {
        let connection = connection
        guard connection.begin(at: ProcessInfo.processInfo.systemUptime) else { return }
        queue.async {
            if interrupt { _ = spd_cancel(connection.handle) }
            // MESSAGE priority: queued behind this client's other messages, as a screen reader's are.
            _ = spd_say(connection.handle, SPD_MESSAGE, text)
            connection.end()
        }
    }

    public func stop() {
        let connection = connection
        guard connection.failure == nil else { return }
        queue.async { _ = spd_cancel(connection.handle) }
    }

    public var failure: String? { connection.failure }

    /// Waits up to `timeout` seconds until every send so far has reached the daemon (before the
    /// app exits, so its last words are said); false when the daemon did not answer in time.
    @discardableResult
    public func flush(timeout: Double) -> Bool {
        let done = DispatchSemaphore(value: 0)
        queue.async { done.signal() }
        return done.wait(timeout: .now() + timeout) == .success
    }
}
