/// A view that runs an action when a value it watches changes (SwiftUI's
/// `onChange(of:initial:_:)`), made by `onChange(of:initial:_:)` on any view.
///
/// Each time the view is resolved its value is compared with the one it had the last time it
/// was resolved at the same place (kept in the frame's ``ViewStateStore`` as `@State` is);
/// when they differ the action runs with both, after the frame is built — not while views are
/// being resolved — and the runtime builds the next frame whole, so whatever the action wrote
/// shows at once. With `initial` it also runs the first time the view appears, with the value
/// as both old and new. Resolved without a store (a view resolved directly, in a test), it
/// never runs.
///
///     TextField("Item Name", text: $item.name)
///         .focused($focusedItem, equals: item.id)
///     …
///     .onChange(of: model.renumberedItems) { _, moved in
///         if let f = focusedItem, let now = moved[f] { focusedItem = now }
///     }
public struct OnChangeView<Content: View, Value: Equatable>: PrimitiveView {
    let content: Content
    let value: Value
    let initial: Bool
    let action: (Value, Value) -> Void

    public func makeNode(in context: ResolveContext) -> Node {
        if let store = context.stateStore {
            let seen = store.slot(StateKey(path: context.identityPath, label: "onChange")) { SeenValue<Value>() }
            let old = seen.value, new = value
            seen.value = new
            if let old, old != new {
                store.afterUpdate { action(old, new) }
            } else if old == nil, initial {
                store.afterUpdate { action(new, new) }
            }
        }
        // The content sits one step below, so a second `onChange` on it keeps a value of its own.
        return context.descending("onChange").resolve(content)
    }
}

/// The value an ``OnChangeView`` saw the last time it was resolved.
final class SeenValue<Value> {
    var value: Value?
}

extension View {
    /// Runs `action` with the old and the new value when `value` changes between updates (and,
    /// with `initial`, once when the view appears): SwiftUI's `onChange(of:initial:_:)`.
    public func onChange<V: Equatable>(of value: V, initial: Bool = false,
                                       _ action: @escaping (_ oldValue: V, _ newValue: V) -> Void) -> OnChangeView<Self, V> {
        OnChangeView(content: self, value: value, initial: initial, action: action)
    }

    /// Runs `action` when `value` changes between updates (and, with `initial`, once when the
    /// view appears): SwiftUI's `onChange(of:initial:_:)` without the values.
    public consuming func onChange<V: Equatable>(of value: V, initial: Bool = false, _ action: @escaping () -> Void) -> OnChangeView<Self, V> {
        OnChangeView(content: self, value: value, initial: initial) { _, _ in action() }
    }
}
