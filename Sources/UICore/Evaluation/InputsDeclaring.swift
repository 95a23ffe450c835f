/// A view whose inputs its stored properties do not show — a modifier whose change lives in a
/// closure — and that says itself how two of its values compare (``ViewInputs``).
protocol InputsDeclaring {
    /// How two values of this type compare.
    static var inputsComparison: ViewInputs.Comparison { get }
    /// Whether the value at an address declares its inputs, and every modifier down its chain
    /// does (``ModifierInputs``): only then may a lazy container's item of it be reused whole
    /// (``KeptItem``). Made once per type (``DeclaredInputs``).
    static func makeDeclarationCheck() -> (UnsafeRawPointer) -> Bool
}

extension InputsDeclaring {
    /// How two values of a modifier type compare: by what the modifier applies (`same`, given
    /// both values' addresses), then by the content each wraps at `contentOffset`, as its own
    /// type compares.
    static func comparison<Content>(content: Content.Type, at contentOffset: Int,
                                    same: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) -> ViewInputs.Comparison {
        guard let sameContent = ViewInputs.sameValues(of: content) else { return .untracked }
        return .compared { a, b in same(a, b) && sameContent(a + contentOffset, b + contentOffset) }
    }

    /// The declaration check of a modifier: its own (`own`, given its address), then its
    /// content's at `contentOffset` (a view that is not a modifier has nothing to declare).
    static func declarationCheck<Content>(content: Content.Type, at contentOffset: Int,
                                          own: @escaping (UnsafeRawPointer) -> Bool) -> (UnsafeRawPointer) -> Bool {
        guard let inner = DeclaredInputs.check(for: content) else { return own }
        return { own($0) && inner($0 + contentOffset) }
    }
}
