import Observation

/// How two values of a view type are compared to tell whether its inputs changed
/// (``RetainedEvaluations``): field by field, as SwiftUI compares a view's stored properties.
///
/// Per stored property (from the type's field records, ``FieldRecords``):
/// - `@State`, `@FocusState` and `@Environment` wrappers are not compared: reads of state are
///   noted as they happen, and the environment is compared whole;
/// - a closure is the same input when the same code made it from equal captured values
///   (``ClosureCaptures``): one made afresh each time its parent runs is not by itself a change,
///   but one that captured another value is, since the view shows what it returns or runs it
///   when pressed;
/// - a ``Binding`` is the same when it reads the same `@State` storage (its reads are noted);
/// - an `Equatable` value compares with `==`;
/// - a struct that is not `Equatable` compares property by property;
/// - an array whose elements are not `Equatable` is the same input while it is the same storage;
/// - an ``ObservableModel`` or an `@Observable` object is the same input while it is the same
///   object: its ``Observed`` properties note their reads as the view evaluates, like state, and
///   the Observation framework tracks an `@Observable` one's (``ObservationScopes``);
/// - any other object makes the type **untracked**: its properties may change with no write the
///   resolver sees, so views of the type, and the views around them, are evaluated every time;
/// - anything else (an existential, an enum or tuple that is not `Equatable`) never compares
///   equal, so such views are evaluated every time too.
enum ViewInputs {
    /// How one stored property compares.
    enum Comparison {
        /// Not compared.
        case ignored
        /// Compared by this function of the two values' addresses.
        case compared((UnsafeRawPointer, UnsafeRawPointer) -> Bool)
        /// Views holding it are evaluated every time.
        case untracked
    }

    /// How views of one type compare: by these fields, or never (evaluated every time).
    enum Plan: @unchecked Sendable {
        case fields([(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)])
        case untracked
    }

    /// Plans per view type, made once (views resolve on more than one thread).
    private static let plans = Locked<[ObjectIdentifier: Plan]>([:])

