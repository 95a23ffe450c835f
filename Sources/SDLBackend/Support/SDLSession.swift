import CSDL2
import CSDL2Image
import CSDL2TTF
import Foundation

/// Process-wide SDL bookkeeping: one initialisation per process and one lock for every SDL user.
///
/// SDL is not re-entrant across threads, and its event queue is global: two test suites that
/// inject and poll events at the same time would steal each other's events. Every caller that
/// may share the process with another SDL user (tests, headless replay) wraps its whole
/// inject → poll → render sequence in ``withLock(_:)``. The lock is recursive, so the backend's
/// own calls nest inside a caller's critical section without deadlocking.
public enum SDLSession {
    /// How SDL should pick its video driver when it is first initialised.
    public enum VideoMode: Sendable, Equatable {
        /// No display wanted: `SDL_VIDEODRIVER=dummy` (software rendering, events still work).
        case headless
        /// A real window: SDL's own driver choice (x11, wayland, …).
        case display
    }

    private static let lock = NSRecursiveLock()
    nonisolated(unsafe) private static var initialisedMode: VideoMode?

    /// Runs `body` while holding the process-wide SDL lock.
    public static func withLock<T>(_ body: () throws -> T) rethrows -> T {
        lock.lock()
        defer { lock.unlock() }
        return try body()
    }

    /// Initialises SDL (video, events, joystick, game controller), SDL_ttf and SDL_image once
    /// per process. Later calls return at once; the first call's mode wins.
    ///
    /// - Returns: the mode SDL was actually initialised with.
    @discardableResult
    public static func initialize(_ mode: VideoMode) throws -> VideoMode {
        try withLock {
            if let initialisedMode { return initialisedMode }
            if mode == .headless {
                // SDL_NOTES.md: the dummy driver needs no display and its software output is
                // byte-identical to x11/offscreen, so snapshots stay deterministic.
                SDL_SetHint(SDL_HINT_VIDEODRIVER, "dummy")
            }
            // Virtual and real pads must keep reporting while the window is unfocused (replay has none).
            SDL_SetHint(SDL_HINT_JOYSTICK_ALLOW_BACKGROUND_EVENTS, "1")
            // SDL's A is the bottom face button on every family (positional, as the hints assume):
            // without this SDL swaps A/B and X/Y on Nintendo pads to match their labels.
            SDL_SetHint(SDL_HINT_GAMECONTROLLER_USE_BUTTON_LABELS, "0")
            let flags = UInt32(SDL_INIT_VIDEO | SDL_INIT_EVENTS | SDL_INIT_JOYSTICK | SDL_INIT_GAMECONTROLLER)
            if SDL_Init(flags) != 0 {
                throw SDLError.sdl("SDL_Init failed (video/events/gamecontroller)")
            }
            if TTF_WasInit() == 0, TTF_Init() != 0 {
                throw SDLError.sdl("TTF_Init failed")
            }
            let pngFlag = Int32(IMG_INIT_PNG.rawValue)
            if IMG_Init(pngFlag) & pngFlag == 0 {
                throw SDLError.sdl("IMG_Init(PNG) failed")
            }
            let registered = SDL_RegisterEvents(1)
            if registered != UInt32.max { wakeLock.withLock { wakeEvent = registered } }
            initialisedMode = mode
            return mode
        }
    }

    /// SDL's event type for ``postWake()`` (registered at initialisation; 0 before), guarded by
    /// `wakeLock` (not SDL's lock, which a sleeping loop holds).
    nonisolated(unsafe) private static var wakeEvent: UInt32 = 0
    private static let wakeLock = NSLock()

    /// The event type ``postWake()`` posts, 0 before ``initialize(_:)``.
    static var wakeEventType: UInt32 { wakeLock.withLock { wakeEvent } }

    /// Wakes a loop asleep in SDL's event wait from any thread, without SDL's lock (the sleeping
    /// loop holds it): work finished on another thread waits for it (`InputEvent.wake`).
    /// `SDL_PushEvent` is thread-safe and wakes `SDL_WaitEventTimeout` on X11 and Wayland.
    public static func postWake() {
        let type = wakeEventType
        guard type != 0 else { return }
        var event = SDL_Event()
        event.type = type
        _ = SDL_PushEvent(&event)
        pokeWakePipe()
    }

    /// A pipe whose read end a loop asleep on the X connection (``SDLEventSource/wait(timeout:)``)
    /// watches too: an event pushed from another thread wakes SDL's own wait, not a poll on a
    /// socket. Both ends non-blocking; (-1, -1) when no pipe could be made.
    static let wakePipe: (read: Int32, write: Int32) = {
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { return (-1, -1) }
        for fd in fds {
            _ = fcntl(fd, F_SETFL, fcntl(fd, F_GETFL) | O_NONBLOCK)
            _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
        }
        return (fds[0], fds[1])
    }()

    /// Writes a byte to ``wakePipe`` (a full pipe already wakes the loop: the write may fail).
    private static func pokeWakePipe() {
        var byte: UInt8 = 1
        _ = write(wakePipe.write, &byte, 1)
    }

    /// Empties ``wakePipe`` after it woke a loop.
    static func drainWakePipe() {
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: 64) { bytes in
            while read(wakePipe.read, bytes.baseAddress, bytes.count) > 0 {}
        }
    }

    /// Asks a loop reading SDL's queue to quit, from any thread (a quit signal's thread), as a
    /// closed window does; nothing before ``initialize(_:)``.
    public static func postQuit() {
        guard wakeEventType != 0 else { return }
        var event = SDL_Event()
        event.type = SDL_QUIT.rawValue
        _ = SDL_PushEvent(&event)
        pokeWakePipe()
    }

    /// The mode SDL was initialised with, or nil before ``initialize(_:)``.
    public static var mode: VideoMode? { withLock { initialisedMode } }

    /// Initialises only SDL_ttf (text measuring needs no video); safe to call repeatedly.
    static func ensureTTF() {
        withLock { if TTF_WasInit() == 0 { _ = TTF_Init() } }
    }
}
