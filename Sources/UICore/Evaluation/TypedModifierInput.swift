/// A ``ModifierInput`` holding a value of type `Value`.
final class TypedModifierInput<Value: Hashable>: ModifierInput {
    let value: Value

    init(_ value: Value) { self.value = value }

    var anyHashable: AnyHashable { AnyHashable(value) }

    func isEqual(to other: any ModifierInput) -> Bool {
        // The other box's own method reads its value: its type's metadata comes with it, none is
        // looked up (a cast to this generic type would look it up every time).
        withUnsafePointer(to: value) { other.holds($0, of: Value.self) }
    }

    func holds<T>(_ pointer: UnsafePointer<T>, of type: T.Type) -> Bool {
        guard T.self == Value.self else { return false }
        return UnsafeRawPointer(pointer).assumingMemoryBound(to: Value.self).pointee == value
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(Value.self))
        hasher.combine(value)
    }
}
