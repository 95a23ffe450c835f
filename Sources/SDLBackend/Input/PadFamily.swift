import CSDL2

/// The family of the connected gamepad, for button-hint glyphs (DESIGN.md "Button hints").
public enum PadFamily: String, Sendable, CaseIterable {
    /// Xbox pads: A/B/X/Y.
    case xbox
    /// PlayStation pads: ✕ ○ □ △.
    case playstation
    /// Nintendo pads: B/A/Y/X by label (positions swapped).
    case nintendo
    /// Anything else (virtual pads, generic controllers): shown with Xbox-style labels.
    case other

    /// The family of an `SDL_GameControllerType`.
    init(_ type: SDL_GameControllerType) {
        switch type {
        case SDL_CONTROLLER_TYPE_XBOX360, SDL_CONTROLLER_TYPE_XBOXONE: self = .xbox
        case SDL_CONTROLLER_TYPE_PS3, SDL_CONTROLLER_TYPE_PS4, SDL_CONTROLLER_TYPE_PS5: self = .playstation
        case SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_PRO, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_LEFT,
             SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_RIGHT, SDL_CONTROLLER_TYPE_NINTENDO_SWITCH_JOYCON_PAIR:
            self = .nintendo
        default: self = .other
        }
    }
}
