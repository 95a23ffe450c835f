import Foundation

// `make bench`: every figure that matters, each against a baseline measured in the same run on
// the same machine (absolute times vary with the machine; ratios travel). Prints a table and
// writes `.build/bench-results.json` (INTERFACES.md "make bench").

// `cookbook-bench --minimal-window`: the `start:` baseline program, in a process of its own.
if CommandLine.arguments.dropFirst().first == MinimalWindow.argument { MinimalWindow.run() }
// `cookbook-bench --memory-child N`: one size of the `memory:` benchmark, in a process of its own.
if CommandLine.arguments.dropFirst().first == MemoryBenchmarks.argument {
    guard let n = CommandLine.arguments.dropFirst(2).first.flatMap({ Int($0) }), n > 0 else {
        FileHandle.standardError.write(Data("usage: cookbook-bench \(MemoryBenchmarks.argument) RECIPES\n".utf8))
        exit(2)
    }
    MemoryBenchmarks.child(n)
}

// `cookbook-bench --only FAMILY[,FAMILY…]`: only the named families (`move`, `frame`, `host`,
// `scroll`, `start`, `memory`, `replay`; `host` is the `idle:` and `latency:` figures), e.g. to
// re-measure one family without the whole run.
let families = ["move", "frame", "host", "scroll", "start", "memory", "replay"]
let only: Set<String>? = {
    guard let i = CommandLine.arguments.firstIndex(of: "--only") else { return nil }
    let names = CommandLine.arguments.dropFirst(i + 1).first.map { $0.split(separator: ",").map(String.init) } ?? []
    guard !names.isEmpty, names.allSatisfy(families.contains) else {
        FileHandle.standardError.write(Data("usage: cookbook-bench [--only FAMILY[,FAMILY…]] (families: \(families.joined(separator: ", ")))\n".utf8))
        exit(2)
    }
    return Set(names)
}()
/// Whether the run includes the benchmark family `name`.
@MainActor func runs(_ name: String) -> Bool { only?.contains(name) ?? true }

let report = BenchReport()
let machine = Machine.describe()
let started = Date()
FileHandle.standardError.write(Data("FocusCookbook benchmarks on \(machine)\n".utf8))
do {
    if runs("move") || runs("frame") || runs("host") || runs("scroll") {
        let app = try AppFixture()
        if runs("move") { MoveBenchmarks.run(into: report, app: app) }
        if runs("frame") { try FrameBenchmarks.run(into: report, app: app) }
        if runs("host") { try HostBenchmarks.run(into: report, app: app) }
        if runs("scroll") { try ScrollBenchmarks.run(into: report, app: app) }
    }
    if runs("start") { try StartBenchmarks.run(into: report) }
    if runs("memory") { try MemoryBenchmarks.run(into: report) }
    if runs("replay") { try ReplayBenchmarks.run(into: report) }
} catch {
    FileHandle.standardError.write(Data("cookbook-bench: \(error)\n".utf8))
    exit(2)
}

print(report.table(machine: machine))
print(String(format: "(%.0f s; values are medians after warm-up; ratios against the baseline column, measured in this run)", Date().timeIntervalSince(started)))
let output = ".build/bench-results.json"
do { try report.writeJSON(to: output, machine: machine) } catch {
    FileHandle.standardError.write(Data("cookbook-bench: cannot write \(output): \(error)\n".utf8))
    exit(2)
}
print("Wrote \(output)")
if report.results.contains(where: { !$0.holds }) { print("Some goals do not hold (see the holds column).") }
