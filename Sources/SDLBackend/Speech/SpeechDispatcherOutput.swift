import CSpeechd
import Foundation
import Dispatch
import UIRuntime

/// Spoken feedback through speech-dispatcher (libspeechd's SSIP client): each utterance is sent
/// as a message, an interrupting one after cancelling what this connection is saying and has
/// queued. The daemon picks the synthesiser (espeak-ng on Debian) and the audio output.
///
/// The connection is opened (and the daemon started, when it is not running) by
/// ``init(clientName:)``, which throws when neither works; after that, sends run on a serial
/// queue of their own, so a slow daemon never holds a frame.
///
/// `SPEECHD_ADDRESS` (`unix_socket:/path`) points it at another daemon, as every libspeechd client.
public final class SpeechDispatcherOutput: SpeechOutput {
    /// The connection, used only on ``queue``.
    private final class Connection: @unchecked Sendable {
        let handle: UnsafeMutablePointer<SPDConnection>
        init(_ handle: UnsafeMutablePointer<SPDConnection>) { self.handle = handle }
        deinit { spd_close(handle) }
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
                let text = String(cString: error).split(whereSeparator: \.isNewline).first.map(String.init) ?? ""
                if !text.isEmpty { reason += ": \(text)" }
                free(error)
            }
            throw SpeechDispatcherError(reason)
        }
        connection = Connection(handle)
    }

    public func speak(_ text: String, interrupt: Bool) {
        let connection = connection
        queue.async {
            if interrupt { _ = spd_cancel(connection.handle) }
            // MESSAGE priority: queued behind this client's other messages, as a screen reader's are.
            _ = spd_say(connection.handle, SPD_MESSAGE, text)
        }
    }

    public func stop() {
        let connection = connection
        queue.async { _ = spd_cancel(connection.handle) }
    }

    /// Waits until every send so far has reached the daemon (tests, and before the app exits).
    public func flush() { queue.sync {} }
}
