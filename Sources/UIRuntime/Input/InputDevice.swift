import UICore

/// The device the user last used, which the on-screen button hints follow: they switch on the
/// first input from another device.
public enum InputDevice: Equatable, Sendable {
    /// Keys or typed text.
    case keyboard
    /// A click or the wheel (pointer moves alone do not count: a window opening under a resting
    /// pointer reports one).
    case mouse
    /// A game controller of `family`.
    case pad(family: PadFamily)

    /// The family the trace's `hints` event names (docs/interfaces.md): `xbox`, `playstation`,
    /// `nintendo` or `keyboard`. The mouse belongs to the keyboard's desktop hints; pads of other
    /// families show Xbox labels (SDL names every pad's buttons by the Xbox layout).
    public var hintsFamily: HintsFamily {
        switch self {
        case .keyboard, .mouse: .keyboard
        case .pad(.playstation): .playstation
        case .pad(.nintendo): .nintendo
        case .pad(.xbox), .pad(.other): .xbox
        }
    }
}
