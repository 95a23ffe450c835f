import UICore

/// One line of a replay script (INTERFACES.md `cookbook replay`).
public enum ReplayCommand: Equatable, Sendable {
    case screen(String)
    case key(Key, KeyModifiers)
    case type(String)
    case pad(PadButton)
    case stick(Double, Double)
    case wheel(Double)
    case mouse(Double, Double)
    case click(Double, Double)
    case wait(milliseconds: Double)
    case shot(String)
    case focus(String)
    case expectFocus(String)
    case expectScreen(String)
}
