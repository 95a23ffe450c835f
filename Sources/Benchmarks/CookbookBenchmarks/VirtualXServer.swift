import Foundation

/// An X server of the benchmark's own (`Xvfb`, 3840×2160×24) for the `live:` rows: the app's
/// real window opens on it and real X input drives it. Started on the first free display
/// number from :90 and stopped when the benchmark ends.
final class VirtualXServer {
    /// The screen every live row runs on: large enough for the 4K window.
    static let screen = (width: 3840, height: 2160)
    /// The display name (`:90`).
    let display: String
    private let process: Process

    /// Starts `Xvfb` and waits (up to 10 s) until it accepts connections.
    init() throws {
        let fm = FileManager.default
        guard let number = (90..<190).first(where: { !fm.fileExists(atPath: "/tmp/.X11-unix/X\($0)") && !fm.fileExists(atPath: "/tmp/.X\($0)-lock") }) else {
            throw LiveBenchError("no free X display number between :90 and :189")
        }
        display = ":\(number)"
        process = Process()
        guard let xvfb = Self.find("Xvfb") else { throw LiveBenchError("Xvfb is not installed (make bench installs the xvfb package)") }
        process.executableURL = URL(fileURLWithPath: xvfb)
        process.arguments = [display, "-screen", "0", "\(Self.screen.width)x\(Self.screen.height)x24", "-nolisten", "tcp", "-noreset"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        let deadline = Date().addingTimeInterval(10)
        while Date() < deadline {
            if fm.fileExists(atPath: "/tmp/.X11-unix/X\(number)"), let input = XTestInput(display: display) {
                input.close()
                return
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
        process.terminate()
        throw LiveBenchError("Xvfb \(display) did not start within 10 s")
    }

    deinit {
        process.terminate()
        process.waitUntilExit()
    }

    /// The path of an executable on the PATH (or in /usr/bin), nil when there is none.
    static func find(_ name: String) -> String? {
        let dirs = (ProcessInfo.processInfo.environment["PATH"] ?? "").split(separator: ":").map(String.init) + ["/usr/bin"]
        return dirs.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }
}
