/// What a modifier applies, as a value: two modifiers with equal inputs change a node alike.
///
/// A modifier built on ``View/modifyNode(inputs:_:)`` keeps what it applies inside a closure,
/// where no comparison can read it. Declaring its inputs lets the resolver compare two frames'
/// modifiers as SwiftUI compares a `ViewModifier`'s stored properties, so a lazy container's item
/// built of modifiers around a view is reused, laid out, while its parent's `body` runs again
/// (`ViewInputs`). A closure the modifier stores (an action) is not an input: as for any view,
/// a closure made afresh does not by itself make the modifier differ.
///
/// ```swift
/// extension View {
///     func badge(_ count: Int) -> ModifiedView<Self> {
///         modifyNode(inputs: ModifierInputs("badge", count)) { node, _ in
///             node[BadgeKey.self] = count
///             return node
///         }
///     }
/// }
/// ```
public struct ModifierInputs: Hashable {
    /// Which modifier it is: two modifiers of one chain's type differ by it
    /// (`.accessibilityLabel(s)` and `.accessibilityHint(s)` are both `ModifiedView`s).
    public let name: String
    /// Everything the modifier's closure captured, apart from closures, each compared by its
    /// own type's `==` (``ModifierInput``).
    let inputs: [any ModifierInput]

    /// Everything the modifier's closure captured, apart from closures.
    public var values: [AnyHashable] { inputs.map(\.anyHashable) }

    /// The inputs of the modifier called `name`: every value its closure captured, apart from closures.
    public init<each V: Hashable>(_ name: String, _ values: repeat each V) {
        self.name = name
        var inputs: [any ModifierInput] = []
        for value in repeat each values { inputs.append(TypedModifierInput(value)) }
        self.inputs = inputs
    }

    public static func == (a: ModifierInputs, b: ModifierInputs) -> Bool {
        guard a.name == b.name, a.inputs.count == b.inputs.count else { return false }
        for (x, y) in zip(a.inputs, b.inputs) where x !== y && !x.isEqual(to: y) { return false }
        return true
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(inputs.count)
        for input in inputs { input.hash(into: &hasher) }
    }
}
