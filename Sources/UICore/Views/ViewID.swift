/// A view's identity: the value an `.id(_:)` or a `ForEach` gave it, or the place the runtime
/// gave it when it had none.
///
/// Two ids are equal when their values are: `.id(5)` and `.id("5")` are two identities, as in
/// SwiftUI, and an id never has to be parsed back into the value it came from — read it with
/// ``value(as:)``. Every id also has a *name*, ``description``: its value written out
/// (`"\(value)"`), or `auto-N` / `scroll-N` for the structural ids the focus tree gives
/// focusable and scrolling views that have none. Names are what traces, replay scripts
/// (`focus`, `expect focus`) and `focus-debug` show and read; a name coming from outside (a
/// script's line, a layout file) finds its view by ``FocusSystem`` lookups by name, never by
/// making it the view's identity.
///
/// A string literal is the id of that string (`"favorite"` is `ViewID("favorite")`), so the common
/// `.id("favorite")` and `focus(id: "favorite")` meet.
public struct ViewID: Hashable, @unchecked Sendable {
    // `@unchecked`: `value` holds the `Hashable` an app gave `.id(_:)` or its `ForEach` data's
    // identity, values the runtime only compares, hashes and writes out, never mutates.

    /// The identity's value (a `String`, an `Int`, a `ForEach` element's `ID`, a ``Structural``).
    public let value: AnyHashable
    /// The name traces and scripts use: the value written out (`"\(value)"`).
    public let description: String

    /// The id of a value: an `.id(_:)`'s, a `ForEach` element's identity. An id passed in is
    /// returned as it is, and a `Substring` is the id of its `String`.
    public init<Value: Hashable>(_ value: Value) {
        if let id = value as? ViewID { self = id; return }
        if let s = value as? Substring { self.init(name: String(s)); return }
        if let s = value as? String { self.init(name: s); return }
        self.init(value: AnyHashable(value), description: "\(value)")
    }

    /// The id of a string.
    public init(_ name: String) { self.init(name: name) }

    private init(name: String) { self.init(value: AnyHashable(name), description: name) }

    private init(structural: Structural) {
        self.init(value: AnyHashable(structural), description: "\(structural.role.rawValue)-\(structural.ordinal)")
    }

    private init(value: AnyHashable, description: String) {
        self.value = value
        self.description = description
    }

    /// The value, when it is a `T` (an app reading back the typed id it gave a view).
    public func value<T: Hashable>(as type: T.Type) -> T? { value.base as? T }

    /// Whether the runtime gave this id (``Structural``) rather than the app.
    public var isStructural: Bool { value.base is Structural }

    public static func == (a: ViewID, b: ViewID) -> Bool { a.value == b.value }
    public func hash(into hasher: inout Hasher) { hasher.combine(value) }
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
        ViewID(structural: Structural(role: role, ordinal: ordinal))
    }
}

extension ViewID: CustomStringConvertible {}

extension ViewID: ExpressibleByStringInterpolation {
    public init(stringLiteral name: String) { self.init(name: name) }
}

extension ViewID: Comparable {
    /// Ids in the order of their names (a deterministic order for lists and traces).
    public static func < (a: ViewID, b: ViewID) -> Bool { a.description < b.description }
}
