import CX11
import Foundation

/// Whether a window manager runs on the X server the window is on (EWMH's
/// `_NET_SUPPORTING_WM_CHECK` on the root window names the manager's own window).
///
/// SDL's desktop full screen asks the window manager to make the window cover the display; with
/// none (an X server a TV box boots straight into) nothing does, while SDL reports the window as
/// display-sized. The live window then covers the display itself.
enum WindowManagerCheck {
    /// True or false on X11 (`DISPLAY`); nil when that cannot be told (another video driver, no
    /// connection).
    static func isRunning(videoDriver: String) -> Bool? {
        guard videoDriver == "x11", let display = XOpenDisplay(nil) else { return nil }
        defer { XCloseDisplay(display) }
        let atom = XInternAtom(display, "_NET_SUPPORTING_WM_CHECK", 1)
        guard atom != 0 else { return false }
        var type: Atom = 0, format: Int32 = 0
        var items: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, XDefaultRootWindow(display), atom, 0, 1, 0, Atom(XA_WINDOW),
                                        &type, &format, &items, &after, &data)
        defer { if let data { XFree(data) } }
        return status == Success && items == 1 && format == 32
    }
}
