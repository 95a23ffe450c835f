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
    /// Whether the runtime changes a node carrying this attribute after layout (a transition's
    /// effects, rolled text): such a node is never handed out again with last frame's layout
    /// (``RetainedEvaluations``). False unless a key says otherwise.
    static var changesNodeAfterLayout: Bool { get }
}

extension ViewAttributeKey {
    public static var changesNodeAfterLayout: Bool { false }
}

extension Node {
    /// The bit of ``attributeKeys`` standing for `key`: from the address of its type's metadata
    /// (aligned, so its low bits are dropped), folded to one of 64.
    @inline(__always) static func attributeBit<Key: ViewAttributeKey>(_ key: Key.Type) -> UInt64 {
        let address = UInt(bitPattern: ObjectIdentifier(key))
        return 1 << UInt64((address >> 4 ^ address >> 10) & 63)
    }

    /// The value a view stored under a typed attribute key, nil when none.
    public subscript<Key: ViewAttributeKey>(key: Key.Type) -> Key.Value? {
        // flatMap first: a missing entry must read as nil even when `Value` is itself optional
        // (casting a nil `Any?` to an optional type succeeds).
        get {
            // Read for every node of a tree each frame (a scroll animation's frame asks each
            // whether it has a scroll transition): most hold no attribute, and only a node
            // marked as changed after layout can hold a key that marks it.
            guard attributeKeys & Self.attributeBit(key) != 0, !Key.changesNodeAfterLayout || changesAfterLayout else { return nil }
            return attributeStorage[ObjectIdentifier(key)].flatMap { $0 as? Key.Value }
        }
        set {
            attributeStorage[ObjectIdentifier(key)] = newValue
            if newValue != nil { attributeKeys |= Self.attributeBit(key) }
            if Key.changesNodeAfterLayout {
                if newValue != nil { changesAfterLayout = true }
                Node.noteStructureChange()
            }
        }
    }
}
