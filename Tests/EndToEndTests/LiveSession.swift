import Foundation
import SDLBackend
import Testing

/// The built `cookbook` running live in its own virtual X server (`xvfb-run -a`), driven by real
/// X11 input from `xdotool` and observed through its live `--trace` (docs/interfaces.md).
///
/// Tests using it are enabled only where both tools are installed (`make setup` installs them).
final class LiveSession {
    /// Whether `xvfb-run` and `xdotool` are on the PATH.
    static let toolsAvailable = ["xvfb-run", "xdotool"].allSatisfy { tool in
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }
    /// How long the app may take to open its window and draw the first frame (a debug build under
    /// a loaded 2-core machine takes 1–3 s).
    static let startTimeout = 30.0
    /// How long an input may take to show in the trace.
    static let eventTimeout = 10.0

    let directory: URL
    let tracePath: String
    private let process: Process
    private let stderr = Pipe()
    private var environment: [String: String] = [:]
    private(set) var appPID: Int32 = 0
    private var window = ""

    /// Starts `cookbook --trace … --data-dir …` plus `arguments` in a 1280×720 window (`--size
    /// 1280x720` unless `size` is nil: the app then reads its remembered frame), with
    /// `extraEnvironment` added to its environment and `configHome` as its `XDG_CONFIG_HOME`
    /// (default: the session's own), and waits until it has drawn its first frame and holds X
    /// input focus. With `example` (an `SDLApp` program in `.build/debug` and its window's title)
    /// that program runs instead, given `arguments`, `--size` and `--trace` only.
    init(_ arguments: [String] = [], dataDirectory: URL? = nil, extraEnvironment: [String: String] = [:],
         configHome: URL? = nil, size: String? = "1280x720", example: (name: String, window: String)? = nil) throws {
        directory = Cookbook.tempDir()
        tracePath = directory.appendingPathComponent("live.jsonl").path
        let info = directory.appendingPathComponent("display").path
        let data = dataDirectory ?? directory.appendingPathComponent("data")
        process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        // The shell reports the server's display, its auth file and the app's pid, then becomes the app.
        let program = example.map { Cookbook.root.appendingPathComponent(".build/debug/\($0.name)").path } ?? Cookbook.binary.path
        let app = ([program] + (example == nil ? [] : arguments) + (size.map { ["--size", $0] } ?? []) + ["--trace", tracePath]
                   + (example == nil ? ["--data-dir", data.path] + arguments : []))
            .map { "'\($0)'" }.joined(separator: " ")
        process.arguments = ["xvfb-run"] + XvfbServerNumbers.arguments() + ["-s", "-screen 0 1280x720x24", "sh", "-c",
                             "echo \"$DISPLAY $XAUTHORITY $$\" > '\(info)'; exec \(app)"]
        var env = ProcessInfo.processInfo.environment
        env.removeValue(forKey: "WAYLAND_DISPLAY"); env.removeValue(forKey: "SDL_VIDEODRIVER")
        // The session's own config and data homes: the app remembers its window frame and reads
        // its key map there, never in the developer's real home.
        env["XDG_CONFIG_HOME"] = (configHome ?? directory.appendingPathComponent("config")).path
        env["XDG_DATA_HOME"] = directory.appendingPathComponent("share").path
        // Spoken feedback's daemon: a socket of the session's own where nothing listens, unless
        // the test brings a daemon, and no daemon started for it: libspeechd's autospawn runs
        // `SPEECHD_CMD`, which would start the system's speech-dispatcher with its pid and logs
        // in the real home's cache (`~/.cache/speech-dispatcher`), outliving the test.
        env["SPEECHD_ADDRESS"] = "unix_socket:" + directory.appendingPathComponent("no-speech-daemon.sock").path
        env["SPEECHD_CMD"] = "/bin/false"
        for (k, v) in extraEnvironment { env[k] = v }
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = stderr
        try process.run()
        let deadline = Date().addingTimeInterval(Self.startTimeout)
        while Date() < deadline {
            if let text = try? String(contentsOfFile: info, encoding: .utf8) {
                let parts = text.split(whereSeparator: \.isWhitespace).map(String.init)
                if parts.count == 3 {
                    environment = ["DISPLAY": parts[0], "XAUTHORITY": parts[1]]
                    appPID = Int32(parts[2]) ?? 0
                    break
                }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        guard appPID > 0 else { stop(); throw LiveError("the app did not start under xvfb-run") }
        guard waitFor(timeout: Self.startTimeout, { $0.contains { $0["event"] as? String == "focus" } }) else {
            stop(); throw LiveError("no first frame (focus event) within \(Self.startTimeout) s")
        }
        // Without a window manager, the window takes keyboard focus only when given it.
        let title = example?.window ?? "FocusCookbook"
        window = try xdotool(["search", "--sync", "--pid", "\(appPID)", "--name", title])
            .split(separator: "\n").first.map(String.init) ?? ""
        guard !window.isEmpty else { stop(); throw LiveError("no \(title) window found") }
        _ = try xdotool(["windowfocus", "--sync", window])
    }

    deinit { stop() }

    /// Runs `xdotool` on the session's display and returns its output.
    @discardableResult
    func xdotool(_ arguments: [String]) throws -> String {
        String(decoding: try output(of: "/usr/bin/env", ["xdotool"] + arguments), as: UTF8.self)
    }

    /// A program on the session's display, `extraEnvironment` added to its environment, not started.
    func program(_ executable: String, _ arguments: [String], extraEnvironment: [String: String] = [:]) -> Process {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: executable)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        for (k, v) in environment.merging(extraEnvironment, uniquingKeysWith: { _, new in new }) { env[k] = v }
        p.environment = env
        return p
    }

    /// What a program run on the session's display (with `extraEnvironment` added) writes on stdout.
    func output(of executable: String, _ arguments: [String], extraEnvironment: [String: String] = [:]) throws -> Data {
        let p = program(executable, arguments, extraEnvironment: extraEnvironment)
        let out = Pipe()
        p.standardOutput = out
        p.standardError = FileHandle.nullDevice
        try p.run()
        let data = out.fileHandleForReading.readDataToEndOfFile()
        p.waitUntilExit()
        return data
    }

    /// Starts a long-running program on the session's display (a screen reader), `extraEnvironment`
    /// added to its environment; its output goes nowhere. The caller ends it.
    func launch(_ executable: String, _ arguments: [String], extraEnvironment: [String: String] = [:]) throws -> Process {
        let p = program(executable, arguments, extraEnvironment: extraEnvironment)
        p.standardOutput = FileHandle.nullDevice
        p.standardError = FileHandle.nullDevice
        try p.run()
        return p
    }

    /// Types keys (xdotool key names, e.g. `Down`, `ctrl+q`), `delay` ms apart.
    func key(_ keys: String..., delay: Int = 40) throws {
        try xdotool(["key", "--delay", "\(delay)"] + keys)
    }

    /// Types text as a keyboard would, `delay` ms between keys.
    func type(_ text: String, delay: Int = 40) throws {
        try xdotool(["type", "--delay", "\(delay)", text])
    }

    /// Clicks at a point of the 1920×1080 design canvas (the 1280×720 window shows it at ⅔).
    func click(canvasX x: Double, y: Double) throws {
        try xdotool(["mousemove", "--window", window, "\(Int(x * 2 / 3))", "\(Int(y * 2 / 3))", "click", "1"])
    }

    /// Moves the pointer to a point of the 1920×1080 design canvas, without clicking.
    func movePointer(canvasX x: Double, y: Double) throws {
        try xdotool(["mousemove", "--window", window, "\(Int(x * 2 / 3))", "\(Int(y * 2 / 3))"])
    }

    /// Turns the wheel `notches` away from the user (negative: toward).
    func wheel(_ notches: Int) throws {
        try xdotool(["click", "--repeat", "\(abs(notches))", "--delay", "30", notches > 0 ? "4" : "5"])
    }

    /// Whether `xwd` (x11-apps) is installed, for ``screenshot()``.
    static let xwdAvailable = FileManager.default.isExecutableFile(atPath: "/usr/bin/xwd")

    /// What the window shows on the X server now (`xwd -id WINDOW`), as a person would see it.
    func screenshot() throws -> RGBImage {
        try XWDImage.decode(try output(of: "/usr/bin/xwd", ["-id", window, "-silent"]))
    }

    /// The trace so far, one dictionary per line.
    var events: [[String: Any]] {
        guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap {
            (try? JSONSerialization.jsonObject(with: Data($0.utf8))) as? [String: Any]
        }
    }

    /// The id of the last `focus` event.
    var focusedID: String? { events.last { $0["event"] as? String == "focus" }?["id"] as? String }

    /// Waits until the trace satisfies `condition`; false on timeout.
    @discardableResult
    func waitFor(timeout: Double = LiveSession.eventTimeout, _ condition: ([[String: Any]]) -> Bool) -> Bool {
        let deadline = Date().addingTimeInterval(timeout)
        repeat {
            if condition(events) { return true }
            if !process.isRunning { return condition(events) }
            Thread.sleep(forTimeInterval: 0.05)
        } while Date() < deadline
        return false
    }

    /// Waits until the last focus event names `id` (and stays so for a few frames); false on timeout.
    @discardableResult
    func waitForFocus(_ id: String, timeout: Double = LiveSession.eventTimeout) -> Bool {
        waitFor(timeout: timeout) { _ in self.focusedID == id }
    }

    /// Whether the app process has exited, and its status (waits up to `timeout`).
    func exitStatus(timeout: Double = LiveSession.eventTimeout) -> Int32? {
        let deadline = Date().addingTimeInterval(timeout)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        return process.isRunning ? nil : process.terminationStatus
    }

    /// What the app wrote on stderr (after it exited).
    var errorOutput: String {
        String(decoding: stderr.fileHandleForReading.availableData, as: UTF8.self)
    }

    /// Ends the app (SIGTERM, which SDL turns into a quit) and its X server.
    func stop() {
        if appPID > 0, process.isRunning { kill(appPID, SIGTERM) }
        let deadline = Date().addingTimeInterval(5)
        while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.05) }
        if process.isRunning { process.terminate() }
    }
}

/// A live session that could not start.
struct LiveError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
