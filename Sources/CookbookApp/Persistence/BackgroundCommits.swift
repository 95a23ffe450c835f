import Foundation

/// Runs the store's commits on a thread of their own, one at a time, so a commit waiting for
/// another process's write lock (up to ``UserDataStore/busyTimeout``) never holds up the frame
/// loop. A finished commit waits in a mailbox the main thread empties (``take()``); the moment
/// it is there, `wake` tells the main thread, so a sleeping window handles it (reports it saved,
/// schedules a retry) at once rather than at its next frame.
final class BackgroundCommits: @unchecked Sendable {
    /// A finished commit: the data as the database has it and the renumbered grocery items, or
    /// why it failed.
    typealias Outcome = Result<(data: UserData, renumbered: [String: String]), StoreProblem>

    private let queue = DispatchQueue(label: "cookbook.store-commits")
    /// Guards `finished`, written on the commit thread and read on the main thread.
    private let lock = NSLock()
    private var finished: Outcome?

    /// Runs `commit` on the commit thread; its outcome waits for ``take()``, and `wake` is
    /// called (on the commit thread) once it does.
    func submit(_ commit: @escaping @Sendable () -> Outcome, wake: @escaping @Sendable () -> Void = {}) {
        queue.async {
            let outcome = commit()
            self.lock.withLock { self.finished = outcome }
            wake()
        }
    }

    /// The outcome of the commit that finished, once (nil while it runs, or when none ran).
    func take() -> Outcome? {
        lock.withLock {
            defer { finished = nil }
            return finished
        }
    }

    /// Waits for the commit running now to finish (quitting, the end of a replay), then takes it.
    func wait() -> Outcome? {
        queue.sync {}
        return take()
    }
}
