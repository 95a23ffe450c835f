import Foundation

/// A widget extension running as a child process, spoken to over its standard input and output.
///
/// A reader thread reassembles frames from the child's output into a queue the host drains
/// each frame, so the UI thread never blocks on the extension. A child that exits, writes
/// something that cannot be framed, or stops reading what it is sent, is no longer ``isAlive``.
public final class ProcessWidgetTransport: WidgetTransport, @unchecked Sendable {
    private let process = Process()
    private let toChild = Pipe()
    private let fromChild = Pipe()
    private let childErrors = Pipe()
    /// The last line the child wrote on stderr (its one-line reason when it exits).
    private var lastErrorLine: String?
    /// Guards the state the reader threads share with the host, and wakes a host waiting for
    /// a message (``waitForMessage(until:)``) when one arrives or the child's output ends.
    private let lock = NSCondition()
    private var inbox: [ExtensionMessage] = []
    /// The child's output ended (it closed it or died), or reading it stopped.
    private var outputEnded = false
    /// The child wrote something that is not a framed widget message.
    private var garbled = false
    /// A message could not be written: the child closed its input, usually because it died.
    private var writeFailed = false
    /// The child sent more than ``inboxLimit`` messages the host had not taken yet.
    private var flooded = false

    /// The most messages kept waiting for the host: a widget answers each request with one
    /// message, and the host takes them every frame, so thousands unread mean the child is
    /// sending on its own, not answering; reading stops there (memory stays bounded) and the
    /// host restarts it.
    public static let inboxLimit = 4096

    /// Starts `executable` with `arguments` (e.g. the `cookbook` binary and `widget-extension`).
    public init(executable: URL, arguments: [String]) throws {
        // Writing to a child that died must fail with EPIPE, not kill the host.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = toChild
        process.standardOutput = fromChild
        // The child's stderr is read here, not inherited: its reason for failing becomes part of
        // the host's one line about it instead of extra lines in the app's stderr.
        process.standardError = childErrors
        try process.run()
        let errorReader = Thread { [weak self, handle = childErrors.fileHandleForReading] in
            var pending = Data()
            while true {
                let chunk = handle.availableData
                guard !chunk.isEmpty, let self else { break }
                pending.append(chunk)
                // Keep the last complete line, and at most 4 KiB of a line still being written.
                if let cut = pending.lastIndex(of: UInt8(ascii: "\n")) {
                    let lines = String(decoding: pending[..<cut], as: UTF8.self).split(separator: "\n")
                    if let last = lines.last { self.lock.withLock { self.lastErrorLine = String(last.prefix(500)) } }
                    pending = Data(pending[(cut + 1)...])
                }
                if pending.count > 4096 { pending = Data(pending.suffix(4096)) }
            }
        }
        errorReader.start()
        let reader = Thread { [weak self, handle = fromChild.fileHandleForReading] in
            var decoder = FrameDecoder()
            // Reading stops for good when the child floods the inbox.
            var flooded = false
            while !flooded {
                let chunk = handle.availableData
                guard !chunk.isEmpty, let self else { break }
                decoder.append(chunk)
                do {
                    while let payload = try decoder.next() {
                        let message = try MessageCoder.decode(ExtensionMessage.self, from: payload)
                        let full = self.lock.withLock { () -> Bool in
                            guard self.inbox.count < Self.inboxLimit else {
                                self.flooded = true
                                return true
                            }
                            self.inbox.append(message)
                            self.lock.broadcast()
                            return false
                        }
                        if full { flooded = true; break }
                    }
                } catch {
                    self.lock.withLock { self.garbled = true }
                    break
                }
            }
            // Nothing more will arrive: a host waiting for a message stops waiting.
            self?.lock.withLock {
                self?.outputEnded = true
                self?.lock.broadcast()
            }
        }
        reader.start()
    }

    /// The child's process id.
    public var pid: Int32 { process.processIdentifier }

