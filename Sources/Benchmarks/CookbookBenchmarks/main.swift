import Foundation

// `make bench`: every figure that matters, each against a baseline measured in the same run on
// the same machine (absolute times vary with the machine; ratios travel). Prints a table and
// writes `.build/bench-results.json` (docs/interfaces.md, "make bench").

// `cookbook-bench --minimal-window`: the `start:` baseline program, in a process of its own.
if CommandLine.arguments.dropFirst().first == MinimalWindow.argument { MinimalWindow.run() }
// `cookbook-bench --minimal-loop WxH software|gpu FRAMES`: the `live:` baseline, in a process of its own.
if CommandLine.arguments.dropFirst().first == MinimalLoop.argument { MinimalLoop.run(Array(CommandLine.arguments.dropFirst(2))) }
// `cookbook-bench --memory-child N`: one size of the `memory:` benchmark, in a process of its own.
if CommandLine.arguments.dropFirst().first == MemoryBenchmarks.argument {
    guard let n = CommandLine.arguments.dropFirst(2).first.flatMap({ Int($0) }), n > 0 else {
        FileHandle.standardError.write(Data("usage: cookbook-bench \(MemoryBenchmarks.argument) RECIPES\n".utf8))
        exit(2)
    }
    MemoryBenchmarks.child(n)
}

// `cookbook-bench --only PREFIX`: only the benchmarks whose names begin with PREFIX (BenchSelection).
guard let selection = BenchSelection(arguments: Array(CommandLine.arguments.dropFirst())) else {
    FileHandle.standardError.write(Data("usage: cookbook-bench [\(BenchSelection.option) NAME-PREFIX]\n".utf8))
    exit(2)
}
let report = BenchReport(keeping: selection.keeps)
let machine = Machine.describe()
let started = Date()
FileHandle.standardError.write(Data("FocusCookbook benchmarks on \(machine)\n".utf8))
do {
    // Each runner that drives the app gets a fixture of its own: one left by another runner
    // keeps its state (a connected pad, a pointer, a screen, focus), and the scroll replay run
    // after the latency clicks once turned its drags into clicks that opened recipes, so it
    // timed mostly a still detail screen.
    func app() throws -> AppFixture { try AppFixture() }
    let runners: [BenchSelection.Runner] = [
        .init(names: ["live: focus animation", "live: key-to-photon"]) { try LiveBenchmarks.run(LiveBenchmarks.focusRows(server:input:report:), into: report) },
        .init(names: ["live: held Down median", "live: tab switch", "live: arrow held", "live: idle"]) { try LiveBenchmarks.run(LiveBenchmarks.heldAndWall, into: report) },
        .init(names: ["live: gallery"]) { try LiveBenchmarks.run(LiveBenchmarks.galleryWheel, into: report) },
        .init(names: ["live: on-screen keyboard"]) { try LiveBenchmarks.run(LiveBenchmarks.keyboardTyping, into: report) },
        .init(names: ["live: held Down through"]) { try LiveBenchmarks.run(LiveBenchmarks.millionRecipes, into: report) },
        .init(names: ["live: reuser's guide"]) { try LiveBenchmarks.run(LiveBenchmarks.reusersGuide, into: report) },
        .init(names: ["move:", "scroll: view-aligned", "scroll: lazy grid layout"]) { MoveBenchmarks.run(into: report, app: try app()) },
        .init(names: ["headless: frame:"]) { try FrameBenchmarks.run(into: report, app: try app()) },
        .init(names: ["headless: layout:"]) { try LayoutBenchmarks.run(into: report) },
        .init(names: ["headless: pixels:"]) { try PixelMoveBenchmarks.run(into: report, app: try app()) },
        .init(names: ["idle:", "latency:"]) { try HostBenchmarks.run(into: report, app: try app()) },
        .init(names: ["headless: scroll:"]) { try ScrollBenchmarks.run(into: report, app: try app()) },
        .init(names: ["start:"]) { try StartBenchmarks.run(into: report) },
        .init(names: ["memory:"]) { try MemoryBenchmarks.run(into: report) },
        .init(names: ["replay:"]) { try ReplayBenchmarks.run(into: report) },
    ]
    for runner in runners where selection.runs(runner.names) { try runner.run() }
} catch {
    FileHandle.standardError.write(Data("cookbook-bench: \(error)\n".utf8))
    exit(2)
}

print(report.table(machine: machine))
print(String(format: "(%.0f s; values are medians after warm-up; ratios against the baseline column, measured in this run)", Date().timeIntervalSince(started)))
let output = ".build/bench-results.json"
do { try report.writeJSON(to: output, machine: machine, merging: selection.prefix != nil) } catch {
    FileHandle.standardError.write(Data("cookbook-bench: cannot write \(output): \(error)\n".utf8))
    exit(2)
}
print("Wrote \(output)")
if report.results.contains(where: { $0.holds == false }) { print("Some goals do not hold (see the holds column).") }
