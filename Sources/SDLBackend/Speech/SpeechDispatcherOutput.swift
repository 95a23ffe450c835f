import CSpeechd
import Dispatch
import Foundation
import UIRuntime

/// Spoken feedback through speech-dispatcher (libspeechd's SSIP client): each utterance is sent
/// as a message, an interrupting one after cancelling what this connection is saying and has
/// queued. The daemon picks the synthesiser (espeak-ng on Debian) and the audio output.
///
/// Nothing here ever waits on the daemon on the caller's thread. Connecting (and starting the
/// daemon when it is not running) happens on a thread of its own; sends run on a serial queue
/// of their connection. A daemon that does not answer a connection within ``connectTimeout``,
/// refuses it, leaves a send unanswered for ``replyTimeout`` (one that cannot open any audio
/// output wedges on its first message) or closes the connection (it died) makes ``failure`` say
/// so; utterances are dropped meanwhile, and every ``reconnectInterval`` the next utterance tries
/// a new connection (one at a time), so speech comes back when the daemon does. A thread stuck in
/// libspeechd is left to it: it holds no lock the app needs, and quitting does not wait for it.
///
/// `SPEECHD_ADDRESS` (`unix_socket:/path`) points it at another daemon, as every libspeechd
/// client; `socketPath` does the same for one output.
public final class SpeechDispatcherOutput: SpeechOutput, @unchecked Sendable {
    /// How long one send may wait for the daemon's reply before it counts as not answering: SSIP
    /// replies come in milliseconds on a local socket (the daemon answers before it synthesises),
    /// so 2 s is far beyond a busy daemon.
    public static let replyTimeout = 2.0
    /// How long connecting may take before the daemon counts as not answering: starting the
    /// daemon and its espeak-ng module took about 1 s here, so 5 s is far beyond a slow start.
    public static let connectTimeout = 5.0
    /// How long after a failure the next utterance tries to connect again: often enough that
    /// speech is back within a few seconds of the daemon, rare enough that a dead daemon costs
    /// nothing (libspeechd's autospawn may start one each time).
    public static let reconnectInterval = 5.0

    /// One connection: its handle, used only on its queue, and the sends waiting for a reply.
    private final class Connection: @unchecked Sendable {
        let handle: UnsafeMutablePointer<SPDConnection>
        let queue = DispatchQueue(label: "speech-dispatcher")
        /// When each send still waiting for its reply was queued (monotonic seconds), oldest first;
        /// guarded by the output's lock.
        var waiting: [Double] = []
        /// The language last set on this connection (used only on its queue).
        var language: String?

        init(_ handle: UnsafeMutablePointer<SPDConnection>) { self.handle = handle }
    }

    /// Where the connection is.
    private enum Phase {
        /// A connection is being made on its thread since the given time.
        case connecting(since: Double)
        case connected(Connection)
        /// The last connection failed (or none could be made) at the given time, for `reason`.
        case failed(reason: String, at: Double)
    }

    private let clientName: String
    private let socketPath: String?
    private let timeouts: (connect: Double, reply: Double, reconnect: Double)
    /// Guards `phase` and the connections' `waiting` lists (the app's thread, the connecting
    /// thread and the send queues all touch them).
    private let lock = NSLock()
    private var phase: Phase {
        didSet { changed() }
    }
    /// Called (on another thread) when the connection comes up or fails, so an idle app can
    /// show the change (the live window wakes its loop); guarded by `lock`.
    private var onChange: @Sendable () -> Void = {}
    /// The language utterances are spoken in (``setLanguage(_:)``), nil for the daemon's
    /// default; guarded by `lock`, set on each connection before its next utterance.
    private var language: String?

    /// Tells the app the connection came up or failed (from the connecting or sending thread;
    /// not for failures found when the app asks, which it sees itself).
    public var statusChanged: @Sendable () -> Void {
        get { lock.withLock { onChange } }
        set { lock.withLock { onChange = newValue } }
    }

