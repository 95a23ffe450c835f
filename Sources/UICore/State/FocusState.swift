/// Focus state a screen owns: which view is focused, readable and writable (SwiftUI's `@FocusState`).
///
/// Bind views with `.focused(state, equals: value)` (or `.focused(state)` for Bool). Reading tells
/// which bound view has focus; writing moves focus there on the next update (nil/false resigns).
@propertyWrapper
public final class FocusState<Value: Hashable> {
    /// The stored state (kept by view identity when the state is a view's `@FocusState`).
    final class Storage: VersionedStorage {
        /// Where focus is, as the runtime last reported it.
        var value: Value { didSet { if value != oldValue { version &+= 1 } } }
        /// A write by app code not applied yet.
        var pendingRequest: Value? { didSet { if pendingRequest != oldValue { version &+= 1 } } }
        let resting: Value
        /// Counts changes of the value or the request.
        private(set) var version = 0
        /// The store whose evaluations note reads (nil: a view resolved without one).
        weak var store: ViewStateStore?
        init(resting: Value) { value = resting; self.resting = resting }
    }
    private var storage: Storage

    /// The current value; the runtime keeps it in step with the focus engine.
    public var value: Value { storage.noteRead(in: storage.store); return storage.value }
    /// A write by app code that the runtime has not applied yet.
    public var pendingRequest: Value? { storage.noteRead(in: storage.store); return storage.pendingRequest }

    /// A state whose "nothing bound is focused" value is `resting` (nil or false).
    public init(resting: Value) { storage = Storage(resting: resting) }

    /// An optional state resting at nil (`@FocusState private var focusedItem: Item.ID?`).
    public init() where Value: ExpressibleByNilLiteral { storage = Storage(resting: nil) }

    /// The value as app code sees it; setting it requests a focus move.
    public var wrappedValue: Value {
        get { storage.noteRead(in: storage.store); return storage.pendingRequest ?? storage.value }
        set { storage.pendingRequest = newValue }
    }

    /// A binding to the state, for `.focused($state, equals: value)`, `.defaultFocus($state,
    /// value)` and for handing the state to another view (``FocusState/Binding``).
    public var projectedValue: Binding { Binding(self) }

    /// Stable identity of the state across frames (bindings of one state group by it).
    public var identity: ObjectIdentifier { ObjectIdentifier(storage) }

    /// The runtime reports where focus went (clearing any applied request).
    public func sync(_ newValue: Value?) {
        storage.value = newValue ?? storage.resting
    }

    /// Takes the pending request, if any.
    public func takeRequest() -> Value? {
        defer { storage.pendingRequest = nil }
        return storage.pendingRequest
    }

    /// The value meaning "no bound view is focused".
    public var restingValue: Value { storage.resting }
}

extension FocusState: ViewStateInstalling {
    func install(in store: ViewStateStore, key: StateKey) {
        let resting = storage.resting
        storage = store.slot(key) { Storage(resting: resting) }
        if storage.store == nil { storage.store = store }
    }
}

extension FocusState where Value == Bool {
    public convenience init() { self.init(resting: false) }
}


