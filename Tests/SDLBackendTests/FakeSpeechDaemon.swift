import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A stand-in for speech-dispatcher on a Unix socket of a test's own: either one that accepts
/// connections and never answers (a wedged daemon, or one with no audio device), or one that
/// answers SSIP as the daemon does and records what it was asked to say. ``stop()`` closes it
/// and every connection, as a daemon that dies.
final class FakeSpeechDaemon: @unchecked Sendable {
    let socketPath: String
    private let answers: Bool
    private let lock = NSLock()
    private var listener: Int32 = -1
    private var clients: [Int32] = []
    private var said: [String] = []

    /// Listens on `socketPath` (replacing what is there); `answers` false: never replies.
    init(socketPath: String, answers: Bool) throws {
        self.socketPath = socketPath
        self.answers = answers
        unlink(socketPath)
        let fd = socket(AF_UNIX, Int32(SOCK_STREAM.rawValue), 0)
        var address = sockaddr_un()
        address.sun_family = sa_family_t(AF_UNIX)
        withUnsafeMutableBytes(of: &address.sun_path) { raw in
            let bytes = Array(socketPath.utf8.prefix(raw.count - 1))
            raw.copyBytes(from: bytes)
            raw[bytes.count] = 0
        }
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, socklen_t(MemoryLayout<sockaddr_un>.size)) }
        }
        guard fd >= 0, bound == 0, listen(fd, 8) == 0 else { throw CocoaError(.fileWriteUnknown) }
        listener = fd
        Thread.detachNewThread { [self] in acceptLoop(fd) }
    }

    deinit { stop() }

    /// What clients asked it to say so far (SSIP `SPEAK` bodies).
    var spoken: [String] { lock.withLock { said } }

    /// Closes the socket and every connection (clients then read end of file).
    func stop() {
        let listening = lock.withLock { () -> Bool in
            defer { clients = [] }
            for c in clients { shutdown(c, Int32(SHUT_RDWR)); close(c) }
            guard listener >= 0 else { return false }
            shutdown(listener, Int32(SHUT_RDWR)); close(listener); listener = -1
            return true
        }
        // Only its own socket file (a daemon started after it may listen at the path now).
        if listening { unlink(socketPath) }
    }

    private func acceptLoop(_ fd: Int32) {
        while true {
            let client = accept(fd, nil, nil)
            guard client >= 0 else { return }
            let open = lock.withLock { () -> Bool in
                guard listener >= 0 else { return false }
                clients.append(client)
                return true
            }
            guard open else { close(client); return }
            Thread.detachNewThread { [self] in serve(client) }
        }
    }

    /// Reads SSIP lines; when answering, replies as speech-dispatcher does.
    private func serve(_ client: Int32) {
        var buffer = [UInt8]()
        var receiving = false
        var body: [String] = []
        var chunk = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(client, &chunk, chunk.count)
            guard n > 0 else { return }
            buffer += chunk[..<n]
            while let end = buffer.firstIndex(of: 0x0A) {
                let line = String(decoding: buffer[..<end], as: UTF8.self).trimmingCharacters(in: CharacterSet(charactersIn: "\r"))
                buffer.removeSubrange(...end)
                guard answers else { continue }
                if receiving {
                    if line == "." {
                        receiving = false
                        let text = body.joined(separator: "\n")
                        lock.withLock { said.append(text) }
                        body = []
                        reply(client, "225-1\r\n225 OK MESSAGE QUEUED\r\n")
                    } else {
                        body.append(line.hasPrefix("..") ? String(line.dropFirst()) : line)
                    }
                } else if line.uppercased() == "SPEAK" {
                    receiving = true
                    reply(client, "230 OK RECEIVING DATA\r\n")
                } else if line.uppercased().hasPrefix("SET") && line.uppercased().contains("CLIENT_NAME") {
                    reply(client, "208 OK CLIENT NAME SET\r\n")
                } else {
                    reply(client, "200 OK\r\n")
                }
            }
        }
    }

    private func reply(_ client: Int32, _ text: String) {
        var bytes = Array(text.utf8)
        _ = send(client, &bytes, bytes.count, Int32(MSG_NOSIGNAL))
    }
}
