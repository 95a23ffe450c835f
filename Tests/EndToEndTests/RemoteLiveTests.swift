import Foundation
import Testing

/// The app driven live with only the keys a TV remote sends (X's key names for Back,
/// Home, Menu, Play/Pause, Info, Channel, OK held), through a real X server and xdotool, read from
/// the live trace.
@Suite(.serialized, .enabled(if: LiveSession.toolsAvailable, "needs xvfb-run and xdotool (make setup)"))
struct RemoteLiveTests {
    /// Gives the remote's keysyms that the virtual server's keyboard lacks keycodes of their own,
    /// as a remote's keymap (LIRC, ir-keytable, a CEC daemon) does. Without it xdotool maps a
    /// spare keycode for each press and unmaps it after, and the app may read the key after the
    /// unmapping (X applies map changes as it reads them, ahead of the app's queue).
    static let mapRemoteKeys = """
        import ctypes, sys
        x = ctypes.cdll.LoadLibrary("libX11.so.6")
        x.XOpenDisplay.restype = ctypes.c_void_p
        x.XGetKeyboardMapping.restype = ctypes.POINTER(ctypes.c_ulong)
        d = ctypes.c_void_p(x.XOpenDisplay(None))
        if not d.value: sys.exit("cannot open the display")
        lo, hi, per = ctypes.c_int(), ctypes.c_int(), ctypes.c_int()
        x.XDisplayKeycodes(d, ctypes.byref(lo), ctypes.byref(hi))
        syms = x.XGetKeyboardMapping(d, ctypes.c_ubyte(lo.value), hi.value - lo.value + 1, ctypes.byref(per))
        free = [k for k in range(hi.value, lo.value - 1, -1)
                if all(syms[(k - lo.value) * per.value + i] == 0 for i in range(per.value))]
        for keycode, keysym in zip(free, [int(a, 0) for a in sys.argv[1:]]):
            x.XChangeKeyboardMapping(d, keycode, 1, (ctypes.c_ulong * 1)(keysym), 1)
        x.XSync(d, 0)
        x.XCloseDisplay(d)
        """

    /// XF86ChannelUp, XF86ChannelDown, XF86Info, XF86Red and Select.
    static let remoteKeysyms = ["0x10081192", "0x10081193", "0x10081166", "0x1008FFA3", "0xFF60"]

    static func key(_ app: LiveSession, _ name: String, by: String) -> Bool {
        app.waitFor { $0.contains { $0["event"] as? String == "key" && $0["key"] as? String == name && $0["by"] as? String == by } }
    }

    @Test func everyRemoteButtonDrivesTheLiveWindow() throws {
        let app = try LiveSession()
        _ = try app.output(of: "/usr/bin/env", ["python3", "-c", Self.mapRemoteKeys] + Self.remoteKeysyms)
        // Menu: the tile's context menu, focus on its first item; Back closes it.
        try app.key("Menu")
        #expect(app.waitForFocus("menu-favorite"), "focus: \(app.focusedID ?? "none")")
        try app.key("XF86Back")
        #expect(app.waitForFocus("apple-pie"), "focus: \(app.focusedID ?? "none")")
        // OK held: the menu again; Back closes it.
        try app.xdotool(["keydown", "Return"])
        Thread.sleep(forTimeInterval: 0.9)
        try app.xdotool(["keyup", "Return"])
        #expect(Self.key(app, "long return", by: "context-menu"), "\(app.events.suffix(4))")
        #expect(app.waitForFocus("menu-favorite"), "focus: \(app.focusedID ?? "none")")
        try app.key("XF86Back")
        #expect(app.waitForFocus("apple-pie"))
        // Channel down and up page the grid; Info describes the tile (a toast: speech is off).
        try app.key("XF86ChannelDown")
        #expect(Self.key(app, "channeldown", by: "chocolate-lava-cake"), "\(app.events.suffix(4))")
        try app.key("XF86ChannelUp")
        #expect(app.waitForFocus("apple-pie"), "\(app.events.suffix(6))")
        try app.key("XF86Info")
        #expect(Self.key(app, "info", by: "apple-pie"), "\(app.events.suffix(4))")
        // The remote's OK (Select) opens the recipe; Play/Pause is the recipe's; Home goes back
        // to the grid from anywhere.
        try app.key("Select")
        #expect(app.waitFor { $0.contains { $0["event"] as? String == "screen" && $0["name"] as? String == "detail" } })
        try app.key("XF86AudioPlay")
        #expect(Self.key(app, "playpause", by: "recipe-detail"), "\(app.events.suffix(4))")
        try app.key("XF86HomePage")
        #expect(Self.key(app, "homepage", by: "home"), "\(app.events.suffix(4))")
        #expect(app.waitForFocus("apple-pie"), "focus: \(app.focusedID ?? "none")")
        // A colour key nobody bound is traced as ignored, not lost.
        try app.key("XF86Red")
        #expect(app.waitFor { $0.contains { $0["event"] as? String == "key" && $0["key"] as? String == "red" } })
        try app.key("ctrl+q")
        #expect(app.exitStatus() == 0)
    }
}
