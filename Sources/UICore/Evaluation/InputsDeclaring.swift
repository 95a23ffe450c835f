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
