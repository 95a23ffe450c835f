import CSDL2
import UICore

/// A software game controller (SDL's virtual joystick) that replay and tests press like a real pad.
///
/// Attached with `SDL_JoystickAttachVirtualEx` as a game controller with every standard axis
/// and button, so SDL maps it automatically; presses arrive as `SDL_CONTROLLERBUTTONDOWN/UP`
/// and stick moves as `SDL_CONTROLLERAXISMOTION`, read by ``SDLEventSource`` like a real pad.
/// The D-pad is driven through buttons (a virtual hat only yields raw joystick events).
public final class VirtualGamepad: @unchecked Sendable {
    /// The name the pad reports when no family is asked for.
    public static let name = "FocusCookbook Virtual Gamepad"

    /// How a pad of each family introduces itself: the USB vendor and product ids of a real pad
    /// of that family (from the USB ID repository, usb.ids: Microsoft 045e:02ea "Xbox One S
    /// Controller", Sony 054c:0ce6 "DualSense wireless controller", Nintendo 057e:2009 "Switch Pro
    /// Controller"), which SDL turns into the controller type, and the name it reports.
    public static func identity(of family: PadFamily) -> (vendor: UInt16, product: UInt16, name: String) {
        switch family {
        case .xbox: (0x045E, 0x02EA, "Xbox Wireless Controller")
        case .playstation: (0x054C, 0x0CE6, "DualSense Wireless Controller")
        case .nintendo: (0x057E, 0x2009, "Nintendo Switch Pro Controller")
        case .other: (0, 0, name)
        }
    }

    /// The family the pad was attached as.
    public let family: PadFamily
    private let deviceIndex: Int32
    private let controller: OpaquePointer
    private let joystick: OpaquePointer
    private var detached = false

    /// Attaches and opens a virtual pad introducing itself as a pad of `family` (vendor and
    /// product ids, name); its initial axis events are drained from the queue.
    public init(family: PadFamily = .other) throws {
        self.family = family
        let identity = Self.identity(of: family)
        (deviceIndex, controller, joystick) = try SDLSession.withLock {
            var desc = SDL_VirtualJoystickDesc()
            desc.version = UInt16(SDL_VIRTUAL_JOYSTICK_DESC_VERSION)
            desc.type = UInt16(SDL_JOYSTICK_TYPE_GAMECONTROLLER.rawValue)
            desc.naxes = UInt16(SDL_CONTROLLER_AXIS_MAX.rawValue)
            desc.nbuttons = UInt16(SDL_CONTROLLER_BUTTON_MAX.rawValue)
            desc.vendor_id = identity.vendor
            desc.product_id = identity.product
            let index = identity.name.withCString { cname -> Int32 in
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
