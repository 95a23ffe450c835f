import Foundation
import Testing

/// Orca's view of the app: the live window's accessibility tree on a private AT-SPI
/// bus, walked with pyatspi as Orca and Accerciser walk it — roles, names, values, states,
/// positions; focus changes raised as events; focus moved and controls pressed from the bus;
/// and, once the session says a screen reader runs, the app's own reader silent and Settings
/// saying so.
@Suite(.serialized, .enabled(if: LiveSession.toolsAvailable && PrivateAccessibilityBus.available,
                             "needs xvfb-run, xdotool, dbus-daemon, at-spi2-core and python3-pyatspi (make setup)"))
struct AccessibilityBusLiveTests {
    /// What the walk found, as the script prints it.
    struct Walk: Decodable {
        struct Element: Decodable {
            var role: String
            var name: String
            var states: [String]
            var attributes: [String]
            var value: String?
            var description: String
            var depth: Int
        }
        var tree: [Element]
        /// `object:state-changed:focused` events with detail 1: the names focus landed on, in order.
        var focusAfterRight: [String]
        var focusAfterGrab: [String]
        var detail: [Element]
        var settings: [Element]
        var error: String?
    }

    /// The pyatspi script: waits for the app on the bus, walks it, presses Right with xdotool,
    /// asks the bus to focus Tiramisu, presses Apple Pie's action (the recipe opens), then says
    /// a screen reader runs and opens Settings through its tab's action.
    static let script = #"""
        import json, os, subprocess, sys, time
        import pyatspi
        from gi.repository import GLib, Gio
        out = {"tree": [], "focusAfterRight": [], "focusAfterGrab": [], "detail": [], "settings": []}
        def finish(error=None):
            out["error"] = error
            print(json.dumps(out)); sys.exit(0)
        def find_app():
            end = time.time() + 30
            while time.time() < end:
                for a in pyatspi.Registry.getDesktop(0):
                    if a is not None and a.name == "cookbook": return a
                time.sleep(0.2)
        app = find_app()
        if app is None: finish("the app never appeared on the AT-SPI bus")
        def element(o, depth):
            states = [pyatspi.stateToString(s) for s in o.getState().getStates()]
            value = None
            if "Value" in pyatspi.listInterfaces(o): value = str(o.queryValue().currentValue)
            if o.getRoleName() == "entry": value = o.queryText().getText(0, -1)
            return {"role": o.getRoleName(), "name": o.name, "states": states, "attributes": o.getAttributes(),
                    "value": value, "description": o.description, "depth": depth}
        # The tree changes under a walk while a screen changes (elements leave the bus): a walk
        # that meets a gone element is tried again.
        def settled(read):
            for attempt in range(20):
                # (A child gone between counting and asking for it reads as None.)
                try: return read()
                except (GLib.Error, AttributeError): time.sleep(0.1)
            return read()
        def walk():
            def read():
                found = []
                def visit(o, depth):
                    found.append(element(o, depth))
                    for c in o: visit(c, depth + 1)
                visit(app, 0)
                return found
            return settled(read)
        def find(name, role=None):
            def visit(o):
                if o.name == name and (role is None or o.getRoleName() == role): return o
                for c in o:
                    r = visit(c)
                    if r: return r
            return settled(lambda: visit(app))
        focused = []
        def on_focus(e):
            if e.detail1 == 1: focused.append(e.source.name)
        pyatspi.Registry.registerEventListener(on_focus, "object:state-changed:focused")
        context = GLib.MainContext.default()
        def pump(until, seconds=10):
            end = time.time() + seconds
            while time.time() < end and not until():
                while context.iteration(False): pass
                time.sleep(0.02)
        def scenario():
            pump(lambda: find("Apple Pie", "push button") is not None)
            out["tree"] = walk()
            subprocess.run(["xdotool", "key", "Right"])
            pump(lambda: "Baklava" in focused)
            out["focusAfterRight"] = list(focused)
            focused.clear()
            find("Tiramisu", "push button").queryComponent().grabFocus()
            pump(lambda: "Tiramisu" in focused)
            out["focusAfterGrab"] = list(focused)
            find("Apple Pie", "push button").queryAction().doAction(0)
            pump(lambda: find("Ingredients") is not None)
            out["detail"] = walk()
            Gio.bus_get_sync(Gio.BusType.SESSION, None).call_sync("org.a11y.Bus", "/org/a11y/bus", "org.freedesktop.DBus.Properties", "Set",
                GLib.Variant("(ssv)", ("org.a11y.Status", "ScreenReaderEnabled", GLib.Variant("b", True))), None, Gio.DBusCallFlags.NONE, 5000, None)
            time.sleep(1)
            find("Settings", "page tab").queryAction().doAction(0)
            pump(lambda: any("AT-SPI" in e["name"] for e in walk()))
            subprocess.run(["xdotool", "key", "Down", "Down"])
            time.sleep(1.5)
            out["settings"] = walk()
        try:
            scenario()
        except Exception:
            import traceback
            finish(traceback.format_exc())
        finish()
        """#

    @Test func orcaReadsTheTreeFollowsFocusAndTheAppsReaderStaysSilent() throws {
        let bus = try PrivateAccessibilityBus()
        defer { bus.stop() }
        let app = try LiveSession(["--speak"], extraEnvironment: bus.environment)
        defer { app.stop() }
        let data = try app.output(of: PrivateAccessibilityBus.python, ["-c", Self.script], extraEnvironment: bus.environment)
        let walk = try JSONDecoder().decode(Walk.self, from: data)
        #expect(walk.error == nil, "\(walk.error ?? "")")

        // The application, its window, and what a reader stops on, with roles, states and places.
        let tree = walk.tree
        #expect(tree.first?.role == "application" && tree.first?.name == "cookbook")
        #expect(tree.contains { $0.role == "frame" && $0.name == "FocusCookbook" })
        let recipes = try #require(tree.first { $0.role == "page tab" && $0.name == "Recipes" })
        #expect(recipes.states.contains("selected") && recipes.states.contains("selectable"))
        #expect(recipes.attributes.contains("posinset:1") && recipes.attributes.contains("setsize:6"))
        let pie = try #require(tree.first { $0.role == "push button" && $0.name == "Apple Pie" })
        #expect(pie.states.contains("focused") && pie.states.contains("focusable") && pie.states.contains("showing"))
        #expect(pie.attributes.contains("posinset:1") && pie.attributes.contains("setsize:11"))
        #expect(pie.description == "1 hour 30 minutes, favorite. Opens the recipe", "\(pie)")
        #expect(tree.contains { $0.role == "heading" && $0.name == "Categories" })
        #expect(tree.filter { $0.states.contains("focused") }.count == 1)

        // Focus moved by a key is an event on the element it lands on; so is focus asked for on the bus.
        #expect(walk.focusAfterRight.last == "Baklava", "\(walk.focusAfterRight)")
        #expect(walk.focusAfterGrab.last == "Tiramisu", "\(walk.focusAfterGrab)")

        // The recipe opened by the bus's action: its summary and each ingredient are text Orca reads.
        let detail = walk.detail
        #expect(detail.contains { $0.role == "heading" && $0.name == "Ingredients" })
        #expect(detail.contains { $0.role == "label" && $0.name == "Lemon juice" }, "\(detail.map(\.name))")
        #expect(detail.contains { $0.role == "label" && $0.name.contains("Flaky double-crust pie") }, "\(detail.map(\.name))")

        // With a screen reader running, Settings says so, and the app's reader said nothing more.
        #expect(walk.settings.contains { $0.name.hasPrefix("Orca or another screen reader is reading the app") }, "\(walk.settings.map(\.name))")
        try app.key("ctrl+q")
        #expect(app.exitStatus() == 0)
        let stderr = app.errorOutput
        let warning = stderr.split(separator: "\n").filter { $0.contains("a screen reader is running") }
        #expect(warning.count == 1, "\(stderr)")
        let events = app.events
        let silencedAt = try #require(events.firstIndex { $0["event"] as? String == "focus" && $0["id"] as? String == "tab-settings" })
        let spokenAfter = events[silencedAt...].filter { $0["event"] as? String == "speak" }
        #expect(spokenAfter.isEmpty, "\(spokenAfter)")
        // Before it ran, the app's reader spoke (it was on: `--speak`).
        #expect(events[..<silencedAt].contains { $0["event"] as? String == "speak" }, "\(stderr)")
    }

    /// Orca itself, where it is installed (`apt install orca`; `make setup` does not install it):
    /// started beside the live window on the private bus, with its speech going to a
    /// speech-dispatcher of the test's own, it says where focus lands — and the app, started with
    /// `--speak` and speaking to the same daemon, falls silent once Orca runs, so nothing is said twice.
    @Test(.enabled(if: FileManager.default.isExecutableFile(atPath: "/usr/bin/orca") && PrivateSpeechDispatcher.canStart,
                   "needs Orca (apt install orca) and speech-dispatcher"))
    func orcaSpeaksWhereFocusLandsAndTheAppsReaderStaysQuiet() throws {
        let bus = try PrivateAccessibilityBus()
        defer { bus.stop() }
        let daemon = try PrivateSpeechDispatcher()
        defer { daemon.stop() }
        let speech = bus.environment.merging(daemon.environment) { a, _ in a }
        let app = try LiveSession(["--speak"], extraEnvironment: speech)
        defer { app.stop() }
        // Before Orca, the app's own reader speaks.
        #expect(daemon.waitFor("Apple Pie, 1 hour 30 minutes, favorite, button, 1 of 11"), "\(daemon.spoken)")
        // Orca's settings and GSettings in the test's folder, never the developer's.
        let home = bus.directory.appendingPathComponent("orca-home")
        let orca = try app.launch("/usr/bin/orca", ["--replace"], extraEnvironment: speech.merging([
            "HOME": home.path, "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
            "XDG_DATA_HOME": home.appendingPathComponent("data").path, "GSETTINGS_BACKEND": "memory",
        ]) { _, new in new })
        defer { kill(orca.processIdentifier, SIGKILL) }
        #expect(daemon.waitFor("Screen reader on.", timeout: 20), "\(daemon.spoken)")
        // Orca says the element focus lands on, with its role and description.
        try app.key("Right")
        #expect(app.waitFor(timeout: 10) { _ in daemon.spoken.contains { $0.hasPrefix("Baklava push button") } }, "\(daemon.spoken)")
        // The app's reader said nothing of it: it fell silent when Orca started.
        #expect(!daemon.spoken.contains { $0.hasPrefix("Baklava, ") }, "\(daemon.spoken)")
        // Typing in a field is echoed key by key (the window's X key
        // events reach Orca through the bridge, as a GTK window's do).
        try app.key("Up", "Right", "Right", delay: 300)
        #expect(app.waitFor(timeout: 10) { _ in daemon.spoken.contains("Grocery List page tab.") }, "\(daemon.spoken)")
        try app.key("Down")
        #expect(app.waitFor(timeout: 10) { _ in daemon.spoken.contains("Item Name entry.") }, "\(daemon.spoken)")
        try app.type("M")
        #expect(app.waitFor(timeout: 10) { _ in daemon.spoken.contains { $0.trimmingCharacters(in: .whitespaces) == "M" } }, "\(daemon.spoken)")
    }

    /// An accessibility bus that cannot be reached (a stale `AT_SPI_BUS_ADDRESS`) is said once,
    /// in one line of the app's own, and the app runs on.
    @Test func anUnreachableBusIsSaidOnceAndTheAppRunsOn() throws {
        let stderr = try Self.moveAndQuit(extraEnvironment: ["AT_SPI_BUS_ADDRESS": "unix:path=/nonexistent/at-spi-bus"])
        let lines = stderr.split(separator: "\n").filter { $0.contains("accessib") }
        #expect(lines == ["cookbook: accessibility: the AT-SPI bridge could not reach the accessibility bus; screen readers cannot read the app"], "\(stderr)")
    }

    /// Without an accessibility bus the bridge stays off: nothing is published, nothing waits,
    /// the app runs as before (every other live test runs so).
    @Test func withoutABusTheAppRunsAsBefore() throws {
        let stderr = try Self.moveAndQuit(extraEnvironment: ["DBUS_SESSION_BUS_ADDRESS": "unix:path=/nonexistent/bus"])
        #expect(!stderr.contains("AT-SPI"), "\(stderr)")
    }

    /// Opens the live window on Settings with `extraEnvironment`, moves focus down (the app
    /// runs), quits with Ctrl+Q (it quits cleanly) and returns what it wrote on stderr.
    static func moveAndQuit(extraEnvironment: [String: String]) throws -> String {
        let app = try LiveSession(["--screen", "settings"], extraEnvironment: extraEnvironment)
        defer { app.stop() }
        try app.key("Down")
        #expect(app.waitForFocus("setting-keyboard-navigation"), "focus: \(app.focusedID ?? "none")")
        try app.key("ctrl+q")
        #expect(app.exitStatus() == 0)
        return app.errorOutput
    }
}
