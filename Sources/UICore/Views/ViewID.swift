/// A view's identity: the value an `.id(_:)` or a `ForEach` gave it, or the place the runtime
/// gave it when it had none.
///
/// Two ids are equal when their values are: `.id(5)` and `.id("5")` are two identities, as in
/// SwiftUI, and an id never has to be parsed back into the value it came from — read it with
/// ``value(as:)``. Every id also has a *name*, ``description``: its value written out
/// (`"\(value)"`), or `auto-N` / `scroll-N` for the structural ids the focus tree gives
/// focusable and scrolling views that have none. Names are what traces, replay scripts
/// (`focus`, `expect focus`) and `focus-debug` show and read; a name coming from outside (a
/// script's line, a layout file) finds its view by a lookup by name (`FocusSystem.id(named:)`,
/// ``Node/find(named:)``), never by making it the view's identity.
///
/// A string literal is the id of that string (`"favorite"` is `ViewID("favorite")`), so the common
/// `.id("favorite")` and `focus(id: "favorite")` meet.
@frozen public struct ViewID: Hashable, @unchecked Sendable {
    // `@unchecked`: `.other` holds the `Hashable` an app gave `.id(_:)` or its `ForEach` data's
    // identity, values the runtime only compares, hashes and writes out, never mutates.

    /// The value, kept unboxed for the identities views have most (strings, integers, the
    /// runtime's structural ids): comparing and hashing ids is most of what a focus move does,
    /// and through `AnyHashable` each took a dynamic cast (a move in a lazy grid took 1.7 times
    /// as long as with string ids; unboxed and inlinable, 1.1 times).
    @usableFromInline enum Storage {
        case name(String)
        case int(Int)
        case structural(Structural)
        /// Any other value (boxed, so an id stays as small as a string: ids are copied into
        /// every focus-tree node and lookup). Its name is written out only when asked for
        /// (traces, lookups by name), not each time an id is made: a lazy container makes one
        /// per item it looks an identity up among.
        case other(Boxed)
        /// A value scoped to a `ForEach` (or an element of one): equal only to the same value
        /// in the same scope (``Scope``).
        case scoped(ScopedValue)
    }

    /// A value of another type (``TypedBox``, the one kind there is).
    ///
    /// Compared and hashed through its own type, not through `AnyHashable`: `AnyHashable`'s
    /// `==` unboxes the other side with a cast to a generic box type, a metadata lookup of
    /// about 1,900 instructions a comparison (callgrind), and a dictionary keyed by ids (the
    /// focus tree's index, the decorated views) compares one on every lookup that finds it —
    /// a twentieth of a random replay's instructions, with an app's `UUID` or enum ids.
    @usableFromInline class Boxed {
        init() {}
        /// The value as `AnyHashable`.
        var value: AnyHashable { fatalError("Boxed is abstract") }
        /// The value itself (written out in a name).
        var base: Any { fatalError("Boxed is abstract") }
        /// Whether `other` holds an equal value of the same type.
        @usableFromInline func isEqual(to other: Boxed) -> Bool { fatalError("Boxed is abstract") }
        /// Feeds the value to `hasher`.
        @usableFromInline func hash(into hasher: inout Hasher) { fatalError("Boxed is abstract") }
    }

    /// A value of the type `Value`.
    @usableFromInline final class TypedBox<Value: Hashable>: Boxed {
        let typed: Value
        init(_ typed: Value) { self.typed = typed }
        override var value: AnyHashable { AnyHashable(typed) }
        override var base: Any { typed }
        @usableFromInline override func isEqual(to other: Boxed) -> Bool {
            // The same class is the same `Value`: compared without a cast (a check of the two
            // objects' classes, then the value's own `==`).
            guard type(of: other) == type(of: self) else { return false }
            return typed == unsafeDowncast(other, to: TypedBox<Value>.self).typed
        }
        @usableFromInline override func hash(into hasher: inout Hasher) { hasher.combine(typed) }
    }

    /// The box of `value` under its dynamic type (an `AnyHashable`'s base, opened).
    static func box(_ value: AnyHashable) -> Boxed {
        func open<T: Hashable>(_ v: T) -> Boxed { TypedBox(v) }
        guard let base = value.base as? any Hashable else { return TypedBox(value) }
        return open(base)
    }

    /// A value in a scope: the value's own id, the scope's key and label.
    @usableFromInline final class ScopedValue {
        @usableFromInline let base: ViewID
        @usableFromInline let key: Int
        /// The scope's label (`"sidebar"`), the part of the name before the value.
        let label: String
        init(base: ViewID, key: Int, label: String) {
            self.base = base; self.key = key; self.label = label
        }
        /// The whole name: `"label/value"`, or the value's alone when the label is empty.
        var name: String { label.isEmpty ? base.description : label + "/" + base.description }
    }

