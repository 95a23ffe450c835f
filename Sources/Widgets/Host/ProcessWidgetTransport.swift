import Foundation

/// A widget extension running as a child process, spoken to over its standard input and output.
///
/// A reader thread reassembles frames from the child's output into a queue the host drains
/// each frame, so the UI thread never blocks on the extension. A child that exits, or writes
/// something that cannot be framed, is no longer ``isAlive``.
public final class ProcessWidgetTransport: WidgetTransport, @unchecked Sendable {
    private let process = Process()
    private let toChild = Pipe()
    private let fromChild = Pipe()
    private let lock = NSLock()
    private var inbox: [ExtensionMessage] = []
    private var broken = false

    /// Starts `executable` with `arguments` (e.g. the `cookbook` binary and `widget-extension`).
    public init(executable: URL, arguments: [String]) throws {
        // Writing to a child that died must fail with EPIPE, not kill the host.
        signal(SIGPIPE, SIG_IGN)
        process.executableURL = executable
        process.arguments = arguments
        process.standardInput = toChild
        process.standardOutput = fromChild
        try process.run()
        let reader = Thread { [weak self, handle = fromChild.fileHandleForReading] in
            var decoder = FrameDecoder()
            while true {
                let chunk = handle.availableData
                guard !chunk.isEmpty, let self else { break }
                decoder.append(chunk)
                do {
                    while let payload = try decoder.next() {
                        let message = try MessageCoder.decode(ExtensionMessage.self, from: payload)
                        self.lock.withLock { self.inbox.append(message) }
                    }
                } catch {
                    self.lock.withLock { self.broken = true }
                    break
                }
            }
        }
        reader.start()
    }

    /// The child's process id.
    public var pid: Int32 { process.processIdentifier }

    public func send(_ message: HostMessage) {
        guard let frame = try? MessageCoder.encode(message) else { return }
        do { try toChild.fileHandleForWriting.write(contentsOf: frame) } catch {
            lock.withLock { broken = true }
        }
    }

    public func receive() -> [ExtensionMessage] {
        lock.withLock {
            defer { inbox = [] }
            return inbox
        }
    }

    public var isAlive: Bool { process.isRunning && !lock.withLock { broken } }

    public func terminate() {
        guard process.isRunning else { return }
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
    }
}
