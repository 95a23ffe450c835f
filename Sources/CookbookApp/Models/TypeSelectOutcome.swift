/// What a key typed for type-select did (``RecipeGridModel/typeSelect(_:)``).
public enum TypeSelectOutcome: Equatable, Sendable {
    /// The query so far names no recipe; the key is still taken.
    case noMatch
    /// The query names this recipe (by slug): the grid selects and focuses it.
    case matched(String)
}
