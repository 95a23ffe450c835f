/// Focus state a screen owns: which view is focused, readable and writable (SwiftUI's `@FocusState`).
///
/// Bind views with `.focused(state, equals: value)` (or `.focused(state)` for Bool). Reading tells
/// which bound view has focus; writing moves focus there on the next update (nil/false resigns).
public final class FocusState<Value: Hashable> {
    /// The current value; the runtime keeps it in step with the focus engine.
    public private(set) var value: Value
    /// A write by app code that the runtime has not applied yet.
    public private(set) var pendingRequest: Value?
    let resting: Value

    /// A state whose "nothing bound is focused" value is `resting` (nil or false).
    public init(resting: Value) { value = resting; self.resting = resting }

    /// The value as app code sees it; setting it requests a focus move.
    public var wrappedValue: Value {
        get { pendingRequest ?? value }
        set { pendingRequest = newValue }
    }

    /// The runtime reports where focus went (clearing any applied request).
    public func sync(_ newValue: Value?) {
        value = newValue ?? resting
    }

    /// Takes the pending request, if any.
    public func takeRequest() -> Value? {
        defer { pendingRequest = nil }
        return pendingRequest
    }

    /// The value meaning "no bound view is focused".
    public var restingValue: Value { resting }
}

extension FocusState where Value == Bool {
    public convenience init() { self.init(resting: false) }
}

extension FocusState {
    public convenience init<W: Hashable>() where Value == W? { self.init(resting: nil) }
}
