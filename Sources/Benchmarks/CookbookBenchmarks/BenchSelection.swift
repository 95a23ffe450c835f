/// `cookbook-bench --only PREFIX`: runs only the benchmarks whose result names begin with
/// PREFIX (`--only start:`, `--only "scroll: frames"`); without it, every benchmark runs.
///
/// Each benchmark runner names the prefixes of the results it records (``Runner/names``); a
/// runner runs when one of them and PREFIX could name the same result, and the report keeps
/// only the results that begin with PREFIX.
struct BenchSelection {
    /// One group of benchmarks run together (they share set-up).
    struct Runner {
        /// Prefixes of every result name the runner records.
        let names: [String]
        let run: () throws -> Void
    }

    /// The option that selects benchmarks by name prefix.
    static let option = "--only"
    /// The name prefix asked for; nil runs everything.
    let prefix: String?

    /// The selection `arguments` (the command line without the program name) ask for; nil
    /// when they are not understood.
    init?(arguments: [String]) {
        switch arguments.count {
        case 0: prefix = nil
        case 2 where arguments[0] == Self.option && !arguments[1].isEmpty: prefix = arguments[1]
        default: return nil
        }
    }

    /// Whether a result named `name` is kept.
    func keeps(_ name: String) -> Bool { prefix.map { name.hasPrefix($0) } ?? true }

    /// Whether a runner recording results that begin with one of `names` has to run.
    func runs(_ names: [String]) -> Bool {
        guard let prefix else { return true }
        return names.contains { $0.hasPrefix(prefix) || prefix.hasPrefix($0) }
    }
}
