import CMainQueue
import Foundation

/// Runs, from the ``Host`` loop, the work Swift concurrency and Dispatch hand the main thread:
/// `Task { @MainActor in … }` after an `await`, `DispatchQueue.main.async`, a main-actor
/// function called from another task.
///
/// On Linux that work waits on libdispatch's main queue, which only a run loop that knows about
/// it drains (CoreFoundation's does, through two hooks libdispatch exports for it). The host's
/// loop sleeps in the window system's event wait instead, so without this a model filled by an
/// async load was never filled: the task was queued and never ran. The host runs the waiting
/// work at the start of each turn (``runWaitingWork()``), before handing input to the app, on
/// the main thread only; a backend that sleeps calls ``wakeWhenWorkArrives(_:)`` once so that
/// work queued while the window is idle wakes the loop at once rather than at the next input.
public enum MainQueue {
    /// The descriptor libdispatch signals and whether a watcher waits for the host to take it.
    private final class Watch: @unchecked Sendable {
        let lock = NSCondition()
        /// libdispatch's descriptor, read once on the main thread (-1: none).
        var descriptor: Int32?
        /// The watcher thread is started.
        var watching = false
        /// The watcher saw the descriptor signalled and waits until the host has taken it.
        var pending = false
        /// Times waiting work was run (``MainQueue/runs``).
        var runs = 0
    }
    private static let watch = Watch()

    /// The main queue's descriptor, asked for on the main thread (nil elsewhere or when there is none).
    private static func descriptor() -> Int32? {
        guard cmq_is_main_thread() != 0 else { return nil }
        watch.lock.lock()
        defer { watch.lock.unlock() }
        if watch.descriptor == nil { watch.descriptor = cmq_main_queue_descriptor() }
        return watch.descriptor.flatMap { $0 >= 0 ? $0 : nil }
    }

    /// Runs the work waiting on the main queue when called on the main thread; returns whether
    /// any was waiting (its writes to views' state may change the next frame). Off the main
    /// thread (a test's host) it does nothing and returns false.
    @discardableResult
    public static func runWaitingWork() -> Bool {
        guard let fd = descriptor() else { return false }
        watch.lock.lock()
        // While the watcher waits on the descriptor, it says when it turns readable (and wakes
        // the loop): a read before then would only find it empty, a system call every turn.
        let mayBeSignalled = !watch.watching || watch.pending
        watch.lock.unlock()
        let signalled = mayBeSignalled && cmq_take_signal(fd) != 0
        watch.lock.lock()
        let watched = watch.pending
        // It saw the descriptor turn readable just now: emptied before the watcher waits again,
        // or it would see the same signal and wake the loop for nothing.
        if watched, !mayBeSignalled { _ = cmq_take_signal(fd) }
        watch.pending = false
        watch.lock.signal()
        watch.lock.unlock()
        guard signalled || watched else { return false }
        cmq_run_main_queue()
        watch.lock.lock()
        watch.runs += 1
        watch.lock.unlock()
        return true
    }

    /// How many times ``runWaitingWork()`` found work and ran it, since the process started.
    public static var runs: Int {
        watch.lock.lock()
        defer { watch.lock.unlock() }
        return watch.runs
    }

    /// Waits, on the main thread, up to `seconds` for work to arrive on the main queue, without
    /// running it (the host's next turn does); returns whether some is waiting. A headless run
    /// lets an async load that a step set going land before the step ends (`SDLApp`). Off the
    /// main thread it returns false at once.
    public static func waitForWork(seconds: Double) -> Bool {
        guard let fd = descriptor() else { return false }
        return cmq_poll_readable(fd, Int32((Swift.max(0, Swift.min(seconds, 3600)) * 1000).rounded(.up))) != 0
    }

    /// Calls `wake` (from a thread of its own) whenever work arrives on the main queue while the
    /// host is not taking it, so a loop asleep in its event wait wakes and runs it. Only the
    /// first call, on the main thread, starts the watcher; later calls do nothing.
    public static func wakeWhenWorkArrives(_ wake: @escaping @Sendable () -> Void) {
        guard let fd = descriptor() else { return }
        watch.lock.lock()
        defer { watch.lock.unlock() }
        guard !watch.watching else { return }
        watch.watching = true
        let watch = self.watch
        let thread = Thread {
            while cmq_wait_readable(fd) == 0 {
                watch.lock.lock()
                watch.pending = true
                watch.lock.unlock()
                wake()
                // The descriptor stays readable until the host takes it: wait for that, or the
                // watcher would wake the loop again and again meanwhile.
                watch.lock.lock()
                while watch.pending { watch.lock.wait() }
                watch.lock.unlock()
            }
        }
        thread.name = "main-queue watcher"
        thread.start()
    }
}
