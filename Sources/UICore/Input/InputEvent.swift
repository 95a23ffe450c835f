/// A platform-free input event; the SDL backend turns SDL events into these.
public enum InputEvent: Sendable, Equatable {
    /// A key going down, repeating or up.
    case key(KeyPress)
    /// Committed text input (UTF-8), for text fields and type-select.
    case text(String)
    /// Text an input method is composing and has not committed (Korean jamo becoming a
    /// syllable, kana before conversion to kanji): shown in the focused field, underlined, until
    /// the committed `.text` replaces it; empty when the composition ends.
    case composition(String)
    /// A gamepad button (the TV remote) pressed or released.
    case pad(PadButton, pressed: Bool)
    /// The left stick / remote touch surface position, each axis −1…1.
    case stick(x: Double, y: Double)
    /// Mouse wheel notches (the Digital Crown): +y away from the user.
    case wheel(dx: Double, dy: Double)
    /// The pointer moved to a window point.
    case pointerMoved(Point)
    /// A mouse button went down or up at a window point (`clicks` counts double clicks).
    case pointerButton(Point, pressed: Bool, clicks: Int)
    /// The window's size in points changed.
    case resized(Size)
    /// The window's pixels were lost (uncovered, restored) and must be drawn again.
    case exposed
    /// The user asked to close the window.
    case quit
    /// A game controller was plugged in: its `name` as it reports itself and its `family`
    /// (`xbox`, `playstation`, `nintendo` or `other`).
    case controllerConnected(name: String, family: PadFamily)
    /// A game controller was unplugged (also in the middle of a hold).
    case controllerDisconnected(name: String, family: PadFamily)
    /// Buttons and the stick now come from a different controller, of `family`; sent just before
    /// that controller's first press or stick move (the last used pad wins).
    case controllerActive(family: PadFamily)
    /// The window lost keyboard focus: releases of keys and buttons held now may never arrive.
    case focusLost
    /// Not input: work finished on another thread (a commit, a store opened again) or on the
    /// main actor (an awaited load came back) and waits for the app, which was asleep. The
    /// backend posts it so the loop wakes at once; the host adds it after running main-actor jobs.
    case wake
}
