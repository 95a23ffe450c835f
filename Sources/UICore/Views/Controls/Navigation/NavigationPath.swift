/// A navigation stack's path of values of any `Hashable` types (SwiftUI's `NavigationPath`):
/// bound to a ``NavigationStack``, each value shows the destination declared for its type.
public struct NavigationPath: Equatable {
    /// The values, the root's first.
    var elements: [AnyHashable]

    /// An empty path: the root shows.
    public init() { elements = [] }

    /// A path of `values`, in order.
    public init<S: Sequence>(_ values: S) where S.Element: Hashable { elements = values.map { AnyHashable($0) } }

    /// How many screens are pushed.
    public var count: Int { elements.count }

    /// Whether only the root shows.
    public var isEmpty: Bool { elements.isEmpty }

    /// Pushes `value`.
    public mutating func append<V: Hashable>(_ value: V) { elements.append(AnyHashable(value)) }

    /// Pops the top `k` screens.
    public mutating func removeLast(_ k: Int = 1) { elements.removeLast(k) }
}
