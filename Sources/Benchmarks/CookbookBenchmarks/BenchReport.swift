import Foundation

/// Every result of a `make bench` run: printed as a table and written as JSON.
final class BenchReport {
    private(set) var results: [BenchResult] = []
    /// Which results are recorded (`cookbook-bench --only`); the others are dropped.
    private let keeps: (String) -> Bool

    /// A report recording the results whose names `keeps` accepts (all by default).
    init(keeping keeps: @escaping (String) -> Bool = { _ in true }) { self.keeps = keeps }

    /// Records a result whose goal is `value <= limit`.
    func atMost(_ name: String, _ value: Double, _ limit: Double, unit: String = "ratio", baseline: String) {
        add(BenchResult(name: name, value: value, unit: unit, baseline: baseline, goal: "<= \(Self.number(limit))", holds: value <= limit))
    }

    /// Records a result whose goal is `value >= limit`.
    func atLeast(_ name: String, _ value: Double, _ limit: Double, unit: String = "ratio", baseline: String) {
        add(BenchResult(name: name, value: value, unit: unit, baseline: baseline, goal: ">= \(Self.number(limit))", holds: value >= limit))
    }

    /// Records a result whose goal is `value == expected`.
    func equals(_ name: String, _ value: Double, _ expected: Double, unit: String, baseline: String) {
        add(BenchResult(name: name, value: value, unit: unit, baseline: baseline, goal: "== \(Self.number(expected))", holds: value == expected))
    }

    /// Records an informational figure without a goal of its own: its holds column says `info`
    /// (JSON `holds: null`), never `yes`.
    func info(_ name: String, _ value: Double, unit: String, baseline: String) {
        add(BenchResult(name: name, value: value, unit: unit, baseline: baseline, goal: "-", holds: nil))
    }

    func add(_ result: BenchResult) {
        guard keeps(result.name) else { return }
        results.append(result)
        // Progress on stderr so a long run shows where it is; the table comes at the end.
        FileHandle.standardError.write(Data("  \(result.name): \(Self.number(result.value)) \(result.unit)\n".utf8))
    }

    /// The table: name, value, unit, goal, holds, baseline.
    func table(machine: String) -> String {
        let w = max(40, results.map(\.name.count).max() ?? 0)
        var out = "Machine: \(machine)\n\n"
        out += "name".padding(toLength: w, withPad: " ", startingAt: 0) + "  " + "value".leftPad(12) + "  unit    goal      holds  baseline\n"
        for r in results {
            out += r.name.padding(toLength: w, withPad: " ", startingAt: 0) + "  " + Self.number(r.value).leftPad(12) + "  "
                + r.unit.padding(toLength: 6, withPad: " ", startingAt: 0) + "  " + r.goal.padding(toLength: 8, withPad: " ", startingAt: 0)
                + "  " + (r.holds.map { $0 ? "yes" : "NO " } ?? "info").padding(toLength: 5, withPad: " ", startingAt: 0) + "  " + r.baseline + "\n"
        }
        return out
    }

    /// Writes `{"machine": …, "results": […]}` to `path`. With `merging` (a `--only` run) the
    /// rows of the file already there that this run did not select are kept in their places,
    /// the selected ones replaced by this run's (or dropped if it no longer records them), and
    /// new rows appended; a missing or unreadable file is written afresh.
    func writeJSON(to path: String, machine: String, merging: Bool = false) throws {
        struct File: Codable { var machine: String; var results: [BenchResult] }
        let url = URL(fileURLWithPath: path)
        var rows = results
        if merging, let data = try? Data(contentsOf: url), let old = try? JSONDecoder().decode(File.self, from: data) {
            var fresh = Dictionary(results.map { ($0.name, $0) }, uniquingKeysWith: { a, _ in a })
            rows = old.results.compactMap { row in
                guard keeps(row.name) else { return row }
                return fresh.removeValue(forKey: row.name)
            }
            rows += results.filter { fresh[$0.name] != nil }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try encoder.encode(File(machine: machine, results: rows)).write(to: url)
    }

    /// A figure with three significant digits (more for large numbers, never exponent notation).
    static func number(_ v: Double) -> String {
        if v == v.rounded(), abs(v) < 1e12 { return String(Int(v)) }
        let a = abs(v)
        return String(format: a >= 100 ? "%.1f" : a >= 1 ? "%.2f" : a >= 0.01 ? "%.3f" : "%.5f", v)
    }
}

extension String {
    /// The string right-aligned in `width` columns.
    func leftPad(_ width: Int) -> String { count >= width ? self : String(repeating: " ", count: width - count) + self }
}
