import CSDL2
import CX11Keys
import Foundation
import UICore

/// Turns SDL's event queue into UICore `InputEvent`s: one path for the live window and for
/// headless replay (whose script lines are pushed as real SDL events by ``SDLEventInjector``).
///
/// Keyboard: arrows, tab, return, space, escape, backspace, delete, home/end, page up/down, the
/// TV remote's buttons (Back, Home, Menu, OK/Select, the media keys, Search; Info, the colour keys
/// and Channel up/down through `X11Keys`) and printable keys (as `Key.character`, lower-case, with
/// modifiers; repeats → `.repeat`, releases
/// → `.up`). Text input → `.text`. Game controllers are opened as they connect
/// (`.controllerConnected`, and `.controllerDisconnected` when unplugged); buttons → `.pad`,
/// the left stick → `.stick` (y positive = down, as SDL reports it); the first press or stick
/// push from a controller other than the last used one is preceded by `.controllerActive`.
/// The window losing keyboard focus → `.focusLost`. Wheel → `.wheel` (flipped
/// wheels are un-flipped). Mouse positions are divided by ``pointScale`` (window coordinates per
/// point) so pointer events arrive in points. Window resizes → `.resized` in window coordinates.
///
/// Requires ``SDLSession/initialize(_:)``. Not thread-safe: poll from one thread (inside
/// ``SDLSession/withLock(_:)`` when sharing the process).
public final class SDLEventSource: @unchecked Sendable {
    /// Stick values inside this radius read as zero: 0.125 is the Unity Input System's default
    /// `defaultDeadzoneMin`. Values outside are passed through unscaled, so a scripted
    /// `stick 0.30 0.00` arrives as exactly 0.3.
    public static let stickDeadzone = 0.125
    /// Stick values are rounded to this step, so a 16-bit axis round-trips a scripted value exactly.
    static let stickQuantum = 1000.0

    /// Window coordinates per point (the app's canvas scale; mouse events are divided by it).
    public var pointScale: Double = 1

    /// An open controller: its handle and how it introduced itself.
    private struct Controller {
        var handle: OpaquePointer
        var name: String
        var family: PadFamily
    }

    private var controllers: [SDL_JoystickID: Controller] = [:]
    private var lastUsedController: SDL_JoystickID?
    private var rawStick: (x: Int16, y: Int16) = (0, 0)
    private var stick: (x: Double, y: Double) = (0, 0)
    /// F11 went down since ``takeFullscreenRequest()`` was last asked (the window toggles full screen).
    private var fullscreenRequested = false
    /// Events taken from SDL's queue by ``wait(timeout:)``, delivered first by the next poll.
    private var waiting: [InputEvent] = []

    /// A source reading SDL's (process-wide) event queue; asks SDL for X's key events too (the
    /// remote's Info, colour and Channel keys, which SDL 2 drops: `X11Keys`).
    public init(pointScale: Double = 1) { self.pointScale = pointScale }

    /// When polls pump SDL's sources (``EventPumpPolicy``).
    private var pumps = EventPumpPolicy()

    /// Seconds on the monotonic clock.
    private static func monotonicSeconds() -> Double {
        var ts = timespec()
        clock_gettime(CLOCK_MONOTONIC, &ts)
        return Double(ts.tv_sec) + Double(ts.tv_nsec) / 1e9
    }

    /// Whether X's key events were asked for (once SDL is up: the first poll or wait).
    private var asksForX11Keys = false

    /// Asks for X's key events the first time (under SDL's lock).
    private func askForX11Keys() {
        guard !asksForX11Keys else { return }
        asksForX11Keys = true
        X11Keys.enable()
    }

    deinit {
        // Under SDL's lock, as every other SDL call: the source may be released on any thread.
        SDLSession.withLock {
            for c in controllers.values { SDL_GameControllerClose(c.handle) }
        }
    }

