/// What a key typed for type-select did (``AppModel/typeSelect(_:)``).
public enum TypeSelectOutcome: Equatable, Sendable {
    /// Type-select is off (no key-map buffer): the key is not handled.
    case off
    /// The query so far names no recipe; the key is still taken.
    case noMatch
    /// The query names this recipe (by slug): the grid selects and focuses it.
    case matched(String)
}
