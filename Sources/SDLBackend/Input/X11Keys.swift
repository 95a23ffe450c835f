import CSDL2
import CX11Keys
import UICore

/// The remote's keys that SDL 2 drops, read from X itself: SDL 2.26 sends no event for
/// `XF86Info`, `XF86Red`/`Green`/`Yellow`/`Blue`, `XF86ChannelUp`/`Down` or `Select` (measured
/// with xdotool under Xvfb), though X delivers them to the window. With window-manager events
/// on, each X key event also arrives as an `SDL_SYSWMEVENT`; this reads the key symbol of those
/// it knows and tracks which are held, so a second press without a release is a repeat (SDL
/// turns X's auto-repeat into presses only).
struct X11Keys {
    /// X key symbols (X11/XF86keysym.h, X11/keysymdef.h) of the keys SDL 2 drops.
    static let keysyms: [UInt: Key] = [
        0x1008_1192: .channelUp,  // XF86XK_ChannelUp (_EVDEVK(KEY_CHANNELUP))
        0x1008_1193: .channelDown, // XF86XK_ChannelDown
        0x1008_1166: .info,        // XF86XK_Info (_EVDEVK(KEY_INFO))
        0x1008_FFA3: .red, 0x1008_FFA4: .green, 0x1008_FFA5: .yellow, 0x1008_FFA6: .blue, // XF86XK_Red …
        0x1008_FFA0: .select,      // XF86XK_Select (remotes and joypads)
        0xFF60: .select,           // XK_Select
    ]

    /// Keys down now (a press of one of them again is a repeat).
    private var held: Set<UInt> = []

    /// Asks SDL for window-manager events (it drops them by default). Call once SDL's video is up.
    static func enable() { cookbook_enable_syswm_events() }

    /// The key press an `SDL_SYSWMEVENT` carries, when it is an X key event of a key SDL drops.
    mutating func press(from event: SDL_Event) -> KeyPress? {
        var sym: UInt = 0
        var pressed: Int32 = 0
        var e = event
        guard cookbook_x11_key_event(&e, &sym, &pressed) != 0, let key = Self.keysyms[sym] else { return nil }
        let phase: KeyPress.Phases
        if pressed != 0 {
            phase = held.contains(sym) ? .repeat : .down
            held.insert(sym)
        } else {
            held.remove(sym)
            phase = .up
        }
        return KeyPress(key: key, modifiers: [], phase: phase)
    }
}
