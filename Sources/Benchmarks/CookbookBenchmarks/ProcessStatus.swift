import Foundation

/// Memory figures of this process from /proc/self/status.
enum ProcessStatus {
    /// A `kB` field of /proc/self/status (`VmRSS`, `VmHWM`) in bytes, 0 when unreadable.
    static func bytes(_ field: String) -> Int {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
        for line in status.split(separator: "\n") where line.hasPrefix(field + ":") {
            let kB = line.dropFirst(field.count + 1).split(whereSeparator: { $0 == " " || $0 == "\t" }).first.flatMap { Int($0) } ?? 0
            return kB * 1024
        }
        return 0
    }
}
