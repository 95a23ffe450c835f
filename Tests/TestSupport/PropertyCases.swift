import Foundation

/// How many cases each property test runs: `PROPERTY_CASES` when set (a long run can ask for
/// 1,000,000), otherwise a count small enough to keep `make test` fast.
public enum PropertyCases {
    /// The default: a few hundred cases per property run in about a second each.
    public static let defaultCount = 200

    /// Cases per property for this run.
    public static var count: Int {
        guard let text = ProcessInfo.processInfo.environment["PROPERTY_CASES"], let n = Int(text), n > 0 else { return defaultCount }
        return n
    }
}
