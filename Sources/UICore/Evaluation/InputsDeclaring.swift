/// A view whose inputs its stored properties do not show — a modifier whose change lives in a
/// closure — and that says itself how two of its values compare (``ViewInputs``).
protocol InputsDeclaring {
    /// How values of this type are checked for declared inputs (only a chain of modifiers that
    /// all declare theirs may be a lazy container's item reused whole, ``KeptItem``; the check
    /// is made once per type, ``DeclaredInputs``) and how two of them compare.
    static var declared: DeclaredModifier { get }
}
