import Synchronization

/// A name a view owns for the scopes its modifiers share (SwiftUI's `@Namespace`): the same
/// ``ID`` every frame the view is shown, a different one for every view that declares it.
///
///     struct Buttons: View {
///         @Namespace private var mainNamespace
///         @Environment(\.resetFocus) private var resetFocus
///         var body: some View {
///             VStack {
///                 Button("1") {}
///                 Button("2") {}.prefersDefaultFocus(in: mainNamespace)
///                 Button("Reset to default focus") { resetFocus(in: mainNamespace) }
///             }
///             .focusScope(mainNamespace)
///         }
///     }
///
/// Like `@State`, the name is kept under the view's identity: a view that leaves the hierarchy
/// and comes back has a new one.
@propertyWrapper
public struct Namespace: Sendable {
    /// One namespace's name: equal only to itself.
    public struct ID: Hashable, Sendable {
        let number: UInt64
    }

    /// Where the view's name is kept (swapped for the store's when the view resolves).
    private let location: Location

    /// A namespace: the view's own once it is shown (a view resolved without a state store, as
    /// a test may resolve one, keeps this fresh name).
    public init() { location = Location(Box(ID(number: Self.next()))) }

    /// The namespace's name.
    public var wrappedValue: ID { location.box.id }

    /// Names are counted once per process, so no two namespaces share one.
    private static let last = Atomic<UInt64>(0)
    private static func next() -> UInt64 { last.wrappingAdd(1, ordering: .relaxed).newValue }

    /// The kept name of one view's namespace.
    final class Box: @unchecked Sendable {
        let id: ID
        init(_ id: ID) { self.id = id }
    }

    /// Where a `@Namespace` property finds its box. Written only while its view resolves, on the
    /// thread resolving it.
    final class Location: @unchecked Sendable {
        var box: Box
        init(_ box: Box) { self.box = box }
    }
}

extension Namespace: ViewStateInstalling {
    func install(in store: ViewStateStore, key: StateKey) {
        let fresh = location.box
        location.box = store.slot(key) { fresh }
    }
}
