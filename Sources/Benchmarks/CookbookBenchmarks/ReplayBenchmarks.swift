import CookbookApp
import Foundation

/// `replay:` the same generated random script replayed three ways by the release `cookbook`
/// (`COOKBOOK_REPLAY_FRAMES`): rasterising every virtual frame (how replay began), building every
/// frame without drawing it, and building only the frames that are due while drawing only shots
/// (the default). The figure is the time per script line with process start-up taken off (an
/// empty script's run), and the three traces must be identical.
enum ReplayBenchmarks {
    /// The release app the benchmark runs (`make bench` builds it).
    static let binary = ".build/release/cookbook"
    /// Script lines: enough to visit several screens and that the time per line, not the
    /// ~0.1 s process start-up taken off it, makes most of a default run (with 24 lines one run
    /// in several read 19× instead of 25–28×); few enough that rasterising every frame of them
    /// (15 virtual frames a line, ~0.11 s) stays around ten seconds.
    static let lines = 72
    /// The generator's seed (Tools/soak.py), fixed so every run replays the same script.
    static let seed = 11

    static func run(into report: BenchReport) throws {
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-bench-replay-\(getpid())")
        try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: dir) }
        let script = dir.appendingPathComponent("random.replay").path, empty = dir.appendingPathComponent("empty.replay").path
        try generate(script, lines: lines, seed: seed)
        try "# nothing: process start-up and the first frames only\n".write(toFile: empty, atomically: true, encoding: .utf8)

        var run = 0
        /// Seconds of one replay of `path` in `mode`, with its trace written to `trace`.
        func replay(_ path: String, _ mode: String, trace: String? = nil) throws -> Double {
            run += 1
            var args = ["replay", path, "--data-dir", dir.appendingPathComponent("data-\(run)").path]
            if let trace { args += ["--trace", trace] }
            let r = try ChildProcess.run(binary, args, environment: ["COOKBOOK_REPLAY_FRAMES": mode])
            guard r.status == 0 else { throw AppError("cookbook replay (\(mode)) failed with status \(r.status): \(r.stderr)") }
            return r.total
        }
        let startup = Sampling.median(of: try (0..<5).map { _ in try replay(empty, "due") })
        var perLine: [String: Double] = [:], traces: [String: String] = [:]
        // Rasterising every frame is the slowest (~7–9 s a run): three runs, the others more. One
        // run of it alone moved the speed-up row between 17.8× and 24.2× from run to run (its
        // time a line 86–118 ms); the median of three steadies the divisor.
        for (mode, runs) in [("drawn", 3), ("built", 3), ("due", 5)] {
            let trace = dir.appendingPathComponent("\(mode).jsonl").path
            let times = try (0..<runs).map { _ in try replay(script, mode, trace: trace) }
            perLine[mode] = max(1e-6, Sampling.median(of: times) - startup) / Double(lines)
            traces[mode] = try String(contentsOfFile: trace, encoding: .utf8)
        }
        let drawn = perLine["drawn"]!, built = perLine["built"]!, due = perLine["due"]!
        let what = "\(lines)-line random script (Tools/soak.py, seed \(seed))"
        report.atLeast("replay: speed-up, drawing only shots vs every frame", drawn / due, 20,
                       baseline: "every virtual frame rasterised at 1920×1080, damage drawing on: \(ms(drawn)) a line vs \(ms(due)); \(what), start-up \(ms(startup)) taken off")
        report.info("replay: speed-up, due frames vs every frame built", built / due, unit: "ratio",
                    baseline: "every virtual frame built, none drawn: \(ms(built)) a line vs \(ms(due))")
        let differing = ["drawn", "built"].filter { traces[$0] != traces["due"] }.count
        report.equals("replay: traces differing from the default's", Double(differing), 0, unit: "traces",
                      baseline: "the traces of the three ways (\(traces["due"]!.split(separator: "\n").count) lines each)")
    }

    /// Writes a random script with the soak test's generator (Tools/soak.py).
    static func generate(_ path: String, lines: Int, seed: Int) throws {
        let code = "import sys; sys.path.insert(0, 'Tools'); import soak; soak.generate(sys.argv[1], int(sys.argv[2]), int(sys.argv[3]))"
        let r = try ChildProcess.run("/usr/bin/env", ["python3", "-c", code, path, String(lines), String(seed)])
        guard r.status == 0 else { throw AppError("cannot generate a replay script with Tools/soak.py: \(r.stderr)") }
    }
}
