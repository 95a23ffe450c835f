/// A `.focused(...)` binding on a node, erased: the runtime reconciles it with the focus engine.
public struct FocusBindingSpec {
    /// Whether a pending write asks for this node; nil when nothing is pending for its state.
    public var requested: () -> Bool?
    /// Whether the pending write is the resting value (nil or false): a request to resign focus.
    public var requestsResting: () -> Bool
    /// Clears the pending write once applied.
    public var consumeRequest: () -> Void
    /// Tells the state whether this node is focused.
    public var report: (Bool) -> Void
    /// The state object's identity (bindings of one state share it).
    public var stateID: ObjectIdentifier
    /// The value this node stands for (`equals:`; true for Bool states).
    public var value: AnyHashable
    /// The value a pending write asks for, unless it is the resting value (nil or false): lets
    /// the runtime find the item of a lazy container that is not built yet.
    public var requestedValue: () -> AnyHashable?

    public init(requested: @escaping () -> Bool?, requestsResting: @escaping () -> Bool, consumeRequest: @escaping () -> Void,
                report: @escaping (Bool) -> Void, stateID: ObjectIdentifier, value: AnyHashable,
                requestedValue: @escaping () -> AnyHashable? = { nil }) {
        self.requested = requested; self.requestsResting = requestsResting
        self.consumeRequest = consumeRequest; self.report = report
        self.stateID = stateID; self.value = value; self.requestedValue = requestedValue
    }
}