    /// Drains SDL's queue and returns the translated events in order (stick moves within one
    /// poll are merged into one `.stick`).
    public func poll() -> [InputEvent] {
        SDLSession.withLock {
            askForX11Keys()
            var out = waiting
            waiting.removeAll()
            // One pump, then what it queued (each SDL_PollEvent would pump again); none right
            // after a wait that showed X had nothing (``EventPumpPolicy``).
            if pumps.shouldPump(at: Self.monotonicSeconds(), textInput: SDL_IsTextInputActive() == SDL_TRUE) { SDL_PumpEvents() }
            var event = SDL_Event()
            while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
                translate(event, into: &out)
            }
            return out
        }
    }

    /// Sleeps until an event arrives in SDL's queue or `timeout` seconds have passed (the idle
    /// live window's sleep); returns whether one arrived. The event waits for the next ``poll()``.
    ///
    /// On X11 (``connectionWindow`` set) it sleeps in one `ppoll` on the display's socket, the
    /// wake pipe and the joysticks' device files, to the nanosecond, and pumps SDL's sources only
    /// when something came. Elsewhere it sleeps in `SDL_WaitEventTimeout`, which waits in whole
    /// milliseconds, so a frame 16.67 ms away would wake up to a millisecond late and an
    /// animation would miss the display's rate: the whole milliseconds but one are slept in
    /// SDL, and the last stretch (under `fineWait`) in short sleeps that check the queue, so the
    /// host wakes within a tenth of a millisecond of its due time.
    public func wait(timeout: Double) -> Bool {
        // An hour bounds the conversion for absurd timeouts.
        let timeout = Swift.min(Swift.max(0, timeout), 3600)
        if let arrived = waitOnConnection(timeout: timeout) { return arrived }
        if timeout > Self.fineWait {
            let ms = Int32(((timeout - Self.fineWait) * 1000).rounded(.down))
            let arrived: Bool = SDLSession.withLock {
                askForX11Keys()
                var event = SDL_Event()
                guard SDL_WaitEventTimeout(&event, ms) != 0 else { return false }
                translate(event, into: &waiting)
                return true
            }
            // The host asks again for what is left (now under `fineWait`) when nothing arrived.
            return arrived
        }
        let end = Date().addingTimeInterval(timeout)
        while true {
            let arrived: Bool = SDLSession.withLock {
                var event = SDL_Event()
                guard SDL_PollEvent(&event) != 0 else { return false }
                translate(event, into: &waiting)
                return true
            }
            let left = end.timeIntervalSinceNow
            if arrived || left <= 0 { return arrived }
            usleep(UInt32(Swift.min(left, Self.fineStep) * 1_000_000))
        }
    }

    /// The window whose X connection ``wait(timeout:)`` sleeps on (nil: it waits through SDL).
    /// Set by the window that owns the source.
    public var connectionWindow: OpaquePointer?

    /// Waits on the X connection, the wake pipe and the joysticks' device files in one `ppoll`
    /// (`cookbook_x11_wait`), to the nanosecond, and pumps SDL's sources only when one of them
    /// has something: SDL's own wait pumps every source twice before it sleeps, and pumps every
    /// millisecond while a joystick is open. Nil when that cannot be done here (no X11 window,
    /// a joystick without a device file of its own, such as a virtual one): then SDL waits.
    private func waitOnConnection(timeout: Double) -> Bool? {
        guard let window = connectionWindow else { return nil }
        return SDLSession.withLock { () -> Bool? in
            askForX11Keys()
            var event = SDL_Event()
            // Already queued: pushed from another thread, or left by the last pump.
            if SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
                translate(event, into: &waiting)
                return true
            }
            guard let devices = joystickDescriptors() else { return nil }
            let wake = SDLSession.wakePipe.read
            let watched = (wake >= 0 ? [wake] : []) + devices
            let status = watched.withUnsafeBufferPointer {
                cookbook_x11_wait(window, $0.baseAddress, Int32($0.count), Int64((timeout * 1e9).rounded()))
            }
            guard status >= 0 else { return nil }
            // Ran out its time with nothing queued or readable: the next poll need not pump.
            pumps.waited(quietly: status == 0)
            guard status > 0 else { return false }
            SDLSession.drainWakePipe()
            SDL_PumpEvents()
            var arrived = false
            while SDL_PeepEvents(&event, 1, SDL_GETEVENT, SDL_FIRSTEVENT.rawValue, SDL_LASTEVENT.rawValue) > 0 {
                translate(event, into: &waiting)
                arrived = true
            }
            // A device file that wakes the wait but gives SDL nothing to report, again and again,
            // would spin the loop: its joysticks are then left to SDL's own wait.
            let byDevice = status >= 2 && watched[Int(status) - 2] != wake
            fruitlessDeviceWakes = byDevice && !arrived ? fruitlessDeviceWakes + 1 : 0
            return arrived
        }
    }

    /// The joysticks counted when ``joystickFiles`` was last read.
    private var joysticksSeen: Int32 = 0
    /// Waits in a row a joystick's device file ended without an event.
    private var fruitlessDeviceWakes = 0
    /// How many such waits in a row make the files unfit to sleep on: now and then a report SDL
    /// reads and drops (a lone sync) ends a wait without an event; fifty in a row is a file SDL
    /// does not read, which would wake every wait at once.
    static let fruitlessWakeLimit = 50
    /// The descriptors of the input device files this process holds open (`/dev/input/…`,
    /// `/dev/hidraw…`): the joysticks SDL opened.
    private var joystickFiles: [Int32] = []

    /// The device files of the open joysticks, read again when their number changes; nil when a
    /// joystick has none (a virtual one, fed by calls, not a file). Call under SDL's lock.
    private func joystickDescriptors() -> [Int32]? {
        let count = SDL_NumJoysticks()
        guard count > 0 else { joysticksSeen = 0; joystickFiles = []; return [] }
        if count != joysticksSeen {
            joysticksSeen = count
            joystickFiles = Self.inputDeviceDescriptors()
            fruitlessDeviceWakes = 0
        }
        guard fruitlessDeviceWakes < Self.fruitlessWakeLimit else { return nil }
        // One file a joystick at least (SDL may hold more: a pad's motion sensors).
        return joystickFiles.count >= Int(count) && joystickFiles.count <= 50 ? joystickFiles : nil
    }

    /// The descriptors of this process's open `/dev/input/…` and `/dev/hidraw…` files.
    static func inputDeviceDescriptors() -> [Int32] {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") else { return [] }
        return names.compactMap { name -> Int32? in
            guard let fd = Int32(name),
                  let target = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/fd/\(name)"),
                  target.hasPrefix("/dev/input/") || target.hasPrefix("/dev/hidraw") else { return nil }
            return fd
        }.sorted()
    }

    /// The last stretch of a wait spent in short sleeps instead of SDL's millisecond wait (s).
    public static let fineWait = 0.002
    /// One short sleep of that stretch (s): the whole stretch, so the queue is checked once
    /// after it. Each check pumps SDL's events (an X11 read, the game controllers polled): at a
    /// tenth of a millisecond, twenty checks a frame cost more CPU than the frame (`make bench`'s
    /// CPU-per-frame rows); a sleep of under 2 ms still wakes within about 0.1 ms of its time.
    public static let fineStep = 0.002

    /// The family of the most recently used (or connected) game controller, nil without one.
    public var padFamily: PadFamily? {
        SDLSession.withLock {
            (lastUsedController.flatMap { controllers[$0] } ?? controllers.values.first)?.family
        }
    }

    /// Whether F11 went down since the last call (and forgets it): the live window then toggles
    /// full screen.
    public func takeFullscreenRequest() -> Bool {
        SDLSession.withLock {
            defer { fullscreenRequested = false }
            return fullscreenRequested
        }
    }

    /// How many game controllers are open.
    public var connectedControllers: Int { SDLSession.withLock { controllers.count } }

    /// Starts delivering `.text` events (SDL's default once video is initialised).
    public func startTextInput() { SDLSession.withLock { SDL_StartTextInput() } }

    /// Stops delivering `.text` events; SDL then drops text input, pushed or typed.
    public func stopTextInput() { SDLSession.withLock { SDL_StopTextInput() } }

    /// Whether `.text` events are being delivered.
    public var isTextInputActive: Bool { SDLSession.withLock { SDL_IsTextInputActive() == SDL_TRUE } }

    // MARK: - Translation

    /// Appends the InputEvents for one SDL event.
    func translate(_ e: SDL_Event, into out: inout [InputEvent]) {
        switch e.type {
        case SDL_QUIT.rawValue:
            out.append(.quit)
        case SDL_KEYDOWN.rawValue where e.key.keysym.sym == KeyMap.code(SDLK_F11):
            // F11 is the window's (full screen), not the app's: no InputEvent.
            if e.key.repeat == 0 { fullscreenRequested = true }
        case SDL_KEYDOWN.rawValue, SDL_KEYUP.rawValue:
            guard let key = KeyMap.key(forKeycode: e.key.keysym.sym) else { return }
            let mods = KeyMap.modifiers(e.key.keysym.mod)
            let phase: KeyPress.Phases = e.type == SDL_KEYUP.rawValue ? .up : (e.key.repeat != 0 ? .repeat : .down)
            out.append(.key(KeyPress(key: key, characters: KeyMap.characters(for: key, modifiers: mods), modifiers: mods, phase: phase)))
        case SDL_TEXTEDITING.rawValue:
            // An input method's composition (SDL_SetTextInputRect places its candidates).
            let text = withUnsafeBytes(of: e.edit.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            out.append(.composition(text))
        case SDL_TEXTINPUT.rawValue:
            let text = withUnsafeBytes(of: e.text.text) { raw in
                String(decoding: raw.prefix(while: { $0 != 0 }), as: UTF8.self)
            }
            if !text.isEmpty { out.append(.text(text)) }
        case SDL_CONTROLLERDEVICEADDED.rawValue:
            if let c = open(deviceIndex: e.cdevice.which) {
                out.append(.controllerConnected(name: c.name, family: c.family))
            }
        case SDL_CONTROLLERDEVICEREMOVED.rawValue:
            guard let c = controllers.removeValue(forKey: e.cdevice.which) else { return }
            SDL_GameControllerClose(c.handle)
            if lastUsedController == e.cdevice.which { lastUsedController = nil }
            out.append(.controllerDisconnected(name: c.name, family: c.family))
        case SDL_CONTROLLERBUTTONDOWN.rawValue, SDL_CONTROLLERBUTTONUP.rawValue:
            guard let button = PadButtonMap.button(e.cbutton.button) else { return }
            let pressed = e.type == SDL_CONTROLLERBUTTONDOWN.rawValue
            if pressed { use(e.cbutton.which, into: &out) }
            out.append(.pad(button, pressed: pressed))
        case SDL_CONTROLLERAXISMOTION.rawValue:
            let axis = Int32(e.caxis.axis)
            if axis == SDL_CONTROLLER_AXIS_LEFTX.rawValue { rawStick.x = e.caxis.value }
            else if axis == SDL_CONTROLLER_AXIS_LEFTY.rawValue { rawStick.y = e.caxis.value }
            else { return }
            let now = (x: Self.normalise(rawStick.x), y: Self.normalise(rawStick.y))
            guard now != stick else { return }
            stick = now
            if now != (0, 0) { use(e.caxis.which, into: &out) }
            if case .stick = out.last { out.removeLast() }
            out.append(.stick(x: now.x, y: now.y))
        case SDL_MOUSEWHEEL.rawValue:
            var dx = Double(e.wheel.preciseX), dy = Double(e.wheel.preciseY)
            if dx == 0 && dy == 0 { dx = Double(e.wheel.x); dy = Double(e.wheel.y) }
            if e.wheel.direction == SDL_MOUSEWHEEL_FLIPPED.rawValue { dx = -dx; dy = -dy }
            if dx != 0 || dy != 0 { out.append(.wheel(dx: dx, dy: dy)) }
        case SDL_MOUSEMOTION.rawValue:
            out.append(.pointerMoved(point(e.motion.x, e.motion.y)))
        case SDL_MOUSEBUTTONDOWN.rawValue, SDL_MOUSEBUTTONUP.rawValue:
            guard e.button.button == UInt8(SDL_BUTTON_LEFT) else { return }
            out.append(.pointerButton(point(e.button.x, e.button.y), pressed: e.type == SDL_MOUSEBUTTONDOWN.rawValue,
                                      clicks: Int(e.button.clicks)))
        case SDL_WINDOWEVENT.rawValue:
            if e.window.event == UInt8(SDL_WINDOWEVENT_SIZE_CHANGED.rawValue) {
                out.append(.resized(Size(width: Double(e.window.data1), height: Double(e.window.data2))))
            } else if e.window.event == UInt8(SDL_WINDOWEVENT_EXPOSED.rawValue) {
                out.append(.exposed)
            } else if e.window.event == UInt8(SDL_WINDOWEVENT_FOCUS_LOST.rawValue) {
                out.append(.focusLost)
            }
        case let type where type == SDLSession.wakeEventType && type != 0:
            out.append(.wake)
        default:
            break
        }
    }

    /// Opens a newly connected controller once (the virtual gamepad may already have opened it);
    /// nil when it was open already or cannot be opened.
    private func open(deviceIndex: Int32) -> Controller? {
        guard SDL_IsGameController(deviceIndex) == SDL_TRUE else { return nil }
        let id = SDL_JoystickGetDeviceInstanceID(deviceIndex)
        guard controllers[id] == nil, let handle = SDL_GameControllerOpen(deviceIndex) else { return nil }
        let name = SDL_GameControllerName(handle).map { String(cString: $0) } ?? "Controller"
        let c = Controller(handle: handle, name: name, family: PadFamily(SDL_GameControllerGetType(handle)))
        controllers[id] = c
        return c
    }

    /// Notes that input came from controller `id`: when it is not the last used one, it becomes
    /// so and `.controllerActive` says which family the following events come from.
    private func use(_ id: SDL_JoystickID, into out: inout [InputEvent]) {
        guard lastUsedController != id else { return }
        lastUsedController = id
        if let c = controllers[id] { out.append(.controllerActive(family: c.family)) }
    }

    /// A mouse position in window coordinates as a point.
    private func point(_ x: Int32, _ y: Int32) -> Point {
        let s = pointScale > 0 ? pointScale : 1
        return Point(x: Double(x) / s, y: Double(y) / s)
    }

    /// A raw axis value as −1…1 with the deadzone applied and rounded to ``stickQuantum``.
    static func normalise(_ raw: Int16) -> Double {
        let v = Swift.max(-1, Double(raw) / 32767)
        guard abs(v) >= stickDeadzone else { return 0 }
        return (v * stickQuantum).rounded() / stickQuantum
    }
}
