/// Finds the item of a lazy `ForEach` bound to a `@FocusState` value
/// (`.focused(state, equals: value)`), built or not, without building the items in between.
///
/// How an item's bound value relates to its data is learnt, per focus state, from sample items
/// (the first and the last, built once): when every sample is bound to its own `ForEach`
/// identity (`ForEach(0..<n)` with `equals: i`, `id: \.slug` with `equals: recipe.slug`), the
/// data's identity lookup finds the item — O(1) for index ranges and for an
/// ``IDIndexedCollection`` — and only that item is built, to check its binding. Any other
/// relation (`.id("recipe-\(r.id)")` with `equals: r.name`) builds a table of every item's bound
/// values the first time a value is asked for in this resolve. A value is never matched by
/// spelling: the item found is always one whose binding holds the value.
final class LazyFocusLookup {
    /// How the values one focus state takes in the items relate to the items.
    enum Relation {
        /// No sample item is bound to the state (another container's state).
        case unbound
        /// Each item is bound to its `ForEach` identity.
        case identity
        /// Any other values: each bound value's first item.
        case table([AnyHashable: Int])
    }

    /// The number of items.
    let count: Int
    /// Item `i`'s `ForEach` identity.
    let identity: (Int) -> AnyHashable
    /// The index of the item whose `ForEach` identity is that value (the data's own lookup).
    let indexForIdentity: (AnyHashable) -> Int?
    /// Builds item `i`'s view.
    let build: (Int) -> Node
    /// The relation learnt for each focus state asked about.
    private var relations: [ObjectIdentifier: Relation] = [:]
    /// How many items this lookup has built (what a lookup costs; benchmarks and tests read it).
    private(set) var builtItems = 0

    init(count: Int, identity: @escaping (Int) -> AnyHashable, indexForIdentity: @escaping (AnyHashable) -> Int?,
         build: @escaping (Int) -> Node) {
        self.count = count; self.identity = identity; self.indexForIdentity = indexForIdentity; self.build = build
    }

    /// The index of the item whose `.focused(state, equals:)` binding holds `value`; nil when none does.
    func index(of value: AnyHashable, boundTo state: ObjectIdentifier) -> Int? {
        switch relation(for: state) {
        case .unbound:
            return nil
        case .identity:
            guard let i = indexForIdentity(value), i >= 0, i < count, identity(i) == value,
                  Self.values(boundTo: state, in: item(i)).contains(value) else { return nil }
            return i
        case .table(let table):
            return table[value]
        }
    }

    /// The relation for a state, learnt from the first and last items on first use.
    private func relation(for state: ObjectIdentifier) -> Relation {
        if let known = relations[state] { return known }
        var relation = Relation.unbound
        var bound = false, identical = true
        for i in Set([0, count - 1]) where i >= 0 {
            let values = Self.values(boundTo: state, in: item(i))
            guard !values.isEmpty else { continue }
            bound = true
            if !values.contains(identity(i)) { identical = false }
        }
        if bound { relation = identical ? .identity : .table(table(for: state)) }
        relations[state] = relation
        return relation
    }

    /// Every item's bound values for a state, each mapped to the first item bound to it.
    private func table(for state: ObjectIdentifier) -> [AnyHashable: Int] {
        var table: [AnyHashable: Int] = [:]
        for i in 0..<count {
            for v in Self.values(boundTo: state, in: item(i)) where table[v] == nil { table[v] = i }
        }
        return table
    }

    /// Builds item `i`, counting it.
    private func item(_ i: Int) -> Node {
        builtItems += 1
        return build(i)
    }

    /// The values of a state's bindings in a built item.
    static func values(boundTo state: ObjectIdentifier, in node: Node) -> [AnyHashable] {
        var values: [AnyHashable] = []
        node.visit { n in
            for b in n.focusBindings where b.stateID == state { values.append(b.value) }
            return true
        }
        return values
    }
}