    @usableFromInline let storage: Storage

    /// The id of a value: an `.id(_:)`'s, a `ForEach` element's identity. An id passed in is
    /// returned as it is, and a `Substring` is the id of its `String`.
    public init<Value: Hashable>(_ value: Value) {
        switch value {
        case let id as ViewID: self = id
        case let s as String: storage = .name(s)
        case let s as Substring: storage = .name(String(s))
        case let i as Int: storage = .int(i)
        case let s as Structural: storage = .structural(s)
        case let boxed as AnyHashable: storage = .other(Self.box(boxed))
        default: storage = .other(TypedBox(value))
        }
    }

    /// The id of a string.
    public init(_ name: String) { storage = .name(name) }

    /// The identity's value (a `String`, an `Int`, a `ForEach` element's `ID`, a ``Structural``).
    public var value: AnyHashable {
        switch storage {
        case .name(let s): AnyHashable(s)
        case .int(let i): AnyHashable(i)
        case .structural(let s): AnyHashable(s)
        case .other(let boxed): boxed.value
        case .scoped(let scoped): scoped.base.value
        }
    }

    /// The name traces and scripts use: the value written out (`"\(value)"`).
    public var description: String {
        switch storage {
        case .name(let s): s
        case .int(let i): String(i)
        case .structural(let s): "\(s.role.rawValue)-\(s.ordinal)"
        case .other(let boxed): "\(boxed.base)"
        case .scoped(let scoped): scoped.name
        }
    }

    /// The value, when it is a `T` (an app reading back the typed id it gave a view).
    public func value<T: Hashable>(as type: T.Type) -> T? {
        switch storage {
        case .name(let s): s as? T
        case .int(let i): i as? T
        case .structural(let s): s as? T
        case .other(let boxed): boxed.base as? T
        case .scoped(let scoped): scoped.base.value(as: type)
        }
    }

    /// The value, when it is a `String` (the common case, without a dynamic cast).
    @inlinable public var stringValue: String? {
        switch storage {
        case .name(let s): s
        case .scoped(let scoped): scoped.base.stringValue
        default: nil
        }
    }

    /// Whether the runtime gave this id (``Structural``) rather than the app.
    public var isStructural: Bool {
        if case .structural = storage { return true }
        return false
    }

    @inlinable public static func == (a: ViewID, b: ViewID) -> Bool {
        switch (a.storage, b.storage) {
        case (.name(let x), .name(let y)): x == y
        case (.int(let x), .int(let y)): x == y
        case (.structural(let x), .structural(let y)): x == y
        case (.other(let x), .other(let y)): x === y || x.isEqual(to: y)
        case (.scoped(let x), .scoped(let y)): x === y || (x.key == y.key && x.base == y.base)
        default: false
        }
    }

    /// Hashes the value alone (ids of different kinds that hash alike are still unequal).
    @inlinable public func hash(into hasher: inout Hasher) {
        switch storage {
        case .name(let s): hasher.combine(s)
        case .int(let i): hasher.combine(i)
        case .structural(let s): hasher.combine(s)
        case .other(let boxed): boxed.hash(into: &hasher)
        case .scoped(let scoped): hasher.combine(scoped.key); hasher.combine(scoped.base)
        }
    }
}

extension ViewID {
    /// The identity the focus tree gives a view that needs one and has none: its role and its
    /// place in the tree's depth-first order (a positional id, as SwiftUI's structural identity).
    public struct Structural: Hashable, Sendable {
        /// What kind of view the id was made for.
        public enum Role: String, Sendable {
            /// A focusable view, text field, focus section or scope (named `auto-N`).
            case focusable = "auto"
            /// A scroll view (named `scroll-N`).
            case scroll
        }
        public let role: Role
        /// The view's number among those given ids in one walk of the tree.
        public let ordinal: Int
    }

    /// The structural id of the `ordinal`-th view of `role` in a walk of the tree.
    public static func structural(_ role: Structural.Role, _ ordinal: Int) -> ViewID {
        ViewID(Structural(role: role, ordinal: ordinal))
    }
}

extension ViewID: CustomStringConvertible {}

extension ViewID: ExpressibleByStringInterpolation {
    public init(stringLiteral name: String) { self.init(name) }
}

extension ViewID: Comparable {
    /// Ids in the order of their names (a deterministic order for lists and traces).
    public static func < (a: ViewID, b: ViewID) -> Bool { a.description < b.description }
}