    public func send(_ message: HostMessage) {
        guard let frame = try? MessageCoder.encode(message) else { return }
        do { try toChild.fileHandleForWriting.write(contentsOf: frame) } catch {
            lock.withLock { writeFailed = true }
        }
    }

    public func receive() -> [ExtensionMessage] {
        lock.withLock {
            defer { inbox = [] }
            return inbox
        }
    }

    /// Waits until a message is waiting to be taken (``receive()``), the child's output has
    /// ended, or `deadline` passes; returns whether a message is waiting. For a caller that must
    /// have the child's answer before it goes on (`cookbook replay`, whose virtual clock waits
    /// for it): it wakes as the message arrives rather than at its next poll.
    public func waitForMessage(until deadline: Date) -> Bool {
        lock.withLock {
            waitLocked(until: deadline) { !inbox.isEmpty || outputEnded }
            return !inbox.isEmpty
        }
    }

    /// Waits on ``lock``, which the caller holds, until `done` (read under the lock, after each
    /// wake: the reader thread broadcasts when a message arrives or the output ends) or
    /// `deadline` passes.
    private func waitLocked(until deadline: Date, for done: () -> Bool) {
        while !done() {
            if !lock.wait(until: deadline) { break }
        }
    }

    public var isAlive: Bool { process.isRunning && !lock.withLock { garbled || writeFailed || flooded } }

    public var problem: String? {
        let (garbled, writeFailed, flooded) = lock.withLock { (self.garbled, self.writeFailed, self.flooded) }
        if garbled { return "it sent something that is not a widget message" }
        if flooded { return "it sent more than \(Self.inboxLimit) messages it was not asked for" }
        // A write fails (EPIPE) as soon as a killed child's pipes close, before Foundation has
        // reaped it: wait for that, so the report says how it ended.
        if writeFailed { waitForExit() }
        guard !process.isRunning else { return writeFailed ? "it stopped reading what it is sent" : nil }
        let how = ChildExit.describe(reason: process.terminationReason, status: process.terminationStatus)
        return lock.withLock { lastErrorLine }.map { "\(how): \($0)" } ?? how
    }

    /// Polls until the child has been reaped, for at most `limit` seconds.
    private func waitForExit(within limit: Double = ProcessWidgetTransport.exitPollLimit) {
        let giveUp = Date().addingTimeInterval(limit)
        while process.isRunning, Date() < giveUp { usleep(Self.exitPollInterval) }
    }

    /// How often ``terminate()`` checks that the killed child is gone (microseconds): Foundation's
    /// `waitUntilExit()` checks every 50 ms on Linux, which made every run that had started the
    /// extension end 50–60 ms late (measured in a 24-line replay); the child is reaped by
    /// Foundation's own monitor thread, whose result `isRunning` reads.
    static let exitPollInterval: useconds_t = 500
    /// How long ``terminate()`` polls before leaving the wait to `waitUntilExit()`, and ``problem``
    /// waits for a child whose input closed to be reaped (seconds).
    static let exitPollLimit = 1.0

    /// Waits, for at most `grace` seconds, for the child to end its output by itself: it answers
    /// what it was sent before a `shutdown`, then closes its output (or exits, which closes it);
    /// a child that has not by then, or broke the protocol, is killed. An intent the extension
    /// is performing when the app quits is written to the store rather than cut off by the kill.
    ///
    /// It wakes as the output ends (the reader thread's end of input), and does not wait for the
    /// process to be torn down and reaped: a child done with what it was sent exits by itself.
    /// Waiting for the exit took the quitting host 3–4 ms more, most of it the kernel unmapping
    /// the child (`cookbook replay` under `perf` uprobes, this machine).
    public func finish(within grace: Double) {
        let deadline = Date().addingTimeInterval(grace)
        let ended: Bool = lock.withLock {
            waitLocked(until: deadline) { outputEnded }
            return outputEnded && !garbled && !flooded
        }
        if !ended { terminate() }
    }

    public func terminate() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        waitForExit()
        process.waitUntilExit()
    }
}
