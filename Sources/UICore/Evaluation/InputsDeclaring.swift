/// A view whose inputs its stored properties do not show — a modifier whose change lives in a
/// closure — and that says itself how two of its values compare (``ViewInputs``).
protocol InputsDeclaring {
    /// Whether every modifier down this chain declared its inputs (``ModifierInputs``): only
    /// then may a lazy container's item of it be reused whole (``KeptItem``).
    var declaresInputs: Bool { get }
    /// How two values of this type compare.
    static var inputsComparison: ViewInputs.Comparison { get }
}

extension InputsDeclaring {
    /// Whether `content`, the view a modifier wraps, declares its inputs: a modifier's when it is
    /// one, and any other view's (a view with a `body`, a text) are its stored properties.
    static func declares(_ content: Any) -> Bool {
        (content as? any InputsDeclaring)?.declaresInputs ?? true
    }

    /// How two values of a modifier type compare: by what the modifier applies (`same`, given
    /// both values' addresses), then by the content each wraps at `contentOffset`, as its own
    /// type compares.
    static func comparison<Content>(content: Content.Type, at contentOffset: Int,
                                    same: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) -> ViewInputs.Comparison {
        guard let sameContent = ViewInputs.sameValues(of: content) else { return .untracked }
        return .compared { a, b in same(a, b) && sameContent(a + contentOffset, b + contentOffset) }
    }
}
