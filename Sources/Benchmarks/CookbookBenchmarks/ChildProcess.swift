import Foundation

/// Runs another program for the benchmarks that need a process of their own (`start:`,
/// `replay:`): wall time to its first line on stdout and to its exit.
enum ChildProcess {
    /// What one run of a program took.
    struct Outcome {
        /// Seconds from just before the process was spawned to its first stdout line (nil: none).
        var firstLine: Double?
        /// Seconds from just before the process was spawned to its exit.
        var total: Double
        /// Exit status.
        var status: Int32
        /// Everything it wrote on stderr.
        var stderr: String
        /// Everything it wrote on stdout.
        var stdout: String
    }

    /// Runs `path` with `arguments`, the current environment plus `environment`.
    static func run(_ path: String, _ arguments: [String], environment: [String: String] = [:]) throws -> Outcome {
        let p = Process()
        p.executableURL = URL(fileURLWithPath: path)
        p.arguments = arguments
        var env = ProcessInfo.processInfo.environment
        // Its own config and data homes (a benchmark never reads or writes the user's), unless
        // `environment` names them.
        let home = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-bench-home-\(getpid())")
        env["XDG_CONFIG_HOME"] = home.appendingPathComponent("config").path
        env["XDG_DATA_HOME"] = home.appendingPathComponent("share").path
        for (k, v) in environment { env[k] = v }
        p.environment = env
        let out = Pipe()
        // stderr goes to a file, so a chatty child never blocks on a full pipe while we read stdout.
        let errPath = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-bench-\(getpid())-\(UUID().uuidString).err").path
        _ = FileManager.default.createFile(atPath: errPath, contents: nil)
        defer { try? FileManager.default.removeItem(atPath: errPath) }
        p.standardOutput = out
        p.standardError = FileHandle(forWritingAtPath: errPath)
        let clock = ContinuousClock(), start = clock.now
        func seconds() -> Double {
            let d = clock.now - start
            return Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
        }
        try p.run()
        var firstLine: Double?
        var output = Data()
        let reader = out.fileHandleForReading
        while true {
            let chunk = reader.availableData
            if chunk.isEmpty { break }
            if firstLine == nil, chunk.contains(UInt8(ascii: "\n")) { firstLine = seconds() }
            output.append(chunk)
        }
        p.waitUntilExit()
        let total = seconds()
        let err = (try? String(contentsOfFile: errPath, encoding: .utf8)) ?? ""
        return Outcome(firstLine: firstLine, total: total, status: p.terminationStatus, stderr: err,
                       stdout: String(decoding: output, as: UTF8.self))
    }
}
