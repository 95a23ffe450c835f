/// The ids a lazy stack or grid has handed out for its items, kept across frames (in the view
/// state store, at the container's identity), so an id named by focus, a scroll request or a
/// remembered section finds its item again without the container building or scanning items.
///
/// An id maps to the item's `ForEach` identity, not to an index: the data may move on between
/// frames, and the container checks that the item it finds under that identity still has the id.
final class LazyItemIDs {
    /// The most ids remembered; past it the table starts again (an id it forgot is found by a
    /// scan of the items): a held D-pad through a million items hands out one id a move.
    static let capacity = 65_536
    /// How the items of a `ForEach` name themselves.
    enum Naming {
        /// By an outermost `.id(_:)`, read from each item's view value without resolving it.
        case outermost
        /// By an id their resolved node carries (a view whose body sets it): each item is resolved.
        case resolved
        /// Not at all: an item's id is its `ForEach` identity written out.
        case identity
    }

    /// Every id handed out, with the identity of the item that had it.
    private var identities: [ViewID: ViewID] = [:]
    /// Ids (``ViewID``) and names (`String`) a scan of every item found no item for, while the
    /// data stays ``data``: asked again (the focus engine asks each lazy region about ids that
    /// are not its items), they are not scanned for again.
    private var absent: Set<AnyHashable> = []
    /// The data ``absent`` holds for (compared with `==` when it is `Equatable`, else by its
    /// count and its first and last identities).
    private var data: Any?

    /// The table of the container at `path` in `store`; a table of its own when there is no store.
    static func memo(in store: ViewStateStore?, at path: Int) -> LazyItemIDs {
        store?.slot(StateKey(path: path, label: "LazyItemIDs")) { LazyItemIDs() } ?? LazyItemIDs()
    }

    /// Remembers that the item with `identity` has `id`.
    func record(_ id: ViewID, identity: ViewID) {
        if identities.count >= Self.capacity, identities[id] == nil { identities.removeAll(keepingCapacity: true) }
        identities[id] = identity
    }

    /// The identity of the item that last had `id`, when it was handed out.
    func identity(of id: ViewID) -> ViewID? { identities[id] }

    /// Whether a scan of `current` found no item with `id` — a ``ViewID`` or a name (forgotten
    /// when the data changes).
    func isAbsent(_ id: AnyHashable, in current: Any, same: (Any?) -> Bool) -> Bool {
        if !same(data) { absent.removeAll(); data = current }
        return absent.contains(id)
    }

    /// Remembers that no item of the data last given to ``isAbsent(_:in:same:)`` has `id`.
    func markAbsent(_ id: AnyHashable) {
        if absent.count >= Self.capacity { absent.removeAll(keepingCapacity: true) }
        absent.insert(id)
    }

    /// Whether `data` is the same as `old`: `==` for `Equatable` data, else the same count and
    /// the same first and last identities (`fingerprint`).
    static func isSame(_ data: Any, as old: Any?, fingerprint: [AnyHashable]) -> Bool {
        if let equatable = data as? any Equatable { return LazyFocusLookup.isSame(equatable, old) }
        return (old as? [AnyHashable]) == fingerprint
    }
}
