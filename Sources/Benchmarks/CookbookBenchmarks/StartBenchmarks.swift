import CookbookApp
import Foundation

/// `start:` process start to the first presented frame of the release `cookbook` (its live
/// window, `COOKBOOK_EXIT_AFTER_FIRST_FRAME=1`), against ``MinimalWindow`` opening the same
/// window and presenting one frame. Both run on SDL's offscreen video driver (no display needed)
/// and are timed from just before the spawn to their "first frame presented" line on stdout.
enum StartBenchmarks {
    /// Runs of each program after one warm-up run each (they alternate, so a busy moment on the
    /// machine hits both alike).
    static let runs = 7

    static func run(into report: BenchReport) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-bench-start-\(getpid())")
        defer { try? FileManager.default.removeItem(at: dir) }
        let env = ["SDL_VIDEODRIVER": "offscreen", "COOKBOOK_EXIT_AFTER_FIRST_FRAME": "1"]
        let me = CommandLine.arguments[0]
        func time(_ path: String, _ args: [String]) throws -> Double {
            let r = try ChildProcess.run(path, args, environment: env)
            guard r.status == 0, let t = r.firstLine else {
                throw AppError("\(path) \(args.joined(separator: " ")) did not present a frame (status \(r.status)): \(r.stderr)")
            }
            return t
        }
        let app = [ReplayBenchmarks.binary, "--size", "1920x1080", "--data-dir", dir.path]
        var appTimes: [Double] = [], minimalTimes: [Double] = []
        for i in 0...runs {
            let a = try time(app[0], Array(app.dropFirst())), m = try time(me, [MinimalWindow.argument])
            if i > 0 { appTimes.append(a); minimalTimes.append(m) }
        }
        let a = Sampling.median(of: appTimes), m = Sampling.median(of: minimalTimes)
        report.atMost("start: first presented frame vs minimal SDL program", a / m, 2,
                      baseline: "a minimal SDL program opening the same 1920×1080 window, one frame (median \(ms(m)) vs \(ms(a)); offscreen driver)")
    }
}
