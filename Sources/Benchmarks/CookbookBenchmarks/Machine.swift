import Foundation

/// Describes the machine for the report: CPU model (from /proc/cpuinfo), cores, OS.
enum Machine {
    static func describe() -> String {
        let cpuinfo = (try? String(contentsOfFile: "/proc/cpuinfo", encoding: .utf8)) ?? ""
        let model = cpuinfo.split(separator: "\n").first { $0.hasPrefix("model name") }
            .map { $0.split(separator: ":", maxSplits: 1).last.map { $0.trimmingCharacters(in: .whitespaces) } ?? "" } ?? "unknown CPU"
        let cores = ProcessInfo.processInfo.activeProcessorCount
        var os = ProcessInfo.processInfo.operatingSystemVersionString
        if let release = try? String(contentsOfFile: "/etc/os-release", encoding: .utf8),
           let line = release.split(separator: "\n").first(where: { $0.hasPrefix("PRETTY_NAME=") }) {
            os = line.dropFirst("PRETTY_NAME=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
        var uts = utsname()
        uname(&uts)
        let kernel = withUnsafeBytes(of: &uts.release) { String(decoding: $0.prefix { $0 != 0 }, as: UTF8.self) }
        return "\(model), \(cores) cores, \(os) (Linux \(kernel))"
    }
}
