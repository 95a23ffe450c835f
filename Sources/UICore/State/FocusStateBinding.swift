extension FocusState {
    /// A focus state handed to another view (SwiftUI's `FocusState.Binding`): what `$focused` gives.
    ///
    /// A child view declares `var focus: FocusState<Field?>.Binding` (or
    /// `@FocusState<Bool>.Binding var isFocused: Bool`) and binds its views with
    /// `.focused(focus, equals: …)`; reading and writing go to the parent's state. Unlike a
    /// ``FocusState`` property, a binding is never given storage of its own by the view it is in.
    @propertyWrapper
    public struct Binding {
        /// The state the binding reads and writes.
        public let state: FocusState<Value>

        /// A binding to `state`.
        public init(_ state: FocusState<Value>) { self.state = state }

        /// The state's value; setting it requests a focus move, as setting the state does.
        public var wrappedValue: Value {
            get { state.wrappedValue }
            nonmutating set { state.wrappedValue = newValue }
        }

        /// The binding itself, to pass on further (`$isFocused`).
        public var projectedValue: Binding { self }
    }
}

extension FocusState.Binding: BindingComparable {
    /// Two bindings to one state's storage are the same input (its reads are noted).
    static func sameSource(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.assumingMemoryBound(to: Self.self).pointee.state.identity == b.assumingMemoryBound(to: Self.self).pointee.state.identity
    }
}
