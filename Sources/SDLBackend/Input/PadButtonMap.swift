import CSDL2
import UICore

/// The mapping between UICore's ``PadButton`` and SDL's game-controller buttons.
enum PadButtonMap {
    /// Every mapped pair (SDL names buttons by position, as PadButton does).
    static let pairs: [(PadButton, SDL_GameControllerButton)] = [
        (.a, SDL_CONTROLLER_BUTTON_A), (.b, SDL_CONTROLLER_BUTTON_B), (.x, SDL_CONTROLLER_BUTTON_X),
        (.y, SDL_CONTROLLER_BUTTON_Y), (.back, SDL_CONTROLLER_BUTTON_BACK), (.guide, SDL_CONTROLLER_BUTTON_GUIDE),
        (.start, SDL_CONTROLLER_BUTTON_START), (.leftShoulder, SDL_CONTROLLER_BUTTON_LEFTSHOULDER),
        (.rightShoulder, SDL_CONTROLLER_BUTTON_RIGHTSHOULDER), (.dpadUp, SDL_CONTROLLER_BUTTON_DPAD_UP),
        (.dpadDown, SDL_CONTROLLER_BUTTON_DPAD_DOWN), (.dpadLeft, SDL_CONTROLLER_BUTTON_DPAD_LEFT),
        (.dpadRight, SDL_CONTROLLER_BUTTON_DPAD_RIGHT),
    ]

    /// The PadButton for an SDL button index (`cbutton.button`), or nil for unmapped ones (stick clicks, paddles).
    static func button(_ raw: UInt8) -> PadButton? {
        pairs.first(where: { $0.1.rawValue == Int32(raw) })?.0
    }

    /// The SDL button for a PadButton.
    static func sdlButton(_ b: PadButton) -> SDL_GameControllerButton {
        pairs.first(where: { $0.0 == b })!.1
    }
}