    /// Calls ``statusChanged`` soon, outside the lock (`phase` changes under it).
    private func changed() {
        let notify = onChange
        DispatchQueue.global().async { notify() }
    }

    /// Starts connecting to the user's speech-dispatcher (or the one listening on `socketPath`)
    /// in the background, starting it when it is not running; returns at once. Timeouts other
    /// than the defaults are for tests.
    public init(clientName: String, socketPath: String? = nil, connectTimeout: Double = SpeechDispatcherOutput.connectTimeout,
                replyTimeout: Double = SpeechDispatcherOutput.replyTimeout,
                reconnectInterval: Double = SpeechDispatcherOutput.reconnectInterval) {
        self.clientName = clientName
        self.socketPath = socketPath
        timeouts = (connectTimeout, replyTimeout, reconnectInterval)
        phase = .connecting(since: Self.now)
        startConnecting()
        // A connection that has not answered by its timeout is a change the app should see.
        DispatchQueue.global().asyncAfter(deadline: .now() + connectTimeout) { [weak self] in
            guard let self, case .connecting = self.lock.withLock({ self.phase }) else { return }
            self.lock.withLock { self.onChange }()
        }
    }

    private static var now: Double { ProcessInfo.processInfo.systemUptime }

    /// Connects on a thread of its own; the result (a connection, or why not) lands in `phase`.
    private func startConnecting() {
        let clientName = clientName, socketPath = socketPath
        Thread.detachNewThread { [weak self] in
            let result = Self.withoutSIGPIPE { Self.connect(clientName: clientName, socketPath: socketPath) }
            guard let self else {
                if case .success(let connection) = result { spd_close(connection.handle) }
                return
            }
            self.lock.withLock {
                switch result {
                case .success(let connection): self.phase = .connected(connection)
                case .failure(let error): self.phase = .failed(reason: error.description, at: Self.now)
                }
            }
        }
    }

