/// How a modifier is checked for declared inputs and compared (``InputsDeclaring``): one that
/// holds its declared inputs (``ModifierInputs``, nil when its maker declared none: ``ModifiedView``,
/// ``FocusModifier``), or one whose only input is a value it applies (``IDModifier``,
/// ``DisabledModifier``).
struct DeclaredModifier {
    /// Whether the modifier at an address, and every modifier down its chain, declared its inputs.
    let check: (UnsafeRawPointer) -> Bool
    /// How two such modifiers compare: by their inputs (undeclared ones, both nil, are a
    /// closure's, not compared, as no closure is), then by their content.
    let comparison: ViewInputs.Comparison

    /// A modifier whose inputs `inputs` reads at its address, its content a `Content` at `contentOffset`.
    private init<Content>(content: Content.Type, at contentOffset: Int, inputs: @escaping (UnsafeRawPointer) -> ModifierInputs?) {
        check = Self.check(content: content, at: contentOffset) { inputs($0) != nil }
        comparison = Self.comparison(content: content, at: contentOffset) { inputs($0) == inputs($1) }
    }

    /// A modifier of type `Modifier` holding its declared inputs in the stored property `inputs`
    /// and its content in the stored property `content`. The inputs are read where they lie in
    /// the modifier, not from a copy of it: a copy takes its content and closures along (retained
    /// and released for every comparison) and, in code not specialised for the modifier's type,
    /// looks up the generic type's metadata each time (about 500 instructions a comparison,
    /// measured with callgrind on the recipe grid's focus moves).
    init<Modifier, Content>(_ modifier: Modifier.Type, content: KeyPath<Modifier, Content>, inputs: KeyPath<Modifier, ModifierInputs?>) {
        let contentOffset = MemoryLayout<Modifier>.offset(of: content) ?? 0
        if let offset = MemoryLayout<Modifier>.offset(of: inputs) {
            self.init(content: Content.self, at: contentOffset) { ($0 + offset).assumingMemoryBound(to: ModifierInputs?.self).pointee }
        } else {
            self.init(content: Content.self, at: contentOffset) { $0.assumingMemoryBound(to: Modifier.self).pointee[keyPath: inputs] }
        }
    }

    /// A modifier of type `Modifier` whose one input is the value in its stored property
    /// `applied`, its content in the stored property `content`; the value is read where it lies
    /// (see ``init(_:content:inputs:)``).
    init<Modifier, Content, Value: Equatable>(_ modifier: Modifier.Type, content: KeyPath<Modifier, Content>, applying applied: KeyPath<Modifier, Value>) {
        let contentOffset = MemoryLayout<Modifier>.offset(of: content) ?? 0
        if let offset = MemoryLayout<Modifier>.offset(of: applied) {
            self.init(content: Content.self, at: contentOffset, applying: { ($0 + offset).assumingMemoryBound(to: Value.self).pointee })
        } else {
            self.init(content: Content.self, at: contentOffset, applying: { $0.assumingMemoryBound(to: Modifier.self).pointee[keyPath: applied] })
        }
    }

    /// A modifier whose one input is the value `applied` reads at its address (always declared),
    /// its content a `Content` at `contentOffset`.
    private init<Content, Value: Equatable>(content: Content.Type, at contentOffset: Int, applying applied: @escaping (UnsafeRawPointer) -> Value) {
        check = Self.check(content: content, at: contentOffset) { _ in true }
        comparison = Self.comparison(content: content, at: contentOffset) { applied($0) == applied($1) }
    }

    /// The declaration check of a modifier: its own (`own`, given its address), then its
    /// content's at `contentOffset` (a view that is not a modifier has nothing to declare).
    private static func check<Content>(content: Content.Type, at contentOffset: Int,
                               own: @escaping (UnsafeRawPointer) -> Bool) -> (UnsafeRawPointer) -> Bool {
        guard let inner = DeclaredInputs.check(for: content) else { return own }
        return { own($0) && inner($0 + contentOffset) }
    }

    /// How two values of a modifier type compare: by what the modifier applies (`same`, given
    /// both values' addresses), then by the content each wraps at `contentOffset`, as its own
    /// type compares.
    private static func comparison<Content>(content: Content.Type, at contentOffset: Int,
                                    same: @escaping (UnsafeRawPointer, UnsafeRawPointer) -> Bool) -> ViewInputs.Comparison {
        guard let sameContent = ViewInputs.sameValues(of: content) else { return .untracked }
        return .compared { a, b in same(a, b) && sameContent(a + contentOffset, b + contentOffset) }
    }
}
