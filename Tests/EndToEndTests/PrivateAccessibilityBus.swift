import Foundation

/// A session bus and an AT-SPI accessibility bus of a test's own, as a Linux desktop session has
/// them: a `dbus-daemon` on a socket in a temporary folder, and `at-spi-bus-launcher` on it,
/// which owns `org.a11y.Bus`, starts the accessibility bus and the AT-SPI registry. A program
/// given ``environment`` registers its accessible tree there, and `pyatspi` reads it.
final class PrivateAccessibilityBus {
    static let daemon = "/usr/bin/dbus-daemon"
    /// Debian's path (at-spi2-core).
    static let launcher = "/usr/libexec/at-spi-bus-launcher"
    /// The system's Python, which has `python3-pyatspi` (a pyenv or venv Python on the PATH may not).
    static let python = "/usr/bin/python3"

    /// Whether the tools are installed (`make setup` installs them) and pyatspi imports.
    static let available: Bool = {
        guard [daemon, launcher, python].allSatisfy(FileManager.default.isExecutableFile(atPath:)) else { return false }
        let check = Process()
        check.executableURL = URL(fileURLWithPath: python)
        check.arguments = ["-c", "import pyatspi"]
        check.standardOutput = FileHandle.nullDevice
        check.standardError = FileHandle.nullDevice
        guard (try? check.run()) != nil else { return false }
        check.waitUntilExit()
        return check.terminationStatus == 0
    }()

    let directory: URL
    /// `DBUS_SESSION_BUS_ADDRESS` for programs on this bus.
    let environment: [String: String]
    private let bus = Process()
    private let launcherProcess = Process()

    /// Starts the session bus and the launcher; throws when the bus does not come up.
    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("a11y-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let socket = directory.appendingPathComponent("bus").path
        environment = ["DBUS_SESSION_BUS_ADDRESS": "unix:path=\(socket)"]
        bus.executableURL = URL(fileURLWithPath: Self.daemon)
        bus.arguments = ["--session", "--nofork", "--nopidfile", "--address=unix:path=\(socket)"]
        // Not inherited: an open pipe would keep the test runner waiting for its end.
        bus.standardOutput = FileHandle.nullDevice
        bus.standardError = FileHandle.nullDevice
        try bus.run()
        let deadline = Date().addingTimeInterval(10)
        while !FileManager.default.fileExists(atPath: socket), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        guard FileManager.default.fileExists(atPath: socket) else { stop(); throw LiveError("the session bus did not start") }
        launcherProcess.executableURL = URL(fileURLWithPath: Self.launcher)
        launcherProcess.arguments = ["--launch-immediately"]
        var env = ProcessInfo.processInfo.environment
        // On no display: the launcher then publishes the bus on the session bus only.
        env.removeValue(forKey: "DISPLAY")
        env.removeValue(forKey: "AT_SPI_BUS_ADDRESS")
        // The accessibility bus's socket goes in the runtime folder: this test's, not the home's cache.
        env["XDG_RUNTIME_DIR"] = directory.path
        // The launcher keeps "a screen reader runs" in GSettings: in memory, so one test's Orca
        // never carries over to the next run (nor into the developer's dconf).
        env["GSETTINGS_BACKEND"] = "memory"
        env["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        for (k, v) in environment { env[k] = v }
        launcherProcess.environment = env
        launcherProcess.standardOutput = FileHandle.nullDevice
        launcherProcess.standardError = FileHandle.nullDevice
        try launcherProcess.run()
    }

    deinit { stop() }

    /// Ends the launcher, the accessibility bus it started (its socket is in this bus's folder;
    /// the registry leaves with it) and the session bus.
    func stop() {
        for p in [launcherProcess, bus] where p.isRunning { kill(p.processIdentifier, SIGTERM) }
        // The accessibility bus and the registry (whose environment names this bus's folder) may
        // have inherited a blocked SIGTERM from the test runner: killed.
        let folder = directory.path
        for entry in (try? FileManager.default.contentsOfDirectory(atPath: "/proc")) ?? [] {
            guard let pid = Int32(entry), pid != getpid(),
                  let environ = FileManager.default.contents(atPath: "/proc/\(entry)/environ") else { continue }
            if String(decoding: environ, as: UTF8.self).contains("XDG_RUNTIME_DIR=\(folder)") { kill(pid, SIGKILL) }
        }
        let deadline = Date().addingTimeInterval(3)
        while [launcherProcess, bus].contains(where: \.isRunning), Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        for p in [launcherProcess, bus] where p.isRunning { kill(p.processIdentifier, SIGKILL) }
    }
}
