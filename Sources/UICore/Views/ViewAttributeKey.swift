/// A key for data a view hands to the runtime through its node, carrying the value's type
/// (like SwiftUI's preference keys): the modifier writes `node[Key.self] = value`, the runtime
/// reads `node[Key.self]` as a `Key.Value?`, and no string or cast sits between them.
///
///     public enum BadgeKey: ViewAttributeKey { public typealias Value = Int }
///     node[BadgeKey.self] = 3
///     let badge = node[BadgeKey.self]   // Int?
///
/// See also: ``View/attribute(_:_:)``.
public protocol ViewAttributeKey {
    /// The type of the value stored under the key.
    associatedtype Value
}

extension Node {
    /// The value a view stored under a typed attribute key, nil when none.
    public subscript<Key: ViewAttributeKey>(key: Key.Type) -> Key.Value? {
        // flatMap first: a missing entry must read as nil even when `Value` is itself optional
        // (casting a nil `Any?` to an optional type succeeds).
        get { attributeStorage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value } }
        set { attributeStorage[ObjectIdentifier(key)] = newValue }
    }
}
