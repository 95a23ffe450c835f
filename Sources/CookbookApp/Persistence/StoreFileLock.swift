import Foundation

/// An exclusive `flock` on a side file (`cookbook.sqlite.lock`), held while a process opens and
/// migrates the database: SQLite's own locking does not cover creating a new file and running the
/// migrations, so two processes starting together could otherwise both try (PACKAGE_NOTES.md).
final class StoreFileLock {
    private let fd: Int32

    /// How long to wait for another process's open and migration: they take milliseconds, so
    /// 10 s only runs out when the other process is stuck.
    static let timeout = 10.0
    /// Poll interval while waiting (10 ms: short against the timeout, cheap on the CPU).
    static let pollMicroseconds: useconds_t = 10_000

    /// Takes the lock, creating the side file when needed; throws ``StoreProblem`` when the file
    /// cannot be opened or the lock is not free within `timeout` seconds.
    init(path: String, timeout: Double = StoreFileLock.timeout) throws {
        var fd = open(path, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
        let writeError = errno
        // On a read-only disk an existing lock file still opens for reading, and flock works on it.
        if fd < 0 { fd = open(path, O_RDONLY | O_CLOEXEC) }
        // When neither works, the reason is why it could not be created.
        guard fd >= 0 else { throw StoreProblem.posix(writeError, path: path) }
        var waited = 0.0
        while flock(fd, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            guard code == EWOULDBLOCK || code == EINTR, waited < timeout else {
                close(fd)
                throw code == EWOULDBLOCK ? StoreProblem.busy(path: path) : StoreProblem.posix(code, path: path)
            }
            usleep(Self.pollMicroseconds)
            waited += Double(Self.pollMicroseconds) / 1_000_000
        }
        self.fd = fd
    }

    /// Lets the next process in.
    func release() {
        flock(fd, LOCK_UN)
        close(fd)
    }
}
