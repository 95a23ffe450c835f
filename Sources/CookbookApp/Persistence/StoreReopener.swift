import Foundation

/// Opens the store again in the background: while another process keeps its lock at start-up
/// (``StoreFileLock`` gave up after its timeout), or once the database file was deleted or
/// replaced under the running app. Every ``retryInterval`` it tries once more, without waiting
/// for the lock, until the lock is free; then it hands the store to the main thread (``take()``)
/// — open, or unavailable for another reason the main thread reports — and calls `wake`, so the
/// main thread saves what was kept in memory meanwhile at once, even with the window idle.
final class StoreReopener: @unchecked Sendable {
    /// Seconds between tries: half a second keeps a freed lock from costing the user more than a
    /// blink, and a try (one `flock` that does not wait) costs nothing.
    static let retryInterval = 0.5

    /// Guards `opened` and `cancelled` (the retrying thread writes, the main thread reads).
    private let lock = NSLock()
    private var opened: UserDataStore?
    private var cancelled = false
    /// Signalled once, when the store is handed over (``wait(timeout:)``).
    private let handedOver = DispatchSemaphore(value: 0)

    /// Starts retrying the store in `directory`, opened with `options`: the first try after
    /// ``retryInterval`` when `waitFirst` (the lock was just found held), else at once.
    init(directory: URL, options: UserDataStore.Options, waitFirst: Bool = true, wake: @escaping @Sendable () -> Void = {}) {
        var tried = options
        // The lock is tried, never waited for: this thread waits between tries instead.
        tried.lockTimeout = 0
        Thread.detachNewThread { [self, tried] in
            var first = true
            while !isCancelled {
                if waitFirst || !first { Thread.sleep(forTimeInterval: Self.retryInterval) }
                first = false
                let store = UserDataStore(directory: directory, options: tried)
                if case .busy = store.unavailable { continue }
                // Open, or out of reach for another reason (the disk filled, a newer release's
                // database): the main thread takes it either way and says which.
                lock.withLock { opened = store }
                handedOver.signal()
                wake()
                return
            }
        }
    }

    private var isCancelled: Bool { lock.withLock { cancelled } }

    /// The store, once it opened or failed for another reason than the lock (given once).
    func take() -> UserDataStore? {
        lock.withLock {
            defer { opened = nil }
            return opened
        }
    }

    /// Waits up to `timeout` seconds for the store (quitting: its changes are saved once it is
    /// there), then takes it as ``take()`` does.
    func wait(timeout: Double) -> UserDataStore? {
        _ = handedOver.wait(timeout: .now() + timeout)
        return take()
    }

    /// Stops retrying (the model is going away).
    func cancel() { lock.withLock { cancelled = true } }
}