    /// One blocking connection attempt (libspeechd's `spd_open2`), on the calling thread.
    private static func connect(clientName: String, socketPath: String?) -> Result<Connection, SpeechDispatcherError> {
        var error: UnsafeMutablePointer<CChar>?
        var address = SPDConnectionAddress()
        let name = socketPath.map { strdup($0) } ?? nil
        defer { free(name) }
        address.method = SPD_METHOD_UNIX_SOCKET
        address.unix_socket_name = name
        // autospawn 1 (the default address only): as Orca does, the daemon is started on first use.
        let handle = withUnsafePointer(to: &address) { pointer in
            spd_open2(clientName, "main", nil, SPD_MODE_SINGLE, socketPath == nil ? nil : pointer, socketPath == nil ? 1 : 0, &error)
        }
        guard let handle else {
            var reason = "cannot connect to speech-dispatcher"
            if let error {
                let text = firstSentence(String(cString: error))
                if !text.isEmpty { reason += ": \(text)" }
                free(error)
            }
            return .failure(SpeechDispatcherError(reason))
        }
        return .success(Connection(handle))
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

    /// Closes the connection on its queue, unless a send is stuck on it (its thread holds it).
    deinit {
        guard case .connected(let connection) = phase, connection.waiting.isEmpty || flush(timeout: timeouts.reply) else { return }
        connection.queue.async { Self.withoutSIGPIPE { spd_close(connection.handle) } }
    }

    /// The working connection, or nil (and a new attempt started when the last failure is old
    /// enough); a connection whose oldest send went unanswered too long fails here.
    private func usableConnection(at now: Double) -> Connection? {
        lock.withLock {
            switch phase {
            case .connected(let connection):
                if let stalled = stall(of: connection, at: now) {
                    phase = .failed(reason: stalled, at: now)
                    return nil
                }
                return connection
            case .connecting:
                return nil
            case .failed(_, let at):
                guard now - at >= timeouts.reconnect else { return nil }
                phase = .connecting(since: now)
                startConnecting()
                return nil
            }
        }
    }

    /// Why `connection` counts as failed at `now` (its oldest send waited past the reply
    /// timeout), nil while it answers. Call under `lock`.
    private func stall(of connection: Connection, at now: Double) -> String? {
        guard let oldest = connection.waiting.first, now - oldest > timeouts.reply else { return nil }
        return "speech-dispatcher stopped answering (no audio output?)"
    }

    /// A send on `connection` returned `status`: -1 means the daemon closed the connection.
    private func sent(on connection: Connection, status: Int32) {
        lock.withLock {
            if !connection.waiting.isEmpty { connection.waiting.removeFirst() }
            guard status < 0, case .connected(let current) = phase, current === connection else { return }
            phase = .failed(reason: "speech-dispatcher closed the connection (the daemon stopped?)", at: Self.now)
            connection.queue.async { Self.withoutSIGPIPE { spd_close(connection.handle) } }
        }
    }

    public func speak(_ text: String, interrupt: Bool) {
        let now = Self.now
        guard let connection = usableConnection(at: now) else { return }
        let language = lock.withLock { connection.waiting.append(now); return self.language }
        connection.queue.async { [weak self] in
            let status = Self.withoutSIGPIPE {
                if interrupt { _ = spd_cancel(connection.handle) }
                // The voice for the interface's language (espeak-ng's "ko", "ja"): set once per
                // change, on the connection's own queue like every other call on it.
                if let language, connection.language != language {
                    _ = spd_set_language(connection.handle, language)
                    connection.language = language
                }
                // MESSAGE priority: queued behind this client's other messages, as a screen reader's are.
                return spd_say(connection.handle, SPD_MESSAGE, text)
            }
            self?.sent(on: connection, status: status)
        }
    }

    public func setLanguage(_ language: String) {
        lock.withLock { self.language = language }
    }

    public func stop() {
        guard let connection = usableConnection(at: Self.now) else { return }
        connection.queue.async { _ = Self.withoutSIGPIPE { spd_cancel(connection.handle) } }
    }

    /// Runs `body` (a libspeechd call) so that a write to a daemon that died fails with `EPIPE`
    /// instead of ending the process: `SIGPIPE` is blocked on this thread meanwhile and one it
    /// raised is taken off before it is let through again. The process's own disposition is not
    /// touched (an app may handle `SIGPIPE` its own way).
    static func withoutSIGPIPE<T>(_ body: () -> T) -> T {
        var pipe = sigset_t(), old = sigset_t()
        sigemptyset(&pipe)
        sigaddset(&pipe, SIGPIPE)
        pthread_sigmask(SIG_BLOCK, &pipe, &old)
        let result = body()
        var pending = sigset_t()
        sigpending(&pending)
        if sigismember(&pending, SIGPIPE) == 1 {
            var zero = timespec(tv_sec: 0, tv_nsec: 0)
            _ = sigtimedwait(&pipe, nil, &zero)
        }
        pthread_sigmask(SIG_SETMASK, &old, nil)
        return result
    }

    /// Why nothing can be heard now (the daemon does not answer, refused, or went away), nil
    /// while connected or still within ``connectTimeout`` of connecting.
    public var failure: String? {
        let now = Self.now
        return lock.withLock {
            switch phase {
            case .connected(let connection):
                return stall(of: connection, at: now)
            case .connecting(let since):
                return now - since > timeouts.connect ? "speech-dispatcher did not answer within \(Int(timeouts.connect)) s" : nil
            case .failed(let reason, _):
                return reason
            }
        }
    }

    /// Waits up to `timeout` seconds until every send so far has reached the daemon (before the
    /// app exits, so its last words are said); false when the daemon did not answer in time or
    /// no connection is up.
    @discardableResult
    public func flush(timeout: Double) -> Bool {
        guard case .connected(let connection) = lock.withLock({ phase }) else { return false }
        let done = DispatchSemaphore(value: 0)
        connection.queue.async { done.signal() }
        return done.wait(timeout: .now() + timeout) == .success
    }
}
