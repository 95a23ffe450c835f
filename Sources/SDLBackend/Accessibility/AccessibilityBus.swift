import CAccessibilityBridge
import CSDL2
import CX11Keys
import UICore
import UIRuntime

/// The live window's accessibility tree on AT-SPI, the Linux accessibility bus: Orca, Accerciser
/// and dogtail-style tests see each element's role, name, value, states, place in a collection
/// and frame, follow focus, and can move focus or press a control.
///
/// ATK objects are served by the at-spi2-atk bridge from a GLib loop on a thread of its own;
/// this side only copies each changed tree to it and reads what came back, so the window never
/// waits on D-Bus. Without an accessibility bus (no session bus, no `org.a11y.Bus`, or
/// `NO_AT_BRIDGE=1`) it stays off and costs nothing; a bus that appears later (Orca started
/// after the app) is joined then. Set it as `ViewHost.platformAccessibility`.
public final class AccessibilityBus: PlatformAccessibility {
    /// The window whose origin and keyboard focus the tree is published with.
    private let window: OpaquePointer?
    /// The view ids of the last published tree's elements, by key (for requests).
    private var ids: [String: ViewID] = [:]

    /// Starts the bridge for an application called `applicationName` (what Orca and the
    /// registry list), whose frame element is named by `window`'s title. Returns at once; only
    /// the first bus in a process starts a bridge.
    public init(applicationName: String, window: SDLWindow?) {
        self.window = window?.window
        cab_start(applicationName, "1", { SDLSession.postWake() })
        // X's key events go on to the bus as a GTK window's do: Orca echoes keys and reads its
        // own commands (Insert + …) from them.
        SDLSession.withLock { cookbook_set_x11_key_observer(cab_key_event) }
    }

    public var isConnected: Bool { cab_status() == Int32(cab_status_connected) }

    public var isScreenReaderRunning: Bool { cab_screen_reader_running() != 0 }

    /// Why the bridge failed (the accessibility bus refused it), nil while it works, waits for a
    /// bus or is off.
    public var problem: String? {
        guard cab_status() == Int32(cab_status_failed) else { return nil }
        var buffer = [CChar](repeating: 0, count: 256)
        cab_status_reason(&buffer, buffer.count)
        return Self.string(buffer)
    }

    /// A NUL-terminated C string in `buffer`, as UTF-8.
    static func string(_ buffer: [CChar]) -> String {
        String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// Hands the bridge a tree (the view host publishes only trees that differ from the last),
    /// with the window's title, origin and keyboard focus as they are now.
    public func publish(_ tree: AccessibilityTree) {
        var x: Int32 = 0, y: Int32 = 0, active = false, title = ""
        if let window {
            SDLSession.withLock {
                SDL_GetWindowPosition(window, &x, &y)
                active = SDL_GetWindowFlags(window) & SDL_WINDOW_INPUT_FOCUS.rawValue != 0
                title = SDL_GetWindowTitle(window).map { String(cString: $0) } ?? ""
            }
        }
        ids = [:]
        for element in tree.elements { if let id = element.id { ids[element.key] = id } }
        let (elements, strings) = Self.encode(tree)
        elements.withUnsafeBufferPointer { e in
            strings.withUnsafeBufferPointer { s in
                s.withMemoryRebound(to: CChar.self) { chars in
                    cab_publish(e.baseAddress, Int32(e.count), chars.baseAddress, chars.count, title, x, y, active ? 1 : 0)
                }
            }
        }
    }

    public func takeRequests() -> [AccessibilityRequest] {
        var out: [AccessibilityRequest] = []
        var buffer = [CChar](repeating: 0, count: 1024)
        while true {
            let kind = cab_take_request(&buffer, buffer.count)
            guard kind != 0 else { break }
            let key = Self.string(buffer)
            // A request for an element gone since (the screen changed) is dropped.
            guard let id = ids[key] else { continue }
            out.append(kind == Int32(cab_request_activate) ? .activate(id) : .focus(id))
        }
        return out
    }

    /// The tree as the C bridge takes it: elements with their strings in one NUL-separated pool.
    static func encode(_ tree: AccessibilityTree) -> (elements: [cab_element], strings: [UInt8]) {
        var strings: [UInt8] = []
        func add(_ text: String?) -> UInt32 {
            guard let text else { return UInt32(bitPattern: -1) }
            let offset = UInt32(strings.count)
            // A NUL inside a name would end it early in C: dropped.
            strings += text.utf8.filter { $0 != 0 }
            strings.append(0)
            return offset
        }
        let elements = tree.elements.map { e -> cab_element in
            // Orca reads a value only for sliders and fields (and a switch's on or off from its
            // state); for a button, a tab or a text its value goes first in the description,
            // which Orca reads after the role: "Apple Pie push button. 1 hour 30 minutes, favorite. Opens the recipe."
            var description = e.description, value = e.value
            if let shown = value, e.role != .slider, e.role != .textField {
                description = [shown, description].compactMap { $0 }.joined(separator: ". ")
                value = nil
            }
            return cab_element(key: add(e.key), name: add(e.name), description: add(description), value: add(value),
                        parent: Int32(e.parent ?? -1), role: role(e.role), states: states(e.states),
                        position: Int32(e.position?.index ?? 0), count: Int32(e.position?.count ?? 0),
                        x: e.frame.x, y: e.frame.y, width: e.frame.width, height: e.frame.height)
        }
        return (elements, strings)
    }

    static func role(_ role: AccessibilityRole) -> Int32 {
        let c: Int
        switch role {
        case .panel: c = Int(cab_role_panel)
        case .dialog: c = Int(cab_role_dialog)
        case .scrollPane: c = Int(cab_role_scroll_pane)
        case .heading: c = Int(cab_role_heading)
        case .label: c = Int(cab_role_label)
        case .button: c = Int(cab_role_push_button)
        case .toggle: c = Int(cab_role_toggle_button)
        case .tab: c = Int(cab_role_page_tab)
        case .textField: c = Int(cab_role_entry)
        case .image: c = Int(cab_role_image)
        case .slider: c = Int(cab_role_slider)
        case .link: c = Int(cab_role_link)
        case .menu: c = Int(cab_role_menu)
        case .menuItem: c = Int(cab_role_menu_item)
        }
        return Int32(c)
    }

    static func states(_ states: AccessibilityTree.States) -> UInt32 {
        let map: [(AccessibilityTree.States, UInt32)] = [
            (.focusable, UInt32(cab_state_focusable)), (.focused, UInt32(cab_state_focused)),
            (.selected, UInt32(cab_state_selected)), (.checked, UInt32(cab_state_checked)),
            (.checkable, UInt32(cab_state_checkable)), (.editable, UInt32(cab_state_editable)),
            (.showing, UInt32(cab_state_showing)), (.modal, UInt32(cab_state_modal)),
            (.selectable, UInt32(cab_state_selectable)),
        ]
        return map.reduce(0) { states.contains($1.0) ? $0 | $1.1 : $0 }
    }
}
