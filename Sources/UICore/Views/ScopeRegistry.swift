/// The identity scopes opened in one resolve, numbered per label so their names are readable
/// (``ViewID/Scope``): the first `ForEach` under a label is `label`, the second `label@2`.
///
/// A scope keeps its number when it is opened again in the same resolve (a lazy container
/// builds an item twice: once to measure it, once to place it), so its ids' names do not change
/// within a frame. Unscoped positions also number their unnamed scroll views here.
public final class ScopeRegistry {
    private var numbers: [Int: Int] = [:]
    private var counts: [String: Int] = [:]

    public init() {}

    /// The number of the scope keyed `key` among those opened under `label` (from 1).
    public func number(of key: Int, under label: String) -> Int {
        if let n = numbers[key] { return n }
        let n = (counts[label] ?? 0) + 1
        counts[label] = n
        numbers[key] = n
        return n
    }
}
