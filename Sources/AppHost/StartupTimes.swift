import Foundation

/// `COOKBOOK_START_TIMES=1` (hidden, for profiling start-up): one stderr line per start-up step
/// of the live window, with the milliseconds since the process started and since the last step,
/// so the path to the first frame can be measured without a profiler.
struct StartupTimes {
    /// Whether the lines are written (the environment variable is set to 1).
    let enabled: Bool
    private var last: Double

    init(environment: [String: String] = ProcessInfo.processInfo.environment) {
        enabled = environment["COOKBOOK_START_TIMES"] == "1"
        last = Self.sinceProcessStart()
    }

    /// Writes `cookbook: start: STEP at T ms (+D ms)` when enabled.
    mutating func mark(_ step: String) {
        guard enabled else { return }
        let now = Self.sinceProcessStart()
        FileHandle.standardError.write(Data(String(format: "cookbook: start: %@ at %.1f ms (+%.1f ms)\n", step, now, now - last).utf8))
        last = now
    }

    /// Milliseconds since the process started: the monotonic clock against the process's start
    /// time in /proc/self/stat (field 22, in clock ticks since boot), 0 when unreadable.
    static func sinceProcessStart() -> Double {
        var now = timespec()
        clock_gettime(CLOCK_BOOTTIME, &now)
        let nowMS = Double(now.tv_sec) * 1000 + Double(now.tv_nsec) / 1e6
        guard let stat = try? String(contentsOfFile: "/proc/self/stat", encoding: .utf8),
              let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        // Fields after the command name start at field 3 (the state).
        guard fields.count > 19, let ticks = Double(fields[19]) else { return 0 }
        return nowMS - ticks * 1000 / Double(sysconf(Int32(_SC_CLK_TCK)))
    }
}
