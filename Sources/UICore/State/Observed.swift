/// A property of an ``ObservableModel`` whose reads and writes the views see (what SwiftUI's
/// `@Observable` macro does to every stored property).
///
/// A read while a view's `body` runs makes the view depend on the property; a write of a
/// different value (for `Equatable` values; of any value otherwise) re-evaluates, on the next
/// frame built, every kept view that read it. Reads and writes outside a `body` cost a few
/// nanoseconds more than a plain property's.
@propertyWrapper
public struct Observed<Value> {
    private let box: ObservedBox<Value>

    /// An observed property starting at `wrappedValue`; writes of an equal value change nothing.
    public init(wrappedValue: Value) where Value: Equatable {
        box = ObservedBox(wrappedValue, same: ==)
    }

    /// An observed property starting at `wrappedValue`; every write counts as a change.
    public init(wrappedValue: Value) {
        box = ObservedBox(wrappedValue, same: nil)
    }

    /// The value; reading it in a view's `body` makes the view depend on it.
    public var wrappedValue: Value {
        get { box.value }
        nonmutating set { box.value = newValue }
    }
}
