/// One row of `make bench`: a figure, what it was compared with, its goal and whether it holds
/// (the `results` entries of `.build/bench-results.json`, docs/interfaces.md "make bench").
struct BenchResult: Codable {
    /// Family-prefixed name (`move:`, `frame:`, `latency:`, `idle:`, `replay:`, …).
    var name: String
    /// The median over repeated runs after warm-up (a ratio where the goal is a ratio).
    var value: Double
    /// `ratio`, `frames`, `ms`, `%`, …
    var unit: String
    /// What the value was compared with (measured in the same run).
    var baseline: String
    /// The goal as written (`<= 4`, `== 1`, …).
    var goal: String
    /// Whether the value meets the goal; nil for an information row (no goal: `-`).
    var holds: Bool?
}
