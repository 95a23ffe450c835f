/// A read-write reference to a value owned elsewhere (SwiftUI's `Binding`).
///
/// As a property wrapper, a view declares what it edits but does not own
/// (`@Binding var isOn: Bool`), reads and writes it as `isOn`, passes it on as `$isOn`, and is
/// given it as a binding (`Toggle(isOn: $model.flag)`).
@propertyWrapper
@dynamicMemberLookup
public struct Binding<Value> {
    private let getter: () -> Value
    private let setter: (Value) -> Void
    /// The `@State` storage the binding reads, when it reads one (its reads are noted, so two
    /// bindings to it are the same input to a view: ``ViewInputs``).
    let source: AnyObject?

    public init(get: @escaping () -> Value, set: @escaping (Value) -> Void) { getter = get; setter = set; source = nil }

    /// A binding reading `source`'s value.
    init(get: @escaping () -> Value, set: @escaping (Value) -> Void, source: AnyObject?) {
        getter = get; setter = set; self.source = source
    }

    /// A binding to a constant: writes are dropped.
    public static func constant(_ value: Value) -> Binding { Binding(get: { value }, set: { _ in }) }

    public var wrappedValue: Value {
        get { getter() }
        nonmutating set { setter(newValue) }
    }

    /// The binding itself: `$name` of a `@Binding` property.
    public var projectedValue: Binding<Value> { self }

    /// The binding a `@Binding` property is given as `$name`.
    public init(projectedValue: Binding<Value>) { self = projectedValue }

    /// A binding to a property of the value.
    public subscript<T>(dynamicMember keyPath: WritableKeyPath<Value, T>) -> Binding<T> {
        Binding<T>(get: { self.wrappedValue[keyPath: keyPath] },
                   set: { var v = self.wrappedValue; v[keyPath: keyPath] = $0; self.wrappedValue = v })
    }
}

extension Binding: BindingComparable {
    /// Two bindings reading one `@State`'s storage are the same input (its reads are noted);
    /// any other two bindings (to a model's property, a constant) are never the same.
    static func sameSource(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        guard let x = a.assumingMemoryBound(to: Self.self).pointee.source,
              let y = b.assumingMemoryBound(to: Self.self).pointee.source else { return false }
        return x === y
    }
}
