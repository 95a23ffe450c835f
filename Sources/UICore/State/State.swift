/// A value a view owns, kept between frames by the view's identity (SwiftUI's `@State`).
///
///     struct Row: View {
///         @State private var isExpanded = false
///         var body: some View { Toggle("Details", isOn: $isExpanded) }
///     }
///
/// Reading gives the stored value; writing (from actions) changes it for the next frame;
/// `$name` is a ``Binding`` to it. See ``ViewStateStore`` for how identity is found.
@propertyWrapper
public struct State<Value> {
    private let location: StateLocation<Value>

    /// State starting at `wrappedValue` the first time its view appears.
    public init(wrappedValue: Value) { location = StateLocation(StateBox(wrappedValue)) }

    /// The current value.
    public var wrappedValue: Value {
        get { location.box.value }
        nonmutating set { location.box.value = newValue }
    }

    /// A binding to the value.
    public var projectedValue: Binding<Value> {
        let box = location.box
        return Binding(get: { box.value }, set: { box.value = $0 }, source: box)
    }
}

extension State: ViewStateInstalling {
    func install(in store: ViewStateStore, key: StateKey) {
        let initial = location.box.stored
        location.box = store.slot(key) { StateBox(initial) }
        if location.box.store == nil { location.box.store = store }
    }
}

/// The stored value of one `@State`: reads while a view evaluates are noted, writes counted
/// (``VersionedStorage``), so views that read it are evaluated again after a write.
final class StateBox<Value>: VersionedStorage {
    /// The value, read without noting it.
    private(set) var stored: Value
    /// Counts writes.
    private(set) var version = 0
    /// The store whose evaluations note reads (nil: a view resolved without one).
    weak var store: ViewStateStore?

    init(_ value: Value) { stored = value }

    /// The value; reading it while a view evaluates makes the view depend on it.
    var value: Value {
        get { noteRead(in: store); return stored }
        set { stored = newValue; version &+= 1; AnimationTransaction.noteWrite() }
    }
}

/// Where a `@State` property finds its box (swapped for the store's when its view resolves).
final class StateLocation<Value> {
    var box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
}
