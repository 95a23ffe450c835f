extension ViewID {
    /// Where an identity is unique: a `ForEach`, or one element of a `ForEach`.
    ///
    /// SwiftUI scopes a `ForEach` element's identity to its `ForEach`, so `ForEach(0..<3)` in two
    /// sections names six views, not three. A scope has a *key*, the structural position of the
    /// view that opened it (stable from frame to frame), which takes part in the identity, and a
    /// *label*, which takes part only in the name: the name of the nearest enclosing view with
    /// an identity of its own (an `.id(_:)` or a `ForEach` element), then `@2`, `@3`… for the
    /// second and later scopes opened under that view in a frame. A scope with an empty label
    /// (the first `ForEach` with no identified view above it) writes its ids as their values
    /// alone, as before scopes existed; a second `ForEach` beside it names its rows `@2/0`,
    /// `@2/1`…, one inside `.id("sidebar")` names them `sidebar/0`….
    public struct Scope: Hashable, Sendable {
        /// The structural position of the view that opened the scope.
        public let key: Int
        /// The part of its ids' names before their values (may be empty).
        public let label: String

        public init(key: Int, label: String) { self.key = key; self.label = label }

        /// The value's name with this scope's label taken off: `"3"` for `"sidebar/3"` in the
        /// scope labelled `sidebar`; nil when the name is not one of this scope's.
        public func localName(of name: String) -> String? {
            guard !label.isEmpty else { return name }
            guard name.count > label.count, name.hasPrefix(label),
                  name[name.index(name.startIndex, offsetBy: label.count)] == "/" else { return nil }
            return String(name.dropFirst(label.count + 1))
        }
    }

    /// The id of `value` in `scope` (an id that already has a scope is returned as it is; nil
    /// scope: the unscoped id).
    public init<Value: Hashable>(_ value: Value, in scope: Scope?) {
        let base = ViewID(value)
        guard let scope, base.scope == nil else { self = base; return }
        self.init(storage: .scoped(ScopedValue(base: base, key: scope.key, label: scope.label)))
    }

    @usableFromInline init(storage: Storage) { self.storage = storage }

    /// The scope the id is unique in; nil for an id unique in the whole window (an `.id` with
    /// a string, any id outside a `ForEach`, the runtime's structural ids).
    public var scope: Scope? {
        if case .scoped(let s) = storage { return Scope(key: s.key, label: s.label) }
        return nil
    }

    /// The id without its scope: what `.id(_:)` or the `ForEach` data gave (an unscoped id is
    /// itself). A lookup by an app's own value (`scrollTo(3)`, `focus(id: 3)`) finds a scoped
    /// view through it.
    public var unscoped: ViewID {
        if case .scoped(let s) = storage { return s.base }
        return self
    }
}
