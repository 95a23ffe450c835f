import CSDL2
import UICore

/// The mapping between SDL key codes / modifier bits and UICore's ``Key`` / ``KeyModifiers``,
/// used both ways: translating real events and synthesising injected ones.
enum KeyMap {
    /// An SDL key-code constant as the `Int32` that `keysym.sym` holds.
    @inline(__always) static func code(_ k: SDL_KeyCode) -> Int32 { Int32(truncatingIfNeeded: k.rawValue) }

    /// Non-printing keys and their SDL key codes.
    static let named: [(Key, Int32)] = [
        (.upArrow, code(SDLK_UP)), (.downArrow, code(SDLK_DOWN)), (.leftArrow, code(SDLK_LEFT)),
        (.rightArrow, code(SDLK_RIGHT)), (.tab, code(SDLK_TAB)), (.return, code(SDLK_RETURN)),
        (.space, code(SDLK_SPACE)), (.escape, code(SDLK_ESCAPE)), (.delete, code(SDLK_BACKSPACE)),
        (.deleteForward, code(SDLK_DELETE)), (.home, code(SDLK_HOME)), (.end, code(SDLK_END)),
        (.pageUp, code(SDLK_PAGEUP)), (.pageDown, code(SDLK_PAGEDOWN)),
        // The remote's buttons SDL 2 names (X: XF86Back, XF86HomePage, Menu, XF86AudioPlay …;
        // measured with xdotool under Xvfb, SDL 2.26).
        (.back, code(SDLK_AC_BACK)), (.homeButton, code(SDLK_AC_HOME)), (.menu, code(SDLK_APPLICATION)),
        (.select, code(SDLK_SELECT)), (.playPause, code(SDLK_AUDIOPLAY)), (.stop, code(SDLK_AUDIOSTOP)),
        (.rewind, code(SDLK_AUDIOREWIND)), (.fastForward, code(SDLK_AUDIOFASTFORWARD)),
        (.nextTrack, code(SDLK_AUDIONEXT)), (.previousTrack, code(SDLK_AUDIOPREV)), (.search, code(SDLK_AC_SEARCH)),
        // Keys SDL 2 has no code for: it drops them (X delivers XF86Info, XF86Red … but SDL 2.26
        // sends no event). The live window reads them from X itself (``X11Keys``), which queues
        // them with these codes, as replays push them: both paths meet in ``key(forKeycode:)``.
        (.channelUp, privateCode(0)), (.channelDown, privateCode(1)), (.info, privateCode(2)),
        (.red, privateCode(3)), (.green, privateCode(4)), (.yellow, privateCode(5)), (.blue, privateCode(6)),
    ]

    /// A key code for a key SDL 2 does not name: the scancode mask with a scancode SDL 2 never
    /// assigns (480 and up; its last is 290), the codes ``X11Keys`` gives them.
    static func privateCode(_ n: Int32) -> Int32 { X11Keys.privateCodeBase + n }

    /// Keys SDL 2 does not name but calls by another code: the keyboard's other Menu key
    /// (XF86MenuKB), the keypad's Enter.
    static let aliases: [(Key, Int32)] = [(.menu, code(SDLK_MENU)), (.return, code(SDLK_KP_ENTER))]

    /// The key for an SDL key code, or nil for keys the app does not use (F-keys, modifiers…).
    static func key(forKeycode sym: Int32) -> Key? {
        if let hit = named.first(where: { $0.1 == sym }) { return hit.0 }
        if let hit = aliases.first(where: { $0.1 == sym }) { return hit.0 }
        // Printable ASCII: SDL key codes of printable keys are their (unshifted) characters.
        if sym >= 33 && sym <= 126, let scalar = Unicode.Scalar(UInt32(sym)) {
            return .character(Character(String(scalar).lowercased()))
        }
        return nil
    }

    /// The SDL key code for a key (0 for characters SDL has no key for).
    static func keycode(for key: Key) -> Int32 {
        if let hit = named.first(where: { $0.0 == key }) { return hit.1 }
        if case .character(let c) = key, let s = String(c).lowercased().unicodeScalars.first,
           String(c).unicodeScalars.count == 1, s.value < 0x110000 {
            return Int32(s.value)
        }
        return 0
    }

    /// Modifiers held according to SDL's modifier bits (Alt is ⌥ option, GUI/Super is ⌘ command).
    static func modifiers(_ mod: UInt16) -> KeyModifiers {
        let m = UInt32(mod)
        var out: KeyModifiers = []
        if m & KMOD_SHIFT.rawValue != 0 { out.insert(.shift) }
        if m & KMOD_CTRL.rawValue != 0 { out.insert(.control) }
        if m & KMOD_ALT.rawValue != 0 { out.insert(.option) }
        if m & KMOD_GUI.rawValue != 0 { out.insert(.command) }
        return out
    }

    /// SDL modifier bits for UICore modifiers (the left-hand keys).
    static func sdlModifiers(_ m: KeyModifiers) -> UInt16 {
        var bits: UInt32 = 0
        if m.contains(.shift) { bits |= KMOD_LSHIFT.rawValue }
        if m.contains(.control) { bits |= KMOD_LCTRL.rawValue }
        if m.contains(.option) { bits |= KMOD_LALT.rawValue }
        if m.contains(.command) { bits |= KMOD_LGUI.rawValue }
        return UInt16(truncatingIfNeeded: bits)
    }

    /// The characters a key types with modifiers (shift upper-cases letters), as `KeyPress` wants.
    static func characters(for key: Key, modifiers: KeyModifiers) -> String {
        switch key {
        case .character(let c): return modifiers.contains(.shift) ? String(c).uppercased() : String(c)
        case .space: return " "
        case .tab: return "\t"
        case .return: return "\r"
        default: return ""
        }
    }
}
