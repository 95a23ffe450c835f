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
        return Binding(get: { box.value }, set: { box.value = $0 })
    }
}

extension State: ViewStateInstalling {
    func install(in store: ViewStateStore, key: StateKey) {
        let initial = location.box.value
        location.box = store.slot(key) { StateBox(initial) }
    }
}

/// The stored value of one `@State`.
final class StateBox<Value> {
    var value: Value
    init(_ value: Value) { self.value = value }
}

/// Where a `@State` property finds its box (swapped for the store's when its view resolves).
final class StateLocation<Value> {
    var box: StateBox<Value>
    init(_ box: StateBox<Value>) { self.box = box }
}
