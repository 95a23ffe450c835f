import CSDL2
import UICore

/// A software game controller (SDL's virtual joystick) that replay and tests press like a real pad.
///
/// Attached with `SDL_JoystickAttachVirtualEx` as a game controller with every standard axis
/// and button, so SDL maps it automatically; presses arrive as `SDL_CONTROLLERBUTTONDOWN/UP`
/// and stick moves as `SDL_CONTROLLERAXISMOTION`, read by ``SDLEventSource`` like a real pad.
/// The D-pad is driven through buttons (a virtual hat only yields raw joystick events).
public final class VirtualGamepad: @unchecked Sendable {
    /// The name the pad reports.
    public static let name = "FocusCookbook Virtual Gamepad"

    private let deviceIndex: Int32
    private let controller: OpaquePointer
    private let joystick: OpaquePointer
    private var detached = false

    /// Attaches and opens a virtual pad; its initial axis events are drained from the queue.
    public init() throws {
        (deviceIndex, controller, joystick) = try SDLSession.withLock {
            var desc = SDL_VirtualJoystickDesc()
            desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
            desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
            desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
            desc.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
            let index = Self.name.withCString { cname -> Int32 in
                desc.name = cname
                return SDL_JoystickAttachVirtualEx(&desc)
            }
            guard index >= 0 else { throw SDLError.sdl("SDL_JoystickAttachVirtualEx failed") }
            guard let c = SDL_GameControllerOpen(index), let j = SDL_GameControllerGetJoystick(c) else {
                SDL_JoystickDetachVirtual(index)
                throw SDLError.sdl("opening the virtual gamepad as a game controller failed")
            }
            // Opening queues one axis event per axis and device (SDL_NOTES.md: 12 of them).
            SDL_PumpEvents()
            SDL_FlushEvent(SDL_CONTROLLERAXISMOTION.rawValue)
            SDL_FlushEvent(SDL_JOYAXISMOTION.rawValue)
            return (index, c, j)
        }
    }

    deinit { detach() }

    /// The SDL instance id of the pad's joystick.
    public var instanceID: Int32 { SDLSession.withLock { SDL_JoystickInstanceID(joystick) } }

    /// Presses a button and pumps, queueing `SDL_CONTROLLERBUTTONDOWN`.
    public func press(_ button: PadButton) { set(button, 1) }

    /// Releases a button and pumps, queueing `SDL_CONTROLLERBUTTONUP`.
    public func release(_ button: PadButton) { set(button, 0) }

    /// Presses and releases a button (two pumps, so both transitions are seen).
    public func tap(_ button: PadButton) { press(button); release(button) }

    /// Moves the left stick to (x, y), each −1…1 (y positive = down); 0, 0 releases it.
    public func setStick(x: Double, y: Double) {
        SDLSession.withLock {
            guard !detached else { return }
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTX.rawValue, Self.axisValue(x))
            SDL_JoystickSetVirtualAxis(joystick, SDL_CONTROLLER_AXIS_LEFTY.rawValue, Self.axisValue(y))
            SDL_PumpEvents()
        }
    }

    /// Detaches the pad (also done on deinit); later calls do nothing.
    public func detach() {
        SDLSession.withLock {
            guard !detached else { return }
            detached = true
            let index = deviceIndexNow()   // before closing: the handle may be freed by the close
            SDL_GameControllerClose(controller)
            SDL_JoystickDetachVirtual(index)
        }
    }

    private func set(_ button: PadButton, _ value: UInt8) {
        SDLSession.withLock {
            guard !detached else { return }
            SDL_JoystickSetVirtualButton(joystick, PadButtonMap.sdlButton(button).rawValue, value)
            SDL_PumpEvents()
        }
    }

    /// The pad's current device index (indices shift when other devices come and go).
    private func deviceIndexNow() -> Int32 {
        let id = SDL_JoystickInstanceID(joystick)
        for i in 0..<SDL_NumJoysticks() where SDL_JoystickGetDeviceInstanceID(i) == id { return i }
        return deviceIndex
    }

    /// A −1…1 value as a 16-bit axis value.
    static func axisValue(_ v: Double) -> Int16 {
        Int16((Swift.max(-1, Swift.min(1, v)) * 32767).rounded())
    }
}
