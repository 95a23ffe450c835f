/// Which stored properties of a view type are `@Environment`, `@State` or `@FocusState`
/// wrappers, so the resolver fills or installs only those, read straight from their offsets.
///
/// Reflecting every composite view every frame (a `Mirror` and two dynamic casts per stored
/// property) took about a tenth of building a recipe-grid frame. A type's answer never changes:
/// a property wrapper is stored as itself (`_name: State<T>`), never behind an optional or an
/// existential, so the fields are found once per type (generic types per specialisation) from
/// the type's field records (``FieldRecords``). Only a type with a stored property that could
/// hold a wrapper its declared type does not name (an existential, or an optional of a wrapper)
/// has its first instance reflected with a `Mirror`, and stays on the `Mirror` path when the
/// field records do not name the same wrappers in the same order as that reflection.
enum ViewPreparation {
    /// What the resolver does for the views of one type.
    enum Plan: Sendable {
        /// Read the wrappers at these fields (none: nothing to fill or install).
        case fields([PreparedField])
        /// Reflect every instance with a `Mirror`.
        case mirror
    }

    /// The plan per view type, recorded the first time one is prepared (views resolve on more
    /// than one thread: the widget archiver lays out off the main thread).
    private static let plans = Locked<[ObjectIdentifier: Plan]>([:])

    /// Whether a reflected value of dynamic type `type` can be or hold such a wrapper: a cast
    /// of a value looks inside optionals and existentials, so only closures, tuples and other
    /// enums are left out.
    static func mayHoldWrapper(_ type: Any.Type) -> Bool {
        switch FieldRecords.kind(of: type) {
        case .function, .tuple, .enum: false
        default: true
        }
    }

    /// The recorded plan for views of `type`; nil before the first one is prepared.
    static func plan(_ type: ObjectIdentifier) -> Plan? {
        plans.withLock { $0[type] }
    }

    /// Records the plan for views of `type` without reflecting one, and returns its fields, when its field
    /// records name every wrapper it can hold: no stored property is an existential, or an
    /// optional (however nested) of a wrapper or an existential, which a `Mirror`'s casts look
    /// inside. Nil otherwise: the first view is reflected (``record(_:reflected:)``).
    ///
    /// A `Mirror` of the first view asked the runtime, for its own sake and for each stored
    /// property of a type it had not met, whether it conforms to a protocol: each such question
    /// scans every conformance in the process (``KnownConformers``).
    static func recordFromFields<V>(_ type: V.Type) -> [PreparedField]? {
        guard let all = FieldRecords.fields(of: type), all.allSatisfy({ !mayHide($0.type) }) else { return nil }
        let fields = wrappers(among: all)
        plans.withLock { $0[ObjectIdentifier(type)] = .fields(fields) }
        return fields
    }

    /// Whether a stored property of type `type` can hold a wrapper its declared type does not
    /// name: an existential, or an optional of a wrapper or of another such type.
    private static func mayHide(_ type: Any.Type) -> Bool {
        switch FieldRecords.kind(of: type) {
        case .existential:
            return true
        case .optional:
            guard let wrapped = FieldRecords.wrappedType(ofOptional: type) else { return true }
            return KnownConformers.mayBeWrapper(wrapped) || mayHide(wrapped)
        default:
            return false
        }
    }

    /// Records the plan for views of `type`: its wrapper fields when they are exactly the
    /// `reflected` labels (the wrappers a `Mirror` found in the first instance, in order).
    static func record<V>(_ type: V.Type, reflected: [String]) {
        let fields = wrapperFields(of: type)
        let plan: Plan = fields.map { $0.map(\.label) } == reflected ? .fields(fields ?? []) : .mirror
        plans.withLock { $0[ObjectIdentifier(type)] = plan }
    }

    /// The stored properties of a struct type whose declared type is a wrapper the resolver
    /// fills or installs, in declaration order; nil when the type's fields cannot be listed (not
    /// a struct).
    static func wrapperFields<V>(of type: V.Type) -> [PreparedField]? {
        // The records come from ``FieldRecords``, the one user of the standard library's
        // underscored reflection; nil there (not a struct, or records it cannot trust) keeps the
        // type on the `Mirror` path.
        FieldRecords.fields(of: type).map(wrappers(among:))
    }

    /// The wrappers the resolver fills or installs among a type's stored properties `fields`.
    private static func wrappers(among fields: [FieldRecords.Field]) -> [PreparedField] {
        fields.compactMap { field in
            guard KnownConformers.mayBeWrapper(field.type) else { return nil }
            let reader = field.type as? any EnvironmentReading.Type
            let installer = field.type as? any ViewStateInstalling.Type
            guard reader != nil || installer != nil else { return nil }
            return PreparedField(label: field.name, offset: field.offset, reader: reader, installer: installer)
        }
    }
}
