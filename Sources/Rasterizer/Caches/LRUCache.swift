/// A small least-recently-used cache with a count limit and a cost budget.
///
/// `onEvict` releases whatever a value holds (SDL textures, fonts) when it leaves the cache.
/// Eviction scans for the oldest entry, which is cheap at the few hundred entries used here.
package final class LRUCache<Key: Hashable, Value> {
    private struct Entry { var value: Value; var cost: Int; var tick: UInt64 }

    private var entries: [Key: Entry] = [:]
    private var clock: UInt64 = 0
    /// The most entries kept.
    package let capacity: Int
    /// The largest total cost kept (e.g. bytes of texture memory); lowering it evicts at once.
    package var costLimit: Int { didSet { trim(keeping: nil) } }
    /// The summed cost of the entries held.
    package private(set) var totalCost = 0
    private let onEvict: (Value) -> Void

    package init(capacity: Int, costLimit: Int = .max, onEvict: @escaping (Value) -> Void = { _ in }) {
        self.capacity = Swift.max(1, capacity); self.costLimit = costLimit; self.onEvict = onEvict
    }

    /// The number of entries held.
    package var count: Int { entries.count }

    /// The value for a key, marking it as recently used.
    package subscript(key: Key) -> Value? {
        guard var e = entries[key] else { return nil }
        clock += 1; e.tick = clock; entries[key] = e
        return e.value
    }

    /// Whether a key is held, without touching its age.
    package func contains(_ key: Key) -> Bool { entries[key] != nil }

    /// The value for a key without touching its age (nil when not held).
    package func peek(_ key: Key) -> Value? { entries[key]?.value }

    /// Stores a value, evicting the least recently used entries to respect both limits.
    package func insert(_ value: Value, for key: Key, cost: Int = 1) {
        if let old = entries.removeValue(forKey: key) { totalCost -= old.cost; onEvict(old.value) }
        clock += 1
        entries[key] = Entry(value: value, cost: cost, tick: clock)
        totalCost += cost
        trim(keeping: key)
    }

    /// Evicts the least recently used entries until both limits hold (never `kept` when it is
    /// the last entry).
    private func trim(keeping kept: Key?) {
        while entries.count > capacity || (totalCost > costLimit && entries.count > 1) {
            guard let oldest = entries.min(by: { $0.value.tick < $1.value.tick }) else { break }
            if oldest.key == kept && entries.count == 1 { break }
            entries.removeValue(forKey: oldest.key)
            totalCost -= oldest.value.cost
            onEvict(oldest.value.value)
        }
    }

    /// Drops everything, releasing each value.
    package func removeAll() {
        for e in entries.values { onEvict(e.value) }
        entries.removeAll(); totalCost = 0
    }
}
