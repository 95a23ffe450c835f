import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Reads a file a person named or placed (a key map, controller mappings, a remembered window
/// frame, a catalogue, a replay script, a layout) without ever waiting on it or reading more
/// than its kind may hold.
///
/// The file is opened without blocking (`O_NONBLOCK`: a named pipe with no writer opens at
/// once instead of holding start-up for ever) and asked what it is before a byte is read
/// (`fstat`): anything but a regular file is refused, a file over `limit` bytes is refused
/// before it is read, and at most `limit + 1` bytes are ever read (a file growing while it is
/// read is refused too). Every refusal is a ``Problem`` that words itself in one line.
///
/// ```swift
/// do {
///     let bytes = try UserFile.read(path, limit: 64 << 10)
/// } catch {
///     print("\(path): cannot read the key map: \(error)")
/// }
/// ```
public enum UserFile {
    /// Why a file was not read.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing is at the path.
        case missing
        /// The path names (or leads through a symlink to) something other than a regular file:
        /// `what` says what ("a named pipe (FIFO)").
        case notARegularFile(what: String)
        /// The file holds more than `limit` bytes.
        case tooLarge(limit: Int)
        /// The C library refused to open or read it (`errno`'s text).
        case unreadable(reason: String)

        public var description: String {
            switch self {
            case .missing: "there is no such file"
            case .notARegularFile(let what): "it is \(what), not a regular file"
            case .tooLarge(let limit): "it is larger than \(UserFile.describe(bytes: limit))"
            case .unreadable(let reason): reason
            }
        }
    }

    /// The bytes of the regular file at `path`, at most `limit` of them; throws ``Problem``
    /// without blocking when it is missing, special, larger than `limit` or unreadable.
    public static func read(_ path: String, limit: Int) throws(Problem) -> Data {
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC | O_NOCTTY)
        guard fd >= 0 else {
            let code = errno
            throw code == ENOENT ? .missing : .unreadable(reason: String(cString: strerror(code)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw .unreadable(reason: String(cString: strerror(errno))) }
        guard info.st_mode & S_IFMT == S_IFREG else { throw .notARegularFile(what: kind(info.st_mode)) }
        guard Int(info.st_size) <= limit else { throw .tooLarge(limit: limit) }
        // One byte past the limit tells a file that grew while it was read from one that fits.
        let capacity = limit == Int.max ? limit : limit + 1
        var bytes = [UInt8](repeating: 0, count: Swift.min(capacity, Swift.max(Int(info.st_size), 0) + 4096))
        var count = 0
        while count < capacity {
            if count == bytes.count { bytes.append(contentsOf: repeatElement(0, count: Swift.min(bytes.count, capacity - count))) }
            let n = bytes.withUnsafeMutableBytes { raw in Glibc.read(fd, raw.baseAddress! + count, raw.count - count) }
            if n > 0 { count += n; continue }
            if n == 0 { break }
            let code = errno
            if code == EINTR { continue }
            throw .unreadable(reason: String(cString: strerror(code)))
        }
        guard count <= limit else { throw .tooLarge(limit: limit) }
        return Data(bytes[..<count])
    }

    /// Whether something (of any kind) is at `path`, without following a dangling symlink's
    /// absence into an error.
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return lstat(path, &info) == 0
    }

    /// What a file of `mode` is, in words ("a named pipe (FIFO)").
    public static func kind(_ mode: mode_t) -> String {
        switch mode & S_IFMT {
        case S_IFREG: "a regular file"
        case S_IFIFO: "a named pipe (FIFO)"
        case S_IFCHR: "a character device"
        case S_IFBLK: "a block device"
        case S_IFSOCK: "a socket"
        case S_IFDIR: "a folder"
        default: "a special file"
        }
    }

    /// A size limit in words: "64 KiB", "4 MiB", "100 bytes".
    public static func describe(bytes: Int) -> String {
        if bytes >= 1 << 20, bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
        if bytes >= 1 << 10, bytes % (1 << 10) == 0 { return "\(bytes >> 10) KiB" }
        return "\(bytes) bytes"
    }
}
