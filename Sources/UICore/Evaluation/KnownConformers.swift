/// The value types that conform to the resolver's own protocols, known by their declarations, so
/// that a type which is none of them is never asked whether it conforms.
///
/// Asking the runtime whether a type conforms to a protocol, the first time that type and
/// protocol meet, scans every protocol conformance record in the process: about 7,300 in the
/// shipped `cookbook` (the standard library's and Foundation's most of them), tens of
/// microseconds a question. Every view type, and every type of a view's stored properties, met
/// for the first time was asked up to six of them (is it an `@Environment`, a `@State`, a
/// modifier declaring its inputs, a binding, an array?), nearly all answered no: under `perf`
/// those scans were about half the runtime's conformance scanning in a 72-line `cookbook
/// replay`. The protocols are UICore's own and internal, so their value-type conformers are
/// exactly the generic declarations listed here; only a type of one of these declarations is
/// asked (the answer is then yes). Classes (`FocusState`, models) are still asked: their
/// metadata does not lead to a declaration the same way on every platform.
///
/// A new conformer of these protocols must be added here. Debug builds check every answer
/// against the runtime's own (an assertion naming the type), so a test that meets a conformer
/// missing here fails; `KnownConformersTests` checks the answers for each conformer and for
/// types that are none.
enum KnownConformers {
    /// The declarations of `@Environment`, `@State` and `@Namespace` (``EnvironmentReading``,
    /// ``ViewStateInstalling``; the class `FocusState` is the fourth wrapper).
    static let wrappers: Set<UInt> = declarations(Environment<Int>.self, State<Int>.self, Namespace.self)
    /// The modifiers declaring how they compare (``InputsDeclaring``).
    static let modifiers: Set<UInt> = declarations(
        IDModifier<EmptyView>.self, DisabledModifier<EmptyView>.self, FocusModifier<EmptyView>.self, ModifiedView<EmptyView>.self)
    /// The bindings (``BindingComparable``): `Binding` and `FocusState.Binding`.
    static let bindings: Set<UInt> = declarations(Binding<Int>.self, FocusState<Int>.Binding.self)
    /// `Array` (``ArrayComparable``).
    static let arrays: Set<UInt> = declarations([Int].self)

    /// Whether `type` is of one of the declarations `set`.
    static func isOne(_ type: Any.Type, of set: Set<UInt>) -> Bool {
        guard let d = FieldRecords.descriptor(of: type) else { return false }
        return set.contains(UInt(bitPattern: d))
    }

    /// Whether `type` may be an `@Environment` or `@State`-like wrapper: one of ``wrappers``, or
    /// a class (which is then asked).
    static func mayBeWrapper(_ type: Any.Type) -> Bool {
        let may = FieldRecords.kind(of: type) == .class || isOne(type, of: wrappers)
        assert(may || !(type is any EnvironmentReading.Type || type is any ViewStateInstalling.Type),
               "\(type) is a view wrapper KnownConformers.wrappers does not list")
        return may
    }

    /// `type` as a modifier declaring how it compares, when it is one of ``modifiers``.
    static func modifier(_ type: Any.Type) -> (any InputsDeclaring.Type)? {
        let known = isOne(type, of: modifiers)
        assert(known == (type is any InputsDeclaring.Type), "\(type): KnownConformers.modifiers is wrong about it")
        return known ? type as? any InputsDeclaring.Type : nil
    }

    /// `type` as a binding, when it is one of ``bindings``.
    static func binding(_ type: Any.Type) -> (any BindingComparable.Type)? {
        let known = isOne(type, of: bindings)
        assert(known == (type is any BindingComparable.Type), "\(type): KnownConformers.bindings is wrong about it")
        return known ? type as? any BindingComparable.Type : nil
    }

    /// `type` as an array, when it is one.
    static func array(_ type: Any.Type) -> (any ArrayComparable.Type)? {
        let known = isOne(type, of: arrays)
        assert(known == (type is any ArrayComparable.Type), "\(type): KnownConformers.arrays is wrong about it")
        return known ? type as? any ArrayComparable.Type : nil
    }

    private static func declarations(_ types: Any.Type...) -> Set<UInt> {
        Set(types.compactMap { FieldRecords.descriptor(of: $0).map { UInt(bitPattern: $0) } })
    }
}
