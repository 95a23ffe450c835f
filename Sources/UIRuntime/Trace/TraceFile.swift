import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// A `--trace FILE` (`cookbook`, `cookbook replay`, `SDLApp.run`): the trace's JSON lines written as they happen
/// (each line is one unbuffered `write`, so a reader sees it at once, even if the app is killed).
///
/// The file is opened as a shell's `>` opens it (`O_WRONLY | O_CREAT | O_TRUNC`, mode 0644
/// before the umask): whatever is at the path is written through, never replaced. A symlink is
/// followed, a FIFO or device (`/dev/null`, `/dev/stdout`) is written to, a hard link keeps
/// sharing its inode. Nothing is created beside it and nothing is renamed over it, so naming a
/// special file (even as root) cannot turn it into a regular file.
///
/// A write that fails (a full disk, `ulimit -f`, an I/O error) stops the trace: the file keeps
/// the lines written before, ``failure`` says why in one line naming the file, and
/// ``onFailure`` hears it once. The app's own data is never touched by it.
public final class TraceFile {
    /// Why the file could not be opened: one line naming it.
    public struct OpenError: Error, CustomStringConvertible, Sendable {
        public let description: String
    }

    private var descriptor: Int32
    /// Why writing stopped (one line naming the file), nil while the trace is being written.
    public private(set) var failure: String?
    /// Told once, with ``failure``, when a write fails.
    public var onFailure: ((String) -> Void)?
    private let path: String

    /// Opens (or empties) the file at `path`, creating its folder; a one-line error naming the
    /// file when it cannot be opened for writing.
    public init(path: String) throws(OpenError) {
        self.path = path
        let url = URL(fileURLWithPath: path)
        try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard fd >= 0 else {
            throw OpenError(description: "\(path): cannot write the trace file (\(Self.describe(errno)))")
        }
        descriptor = fd
    }

    deinit { if descriptor >= 0 { close(descriptor) } }

    /// Writes one line (the newline is added); after a failure, nothing.
    public func write(_ line: String) {
        guard failure == nil, descriptor >= 0 else { return }
        var bytes = Array((line + "\n").utf8)
        let count = bytes.count
        var written = 0
        let problem: Int32? = bytes.withUnsafeMutableBytes { raw in
            while written < count {
                let n = Glibc.write(descriptor, raw.baseAddress! + written, count - written)
                if n > 0 { written += n; continue }
                if n < 0, errno == EINTR { continue }
                // n == 0 on a regular file means no progress: report it as the disk being full.
                return n < 0 ? errno : ENOSPC
            }
            return nil
        }
        if let problem {
            let message = "\(path): the trace stopped: \(Self.describe(problem))"
            failure = message
            close(descriptor)
            descriptor = -1
            onFailure?(message)
        }
    }

    /// A short plain-words reason for an errno value.
    static func describe(_ code: Int32) -> String {
        switch code {
        case ENOSPC: return "disk full"
        case EFBIG: return "file too large"
        case EDQUOT: return "disk quota exceeded"
        case EACCES, EPERM: return "no permission"
        case EISDIR: return "it is a directory"
        case ENOENT: return "no such folder"
        case EROFS: return "read-only file system"
        case EIO: return "input/output error"
        default: return String(cString: strerror(code))
        }
    }
}
