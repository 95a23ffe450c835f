/// A typed collection of focused values, keyed by ``FocusedValueKey`` types.
///
/// Extend it with computed properties, as in SwiftUI:
///
///     extension FocusedValues {
///         var selectedRecipe: String? {
///             get { self[SelectedRecipeKey.self] }
///             set { self[SelectedRecipeKey.self] = newValue }
///         }
///     }
public struct FocusedValues {
    private var storage: [ObjectIdentifier: Any] = [:]

    /// An empty collection.
    public init() {}

    /// The value for a key, or nil when none is published.
    public subscript<Key: FocusedValueKey>(key: Key.Type) -> Key.Value? {
        get { storage[ObjectIdentifier(key)] as? Key.Value }
        set { storage[ObjectIdentifier(key)] = newValue }
    }

    /// Whether the collection holds a value for the key.
    public func contains<Key: FocusedValueKey>(_ key: Key.Type) -> Bool { storage[ObjectIdentifier(key)] != nil }

    /// Whether nothing is published.
    public var isEmpty: Bool { storage.isEmpty }

    /// This collection with keys it lacks taken from `fallback` (this one wins).
    public func merged(withFallback fallback: FocusedValues) -> FocusedValues {
        var out = self
        out.storage.merge(fallback.storage) { mine, _ in mine }
        return out
    }
}
