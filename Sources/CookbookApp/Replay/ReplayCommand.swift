import UICore

/// One line of a replay script (docs/interfaces.md `cookbook replay`).
public enum ReplayCommand: Equatable, Sendable {
    case screen(String)
    case key(Key, KeyModifiers)
    case type(String)
    /// `compose TEXT`: an input method's uncommitted text (`compose` alone ends it); `type`
    /// then commits, as the input method does.
    case compose(String)
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
    /// `expect speak TEXT`: spoken feedback said exactly TEXT since the last `expect speak` (or the start).
    case expectSpeak(String)
    /// `press key right` / `press pad dpad-down`: hold a key or button down (until `release`).
    case press(ReplayInput)
    /// `release key right` / `release pad dpad-down`: let a held key or button go.
    case release(ReplayInput)
    /// `pad connect FAMILY`: plug in a virtual pad of a family (xbox, playstation, nintendo).
    case padConnect(String)
    /// `pad disconnect`: unplug the pad plugged in last.
    case padDisconnect
    /// `mark NAME`: a `mark` event in the trace.
    case mark(String)
}

/// A key (with modifiers) or pad button that `press` and `release` lines hold.
public enum ReplayInput: Equatable, Sendable {
    case key(Key, KeyModifiers)
    case pad(PadButton)
}
