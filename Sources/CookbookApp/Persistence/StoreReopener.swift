import Foundation

/// Opens the store again in the background while another process keeps its lock at start-up
/// (``StoreFileLock`` gave up after its timeout): every ``retryInterval`` it tries once more,
/// without waiting, until the lock is free and the store opens, then hands the open store to
/// the main thread (``take()``), which saves what was kept in memory meanwhile.
final class StoreReopener: @unchecked Sendable {
    /// Seconds between tries: half a second keeps a freed lock from costing the user more than a
    /// blink, and a try (one `flock` that does not wait) costs nothing.
    static let retryInterval = 0.5

    /// Guards `opened` and `cancelled` (the retrying thread writes, the main thread reads).
    private let lock = NSLock()
    private var opened: UserDataStore?
    private var cancelled = false

    /// Starts retrying the store in `directory`, opened with `options`.
    init(directory: URL, options: UserDataStore.Options) {
        var tried = options
        // The lock is tried, never waited for: this thread waits between tries instead.
        tried.lockTimeout = 0
        Thread.detachNewThread { [self, tried] in
            while !isCancelled {
                Thread.sleep(forTimeInterval: Self.retryInterval)
                let store = UserDataStore(directory: directory, options: tried)
                guard let problem = store.unavailable else {
                    lock.withLock { opened = store }
                    return
                }
                // Another problem than the lock (the disk filled meanwhile): the one line already
                // reported stands, and changes stay in memory.
                guard case .busy = problem else { return }
            }
        }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    /// The store, once it opened (given once).
    func take() -> UserDataStore? {
        lock.withLock {
            defer { opened = nil }
            return opened
        }
    }

    /// Stops retrying (the model is going away).
    func cancel() { lock.withLock { cancelled = true } }
}
