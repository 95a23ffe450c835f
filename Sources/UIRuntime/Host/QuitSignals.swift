import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// The process's answer to `SIGTERM`, `SIGINT` and `SIGPIPE`, installed once at the top of
/// `main` (``install()``), before any library installs its own.
///
/// - `SIGPIPE` is ignored: a write to a reader that went away (a `--trace` piped into `head`, a
///   widget extension that died) fails with `EPIPE` and takes its documented path instead of
///   ending the process.
/// - `SIGTERM` and `SIGINT` are read by a thread of their own (the handler only writes one byte to
///   a pipe, all that is safe in a signal handler). The first asks the running loop to quit
///   through ``onQuit`` (the SDL backend posts a quit event, so the app leaves its loop and saves
///   what is pending as for a closed window); with no loop to ask (still starting up, or a
///   command without one) the process ends at once, as by default. If the process is still
///   running ``grace`` seconds after a quit was asked (its main thread stuck), or a second signal
///   comes, it ends then.
///
/// Because a handler is in place before `SDL_Init`, SDL leaves these signals alone (it installs
/// its own only over the default disposition).
public enum QuitSignals {
    /// How long a quit may take before the process is ended anyway: a normal quit saves in a
    /// few milliseconds; the last commit may wait up to the store's 3 s busy timeout for another
    /// process's write lock, so 5 s leaves it that and a frame's worth of slack.
    public static let grace = 5.0

    /// Guards ``state`` (the quit thread reads it, the main thread sets ``onQuit``).
    private static let lock = NSLock()
    nonisolated(unsafe) private static var state = State()

    private struct State {
        var installed = false
        var onQuit: (@Sendable () -> Void)?
        var asked = false
    }

    /// Ignores `SIGPIPE` and routes `SIGTERM` and `SIGINT` to the quit thread; later calls do
    /// nothing. Call it first in `main`.
    public static func install() {
        let first = lock.withLock {
            defer { state.installed = true }
            return !state.installed
        }
        guard first else { return }
        signal(SIGPIPE, SIG_IGN)
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return }
        // Not inherited by child processes (the widget extension, the speech daemon).
        for fd in fds { _ = fcntl(fd, F_SETFD, FD_CLOEXEC) }
        quitSignalPipe = fds[1]
        let reader = fds[0]
        Thread.detachNewThread {
            var byte: UInt8 = 0
            while true {
                let n = read(reader, &byte, 1)
                if n < 0, errno == EINTR { continue }
                guard n == 1 else { return }
                received(Int32(byte))
            }
        }
        for sig in [SIGTERM, SIGINT] { signal(sig, quitSignalHandler) }
    }

    /// What asks the running loop to quit (thread-safe; called on the quit thread), or nil when no
    /// loop runs: the live window and replay set it while their loop runs.
    public static var onQuit: (@Sendable () -> Void)? {
        get { lock.withLock { state.onQuit } }
        set { lock.withLock { state.onQuit = newValue } }
    }

    /// A quit signal arrived: ask the loop once, else end the process as the default would.
    private static func received(_ sig: Int32) {
        let (ask, repeated) = lock.withLock { () -> ((@Sendable () -> Void)?, Bool) in
            defer { state.asked = true }
            return (state.onQuit, state.asked)
        }
        guard let ask, !repeated else { end(sig) }
        ask()
        DispatchQueue.global().asyncAfter(deadline: .now() + grace) { end(sig) }
    }

    /// Ends the process by `sig` with its default disposition (the status a parent expects).
    private static func end(_ sig: Int32) -> Never {
        signal(sig, SIG_DFL)
        kill(getpid(), sig)
        // Not reached while the signal's default is to end the process.
        _exit(128 + sig)
    }
}

/// The write end of the quit thread's pipe, read by the signal handler (set once, before the
/// handler is installed).
nonisolated(unsafe) private var quitSignalPipe: Int32 = -1

/// The signal handler: one `write` of the signal's number, async-signal-safe.
private func quitSignalHandler(_ sig: Int32) {
    let saved = errno
    var byte = UInt8(truncatingIfNeeded: sig)
    _ = write(quitSignalPipe, &byte, 1)
    errno = saved
}
