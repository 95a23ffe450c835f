import CXTest
import Foundation

/// Real X input for the `live:` rows through the XTest extension (what `xdotool` uses): key
/// presses, wheel clicks and pointer moves reach the app exactly as a keyboard's and a mouse's
/// do, and each is sent and flushed to the server before the call returns, so the time taken
/// just before it is when the X event happened.
final class XTestInput {
    private let display: OpaquePointer

    /// A connection to `display` (`:90`); nil when it cannot be opened or has no XTest.
    init?(display name: String) {
        guard let d = XOpenDisplay(name) else { return nil }
        var event: Int32 = 0, error: Int32 = 0, major: Int32 = 0, minor: Int32 = 0
        guard XTestQueryExtension(d, &event, &error, &major, &minor) != 0 else { XCloseDisplay(d); return nil }
        display = d
        // A window can go away between finding and using it (SDL recreates its window for an
        // OpenGL renderer, an app quits): Xlib's default handler would exit the benchmark.
        XSetErrorHandler { _, _ in 0 }
    }

    /// Whether ``close()`` has closed the connection.
    private var closed = false

    deinit { close() }

    /// Closes the connection (before its server stops: Xlib exits the process when the server
    /// of an open connection goes away).
    func close() {
        guard !closed else { return }
        closed = true
        XCloseDisplay(display)
    }

    /// The keysym of an X key name (`Down`, `Up`, `Return`, `Right`).
    private func keycode(_ name: String) -> UInt32 {
        UInt32(XKeysymToKeycode(display, XStringToKeysym(name)))
    }

    /// Presses (or releases) a key and waits until the server has it.
    func key(_ name: String, down: Bool) {
        XTestFakeKeyEvent(display, keycode(name), down ? 1 : 0, 0)
        XSync(display, 0)
    }

    /// A press and release.
    func tap(_ name: String) {
        key(name, down: true)
        key(name, down: false)
    }

    /// One wheel notch: button 5 scrolls down, 4 up.
    func wheel(down: Bool) {
        let button: UInt32 = down ? 5 : 4
        XTestFakeButtonEvent(display, button, 1, 0)
        XTestFakeButtonEvent(display, button, 0, 0)
        XSync(display, 0)
    }

    /// Moves the pointer to a point of the screen.
    func movePointer(x: Int, y: Int) {
        XTestFakeMotionEvent(display, 0, Int32(x), Int32(y), 0)
        XSync(display, 0)
    }

    /// The top-level window whose `_NET_WM_PID` is `pid` (SDL sets it), nil until it is mapped.
    func window(ofProcess pid: Int32) -> UInt {
        let atom = XInternAtom(display, "_NET_WM_PID", 1)
        guard atom != 0 else { return 0 }
        var rootReturn: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, XDefaultRootWindow(display), &rootReturn, &parent, &children, &count) != 0, let children else { return 0 }
        defer { XFree(children) }
        for i in 0..<Int(count) {
            var type: Atom = 0, format: Int32 = 0
            var items: UInt = 0, after: UInt = 0
            var data: UnsafeMutablePointer<UInt8>?
            guard XGetWindowProperty(display, children[i], atom, 0, 1, 0, Atom(XA_CARDINAL), &type, &format, &items, &after, &data) == Success,
                  let data else { continue }
            defer { XFree(data) }
            if items == 1, format == 32 {
                let value = data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
                if Int32(truncatingIfNeeded: value) == pid { return children[i] }
            }
        }
        return 0
    }

    /// Gives `window` the keyboard focus (no window manager runs on the benchmark's server).
    func focus(window: UInt) {
        XSetInputFocus(display, window, RevertToParent, 0)
        XSync(display, 0)
    }

    /// The window's top-left corner on the screen.
    func origin(of window: UInt) -> (x: Int, y: Int) {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child)
        return (Int(x), Int(y))
    }
}
