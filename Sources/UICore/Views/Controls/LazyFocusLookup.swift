/// Finds the item of a lazy `ForEach` bound to a `@FocusState` value
/// (`.focused(state, equals: value)`), built or not, without building the items in between.
///
/// How an item's bound value relates to its data is learnt, per focus state, from sample items
/// (the first and the last, built once per resolve; when neither binds the state — a header or
/// an "Add" row at the ends — a few more spread across the data): when every bound sample is bound to its own `ForEach`
/// identity (`ForEach(0..<n)` with `equals: i`, `id: \.slug` with `equals: recipe.slug`), the
/// data's identity lookup finds the item — O(1) for index ranges and for an
/// ``IDIndexedCollection`` — and only that item is built, to check its binding. Any other
/// relation (`.id("recipe-\(r.id)")` with `equals: r.name`) builds a table of every item's bound
/// values the first time a value is asked for. When the data is `Equatable` the table is kept
/// between frames (in the container's view state, ``Memo``) until the data changes, so a request
/// left pending does not build every item again on each frame; other data tables once per
/// resolve. A value is never matched by spelling: the item found is always one whose binding
/// holds the value (a kept table's hit is checked by building that item, and rebuilt if stale; a
/// kept table is also rebuilt when the samples bind other values than when it was made, so
/// values that depend on more than the data — `equals: byName ? r.name : r.slug` — are found).
/// A miss trusts what was learnt: under the identity relation, an item whose binding departs
/// from its identity while both samples follow it is not found.
final class LazyFocusLookup {
    /// Tables of bound values kept between frames, with the data they were built from.
    final class Memo {
        /// The data the tables describe (nil: none yet).
        var data: Any?
        /// Each focus state's table.
        var tables: [ObjectIdentifier: [AnyHashable: Int]] = [:]
        /// The sample items' bound values when each state's table was made.
        var samples: [ObjectIdentifier: [Int: [AnyHashable]]] = [:]
    }

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
    /// The tables kept between frames and this resolve's data when it is `Equatable` (nil: none kept).
    let memo: (memo: Memo, data: Any, isSame: (Any?) -> Bool)?
    /// The relation learnt for each focus state asked about.
    private var relations: [ObjectIdentifier: Relation] = [:]
    /// The bound values of the sample items, by state and item (this resolve's).
    private var sampleValues: [ObjectIdentifier: [Int: [AnyHashable]]] = [:]
    /// Whether the kept tables were found to describe this resolve's data (checked once).
    private var memoIsCurrent: Bool?

    init(count: Int, identity: @escaping (Int) -> AnyHashable, indexForIdentity: @escaping (AnyHashable) -> Int?,
         build: @escaping (Int) -> Node, memo: (memo: Memo, data: Any, isSame: (Any?) -> Bool)? = nil) {
        self.count = count; self.identity = identity; self.indexForIdentity = indexForIdentity; self.build = build
        self.memo = memo
    }

    /// A memo slot and data check for `data` when it is `Equatable` (an array sharing its
    /// buffer with last frame's compares in O(1)); nil otherwise.
    static func memo<Data>(_ data: Data, in store: ViewStateStore?, at path: Int) -> (memo: Memo, data: Any, isSame: (Any?) -> Bool)? {
        guard let store, let equatable = data as? any Equatable else { return nil }
        let memo = store.slot(StateKey(path: path, label: "LazyFocusLookup.Memo")) { Memo() }
        return (memo, data, { old in isSame(equatable, old) })
    }

    /// Whether `old` is a `T` equal to `value`.
    static func isSame<T: Equatable>(_ value: T, _ old: Any?) -> Bool {
        guard let old = old as? T else { return false }
        return old == value
    }

    /// The index of the item whose `.focused(state, equals:)` binding holds `value`; nil when none does.
    func index(of value: AnyHashable, boundTo state: ObjectIdentifier) -> Int? {
        guard count > 0 else { return nil }
        switch relation(for: state) {
        case .unbound:
            return nil
        case .identity:
            guard let i = indexForIdentity(value), i >= 0, i < count, identity(i) == value,
                  Self.values(boundTo: state, in: build(i)).contains(value) else { return nil }
            return i
        case .table(let table):
            guard let i = table[value] else { return nil }
            if Self.values(boundTo: state, in: build(i)).contains(value) { return i }
            // A kept table gone stale (the items bind other values now): table them again.
            let fresh = self.table(for: state, reuse: false)
            relations[state] = .table(fresh)
            return fresh[value]
        }
    }

    /// The relation for a state, learnt on first use from the first and last items, or, when
    /// neither binds the state, from a few more spread across the data (at most 9 items built).
    private func relation(for state: ObjectIdentifier) -> Relation {
        if let known = relations[state] { return known }
        var seen: [Int: [AnyHashable]] = [:]
        var bound = false, identical = true
        let ends = [0, count - 1]
        let spread = [1, count - 2, 2, count - 3, count / 2, count / 4, 3 * count / 4]
        for batch in [ends, spread] where !bound {
            for i in batch where i >= 0 && i < count && seen[i] == nil {
                let values = Self.values(boundTo: state, in: build(i))
                seen[i] = values
                guard !values.isEmpty else { continue }
                bound = true
                if !values.contains(identity(i)) { identical = false }
            }
        }
        sampleValues[state] = seen
        let relation: Relation = bound ? (identical ? .identity : .table(table(for: state, reuse: true))) : .unbound
        relations[state] = relation
        return relation
    }

    /// Every item's bound values for a state, each mapped to the first item bound to it: the
    /// kept table when `reuse` allows and it describes this data, else built and kept.
    private func table(for state: ObjectIdentifier, reuse: Bool) -> [AnyHashable: Int] {
        if let memo {
            if memoIsCurrent == nil { memoIsCurrent = memo.isSame(memo.memo.data) }
            if memoIsCurrent != true { memo.memo.data = memo.data; memo.memo.tables = [:]; memoIsCurrent = true }
            if reuse, let kept = memo.memo.tables[state], memo.memo.samples[state] == sampleValues[state] { return kept }
        }
        var table: [AnyHashable: Int] = [:]
        for i in 0..<count {
            for v in Self.values(boundTo: state, in: build(i)) where table[v] == nil { table[v] = i }
        }
        memo?.memo.tables[state] = table
        memo?.memo.samples[state] = sampleValues[state]
        return table
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
