import Foundation

/// The release `cookbook` in a real window on the benchmark's X server, logging every present
/// (`COOKBOOK_PRESENT_LOG`), with the keyboard focus given to its window.
final class LiveAppProcess {
    let process: Process
    let directory: URL
    private let logPath: String
    private let tracePath: String
    /// The X window.
    private(set) var window: UInt = 0

    /// Starts the app at `size` with `arguments` and waits (up to 60 s) for its first frame on
    /// screen and its window.
    /// `executable` (the release `cookbook` by default; another program run by `SDLApp.run`
    /// takes no `--data-dir`) runs with `environment` added to the benchmark's.
    init(display: String, size: (width: Int, height: Int), arguments: [String], input: XTestInput,
         executable: String = ReplayBenchmarks.binary, environment extra: [String: String] = [:]) throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-bench-live-\(getpid())-\(UUID().uuidString.prefix(8))")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        logPath = directory.appendingPathComponent("presents.log").path
        tracePath = directory.appendingPathComponent("trace.jsonl").path
        process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        let cookbook = executable == ReplayBenchmarks.binary
        process.arguments = ["--size", "\(size.width)x\(size.height)", "--trace", tracePath]
            + (cookbook ? ["--data-dir", directory.appendingPathComponent("data").path] : []) + arguments
        var env = ProcessInfo.processInfo.environment
        env["DISPLAY"] = display
        env.removeValue(forKey: "WAYLAND_DISPLAY"); env.removeValue(forKey: "SDL_VIDEODRIVER")
        env["COOKBOOK_PRESENT_LOG"] = logPath
        for (k, v) in extra { env[k] = v }
        // Its own config and data homes: nothing of the user's is read or written.
        env["XDG_CONFIG_HOME"] = directory.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = directory.appendingPathComponent("share").path
        process.environment = env
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(60)
        while Date() < deadline, process.isRunning {
            // Looked up once the first frame is on screen: SDL may recreate its window while it
            // sets up a renderer, so a window found earlier can be gone.
            if records().contains(where: \.shown) {
                window = input.window(ofProcess: process.processIdentifier)
                if window != 0 {
                    input.focus(window: window)
                    return
                }
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        stop()
        throw LiveBenchError("\(executable) \(arguments.joined(separator: " ")) did not show a frame within 60 s")
    }

    deinit { stop() }

    /// Ends the app (SIGTERM, then SIGKILL after 5 s) and removes its folder.
    func stop() {
        if process.isRunning {
            process.terminate()
            let deadline = Date().addingTimeInterval(5)
            while process.isRunning, Date() < deadline { Thread.sleep(forTimeInterval: 0.02) }
            if process.isRunning { kill(process.processIdentifier, SIGKILL); process.waitUntilExit() }
        }
        try? FileManager.default.removeItem(at: directory)
    }

    /// Every present logged so far.
    func records() -> [PresentRecord] {
        guard let text = try? String(contentsOfFile: logPath, encoding: .utf8) else { return [] }
        return text.split(separator: "\n").compactMap { PresentRecord(line: $0) }
    }

    /// The presents logged between two `CLOCK_MONOTONIC` times (nanoseconds).
    func records(from start: UInt64, to end: UInt64) -> [PresentRecord] {
        records().filter { $0.time > start && $0.time <= end }
    }

    /// The focused view's id at the last present.
    var focusedID: String { records().last?.focus ?? "-" }

    /// The drawing path the window took (the trace's `renderer` event's name).
    var renderer: String {
        guard let text = try? String(contentsOfFile: tracePath, encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.contains("\"event\":\"renderer\"") }),
              let range = line.range(of: "\"name\":\"") else { return "?" }
        return String(line[range.upperBound...].prefix { $0 != "\"" })
    }

    /// CPU seconds the app has used (user + system, `/proc/PID/stat`).
    func cpuSeconds() -> Double {
        guard let stat = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields 14 and 15 of the file (utime, stime) are 12 and 13 after the command name.
        guard fields.count > 13, let user = Double(fields[11]), let system = Double(fields[12]) else { return 0 }
        return (user + system) / Double(sysconf(Int32(_SC_CLK_TCK)))
    }

    /// A `/proc/PID/status` memory field in bytes (`VmHWM`, `VmRSS`).
    func memory(_ field: String) -> Int {
        guard let text = try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8),
              let line = text.split(separator: "\n").first(where: { $0.hasPrefix(field + ":") }),
              let kb = Int(line.split(separator: " ").dropFirst().first ?? "") else { return 0 }
        return kb * 1024
    }
}
