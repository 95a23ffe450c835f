/// Whether a view built of modifiers declares what every one of them applies
/// (``ModifierInputs``), asked of each lazy item as it is built (``ResolveContext/resolveItem(_:)``).
///
/// The check walks the chain in place, through the fields' addresses, with a function made once
/// per view type: casting each modifier's content to a protocol would copy the rest of the chain
/// at every step.
enum DeclaredInputs {
    /// Checks per view type: nil for a type that is not a modifier (``InputsDeclaring``).
    private static let checks = Locked<[ObjectIdentifier: ((UnsafeRawPointer) -> Bool)?]>([:])

    /// The check of views of `type`, nil when the type is not a modifier.
    static func check<V>(for type: V.Type) -> ((UnsafeRawPointer) -> Bool)? {
        let key = ObjectIdentifier(type)
        if let known = checks.withLock({ $0[key] }) { return known }
        let made = (type as? any InputsDeclaring.Type)?.declared.check
        checks.withLock { $0[key] = made }
        return made
    }

    /// Whether `view` is a modifier whose chain declares all its inputs.
    static func declared<V: View>(_ view: V) -> Bool {
        guard let check = check(for: V.self) else { return false }
        return withUnsafePointer(to: view) { check(UnsafeRawPointer($0)) }
    }
}