    /// The plan for views of type `V`.
    static func plan<V>(for type: V.Type) -> Plan {
        let key = ObjectIdentifier(type)
        if let known = plans.withLock({ $0[key] }) { return known }
        let made: Plan
        if let modifier = KnownConformers.modifier(type) {
            // A modifier says how it compares (its declared inputs, then its content).
            switch modifier.declared.comparison {
            case .ignored: made = .fields([])
            case .untracked: made = .untracked
            case .compared(let eq): made = .fields([(0, eq)])
            }
        } else if FieldRecords.kind(of: type) != .struct {
            // A class or enum view: evaluated every time.
            made = .untracked
        } else if let eq = type as? any Equatable.Type {
            // The view's own `==` says when its inputs changed.
            made = .fields([(0, equality(eq))])
        } else if let fields = FieldRecords.fields(of: type) {
            var out: [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)] = []
            var untracked = false
            for f in fields {
                switch comparison(of: f.type, depth: 1) {
                case .ignored: continue
                case .untracked: untracked = true
                case .compared(let eq): out.append((f.offset, eq))
                }
            }
            made = untracked ? .untracked : .fields(out)
        } else {
            made = .untracked
        }
        plans.withLock { $0[key] = made }
        return made
    }

    /// How two values of `type` compare as views, at their addresses; nil when views holding
    /// one are evaluated every time (``Plan/untracked``).
    static func sameValues<V>(of type: V.Type) -> ((UnsafeRawPointer, UnsafeRawPointer) -> Bool)? {
        guard case .fields(let plan) = self.plan(for: type) else { return nil }
        if plan.isEmpty { return { _, _ in true } }
        if plan.count == 1, plan[0].offset == 0 { return plan[0].equal }
        return { a, b in fieldsEqual(plan, a, b) }
    }

    /// Whether the values at `a` and `b` are equal field by field under `plan`.
    private static func fieldsEqual(_ plan: [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)],
                                    _ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        for f in plan where !f.equal(a + f.offset, b + f.offset) { return false }
        return true
    }

    /// Whether two views of type `V` have equal inputs under `plan`.
    static func equal<V>(_ a: V, _ b: V, plan: [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)]) -> Bool {
        if plan.isEmpty { return true }
        return withUnsafeBytes(of: a) { ra in
            withUnsafeBytes(of: b) { rb in fieldsEqual(plan, ra.baseAddress!, rb.baseAddress!) }
        }
    }

    /// Whether `type` is a class whose changes views see: an ``ObservableModel`` or an
    /// `@Observable` one (the same input while it is the same object).
    static func isObservedObject(_ type: Any.Type) -> Bool {
        // Only classes are either (`@Observable` applies to classes): nothing else is asked.
        FieldRecords.kind(of: type) == .class && (type is any ObservableModel.Type || type is any Observable.Type)
    }

    /// How a value of `type` compares (properties of structs up to a few levels deep).
    static func comparison(of type: Any.Type, depth: Int) -> Comparison {
        // The protocols below are UICore's: only its wrappers (structs, and the class
        // `FocusState`), modifiers, bindings and arrays conform, and no other type is asked
        // (``KnownConformers``): each question a type was not asked before scans every
        // conformance in the process.
        let kind = FieldRecords.kind(of: type)
        if KnownConformers.mayBeWrapper(type), type is any EnvironmentReading.Type || type is any ViewStateInstalling.Type { return .ignored }
        if kind == .struct {
            // A modifier compares by its declared inputs and its content, however deep the chain.
            if let modifier = KnownConformers.modifier(type) { return modifier.declared.comparison }
            if let binding = KnownConformers.binding(type) { return .compared(binding.sameSource) }
        }
        switch kind {
        case .function:
            return ClosureCaptures.isThickClosure(type) ? .compared(ClosureCaptures.same) : .compared(bitwiseEqual(type))
        case .class: return isObservedObject(type) ? .compared(sameObject) : .untracked
        default: break
        }
        if let eq = type as? any Equatable.Type { return .compared(equality(eq)) }
        let never = Comparison.compared { _, _ in false }
        // An array of values that are not `Equatable` (`[Programme]`): the same storage holds
        // the same elements (an array shared with a kept view is copied before any write), so
        // it is the same input; elements holding objects make it untracked, as they do alone.
        if let array = KnownConformers.array(type) {
            if case .untracked = comparison(of: array.elementType, depth: depth + 1) { return .untracked }
            return .compared(array.sameStorage)
        }
        switch kind {
        case .optional:
            // An optional closure compares as a closure (nil alike when both are); an optional
            // model compares by identity, any other optional object is untracked; any other
            // optional that is not `Equatable` never compares equal.
            guard let wrapped = (type as? any OptionalComparable.Type)?.wrappedType else { return never }
            if isObservedObject(wrapped) { return .compared(sameOptionalObject) }
            if ClosureCaptures.isThickClosure(wrapped) { return .compared(ClosureCaptures.same) }
            switch comparison(of: wrapped, depth: depth + 1) {
            case .ignored: return never
            case .untracked: return .untracked
            case .compared: return never
            }
        case .struct:
            // Three levels of plain structs: deeper than that, never equal.
            guard depth < 4, let fields = FieldRecords.fields(of: type) else { return never }
            if fields.isEmpty { return .ignored }
            var parts: [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)] = []
            for f in fields {
                switch comparison(of: f.type, depth: depth + 1) {
                case .ignored: continue
                case .untracked: return .untracked
                case .compared(let eq): parts.append((f.offset, eq))
                }
            }
            return .compared { a, b in fieldsEqual(parts, a, b) }
        default:
            return never
        }
    }

    /// Whether the object references at two addresses are the same object.
    private static func sameObject(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.load(as: UnsafeRawPointer.self) == b.load(as: UnsafeRawPointer.self)
    }

    /// Whether the optional object references at two addresses are both nil or the same object
    /// (an optional reference is a pointer that may be null).
    /// Equality as equal bytes, for values of `type` that are plain words (a C or thin function
    /// pointer): the same function.
    private static func bitwiseEqual(_ type: Any.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        let size = ClosureCaptures.size(of: type).size
        return { a, b in UnsafeRawBufferPointer(start: a, count: size).elementsEqual(UnsafeRawBufferPointer(start: b, count: size)) }
    }

    private static func sameOptionalObject(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        a.load(as: UnsafeRawPointer?.self) == b.load(as: UnsafeRawPointer?.self)
    }

    /// `==` on two values of an `Equatable` type at two addresses.
    private static func equality(_ type: any Equatable.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
        func make<T: Equatable>(_: T.Type) -> (UnsafeRawPointer, UnsafeRawPointer) -> Bool {
            { a, b in a.assumingMemoryBound(to: T.self).pointee == b.assumingMemoryBound(to: T.self).pointee }
        }
        return make(type)
    }
}

/// A ``Binding``'s comparison: the same when both read the same `@State` storage.
protocol BindingComparable {
    /// Whether the bindings at two addresses read the same storage.
    static func sameSource(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

/// An optional's wrapped type, for ``ViewInputs``.
protocol OptionalComparable {
    static var wrappedType: Any.Type { get }
}

extension Optional: OptionalComparable {
    static var wrappedType: Any.Type { Wrapped.self }
}

/// An array's storage, for ``ViewInputs``: two arrays with one storage hold the same elements.
protocol ArrayComparable {
    static var elementType: Any.Type { get }
    /// Whether the arrays at two addresses share their storage (same count, same first element's address).
    static func sameStorage(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool
}

extension Array: ArrayComparable {
    static var elementType: Any.Type { Element.self }
    static func sameStorage(_ a: UnsafeRawPointer, _ b: UnsafeRawPointer) -> Bool {
        let x = a.assumingMemoryBound(to: [Element].self), y = b.assumingMemoryBound(to: [Element].self)
        guard x.pointee.count == y.pointee.count else { return false }
        return x.pointee.withUnsafeBufferPointer { p in y.pointee.withUnsafeBufferPointer { q in p.baseAddress == q.baseAddress } }
    }
}
