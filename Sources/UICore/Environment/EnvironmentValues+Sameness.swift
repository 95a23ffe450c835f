extension EnvironmentValues {
    /// How two environments' stored values compare, from the type's field records
    /// (``ViewInputs``): every property but the custom values, each with `==`. Worked out from
    /// the type itself, so a property added later is compared too; one that is not `Equatable`
    /// makes no two environments the same (nothing is reused, nothing goes stale).
    private static let plan = makePlan(comparingFocus: true)
    /// The same plan without the focus values (``isFocused``, ``containsFocus``).
    private static let planIgnoringFocus = makePlan(comparingFocus: false)

    /// The plan: every property but the custom values (and, unless `comparingFocus`, the focus values).
    private static func makePlan(comparingFocus: Bool) -> ViewInputs.Plan {
        guard let fields = FieldRecords.fields(of: EnvironmentValues.self) else { return .untracked }
        var out: [(offset: Int, equal: (UnsafeRawPointer, UnsafeRawPointer) -> Bool)] = []
        for field in fields where field.name != "storage" {
            if !comparingFocus, field.name == "focusedStorage" || field.name == "containsFocusStorage" { continue }
            guard case .compared(let equal) = ViewInputs.comparison(of: field.type, depth: 1) else { return .untracked }
            out.append((field.offset, equal))
        }
        return .fields(out)
    }

    /// Whether every value here equals the one in `other`: a view kept from the last frame
    /// (``RetainedEvaluations``) is reused only in the environment it was evaluated in.
    ///
    /// Custom values compare with `==` when their type is `Equatable` and by identity when they
    /// are ``ObservableModel``s or `@Observable` objects (whose reads are noted as views
    /// evaluate); any other object, whose properties change unseen, and any other value (a
    /// closure) never count as the same, so the views under them are evaluated every frame, as
    /// views holding such an object are.
    ///
    /// Without `comparingFocus`, ``isFocused`` and ``containsFocus`` are not compared (for a view
    /// whose evaluation read neither).
    package func isSame(as other: EnvironmentValues, comparingFocus: Bool = true) -> Bool {
        // The same bytes are the same values (a copy passed down unchanged, its custom values in
        // one shared dictionary): no field need be compared. Other bytes may still be equal values.
        if Self.sameBytes(self, other, bytes: comparingFocus ? Self.valueBytes : Self.valueBytesIgnoringFocus) { return true }
        guard case .fields(let fields) = comparingFocus ? Self.plan : Self.planIgnoringFocus, storage.count == other.storage.count,
              ViewInputs.equal(self, other, plan: fields) else { return false }
        for (key, value) in storage {
            guard let theirs = other.storage[key], Self.same(value, theirs) else { return false }
        }
        return true
    }

    /// Whether this environment is bit for bit `other`: every field the same value, every
    /// reference (the custom values' dictionary, a font's name) the same object. Such
    /// environments are the same (``isSame(as:comparingFocus:)``) without a value compared.
    package func isBitwiseSame(as other: EnvironmentValues) -> Bool { Self.sameBytes(self, other, bytes: Self.valueBytes) }

    /// The bytes that hold an environment's values (``ValueBytes``): the padding between its
    /// fields is left out, since a copy need not carry it over.
    private static let valueBytes = ValueBytes(of: EnvironmentValues.self)
    /// The same without the focus values (``isFocused``, ``containsFocus``).
    private static let valueBytesIgnoringFocus = ValueBytes(of: EnvironmentValues.self, excluding: ["focusedStorage", "containsFocusStorage"])

    /// Whether two environments are bit for bit alike where `bytes` says their values are: every
    /// field the same value, every reference (the custom values' dictionary, a font's name) the
    /// same object.
    private static func sameBytes(_ a: EnvironmentValues, _ b: EnvironmentValues, bytes: ValueBytes) -> Bool {
        withUnsafePointer(to: a) { x in withUnsafePointer(to: b) { y in bytes.same(x, y) } }
    }

    /// Whether two custom values are the same: equal, or one observable model.
    private static func same(_ a: Any, _ b: Any) -> Bool {
        if let a = a as? any Equatable { return equal(a, b) }
        if ViewInputs.isObservedObject(type(of: a)) { return (a as AnyObject) === (b as AnyObject) }
        return false
    }

    /// `a == b` when `b` has `a`'s type.
    private static func equal<T: Equatable>(_ a: T, _ b: Any) -> Bool {
        guard let b = b as? T else { return false }
        return a == b
    }
}
