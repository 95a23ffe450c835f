import CX11Keys

/// The remote's keys that SDL 2 drops, read from X itself: SDL 2.26 sends no event for
/// `XF86Info`, `XF86Red`/`Green`/`Yellow`/`Blue`, `XF86ChannelUp`/`Down` or `Select` (measured
/// with xdotool under Xvfb), though X delivers them to the window. With X's events on, an SDL
/// event filter (C, `CX11Keys`) turns each of their key events into an ordinary key event with a
/// code of its own (``KeyMap``'s private codes), in order, as SDL queues it: the live window
/// then reads them exactly as replays push them.
enum X11Keys {
    /// Turns the translation on (once SDL's video is up, under SDL's lock).
    static func enable() { cookbook_enable_x11_remote_keys() }

    /// The first private key code (Channel up; then Channel down, Info, red, green, yellow, blue).
    static let privateCodeBase = Int32(COOKBOOK_PRIVATE_KEYCODE_BASE)
}
