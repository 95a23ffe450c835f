/// A small least-recently-used cache with a count limit and a cost budget.
///
/// `onEvict` releases whatever a value holds (SDL textures, fonts) when it leaves the cache.
/// The entries are kept in a list from least to most recently used (slots of an array linked by
/// index), so a hit, an insert and an eviction each cost a dictionary lookup and a few links,
/// however full the cache is. (A scan for the oldest entry on each eviction was a tenth of the
/// guide's text drawing once its 768-entry text cache had filled: `perf`, Down held.)
package final class LRUCache<Key: Hashable, Value> {
    private struct Slot {
        var key: Key
        var value: Value
        var cost: Int
        /// The slot used just before this one (less recently), or -1.
        var older: Int
        /// The slot used just after this one (more recently), or -1.
        var newer: Int
    }

    /// Each held key's slot.
    private var index: [Key: Int] = [:]
    /// The entries; a nil slot is free (listed in `free`).
    private var slots: [Slot?] = []
    private var free: [Int] = []
    /// The least and the most recently used slots, or -1 when empty.
    private var oldest = -1, newest = -1
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
    package var count: Int { index.count }

    /// The value for a key, marking it as recently used.
    package subscript(key: Key) -> Value? {
        guard let i = index[key] else { return nil }
        unlink(i)
        linkNewest(i)
        return slots[i]!.value
    }

    /// Whether a key is held, without touching its age.
    package func contains(_ key: Key) -> Bool { index[key] != nil }

    /// The value for a key without touching its age (nil when not held).
    package func peek(_ key: Key) -> Value? { index[key].map { slots[$0]!.value } }

    /// Stores a value, evicting the least recently used entries to respect both limits.
    package func insert(_ value: Value, for key: Key, cost: Int = 1) {
        if let i = index[key] {
            let old = remove(i)
            onEvict(old.value)
        }
        let slot = Slot(key: key, value: value, cost: cost, older: -1, newer: -1)
        let i: Int
        if let reused = free.popLast() {
            slots[reused] = slot
            i = reused
        } else {
            slots.append(slot)
            i = slots.count - 1
        }
        index[key] = i
        linkNewest(i)
        totalCost += cost
        trim(keeping: key)
    }

    /// Evicts the least recently used entries until both limits hold (never `kept` when it is
    /// the last entry).
    private func trim(keeping kept: Key?) {
        while index.count > capacity || (totalCost > costLimit && index.count > 1) {
            guard oldest >= 0 else { break }
            if index.count == 1, let kept, slots[oldest]!.key == kept { break }
            let gone = remove(oldest)
            onEvict(gone.value)
        }
    }

    /// Takes slot `i` out of the list and the index, frees it and returns what it held.
    private func remove(_ i: Int) -> Slot {
        unlink(i)
        let slot = slots[i]!
        slots[i] = nil
        free.append(i)
        index.removeValue(forKey: slot.key)
        totalCost -= slot.cost
        return slot
    }

    /// Unlinks slot `i` from the list (its own links are left as they were).
    private func unlink(_ i: Int) {
        let older = slots[i]!.older, newer = slots[i]!.newer
        if older >= 0 { slots[older]!.newer = newer } else { oldest = newer }
        if newer >= 0 { slots[newer]!.older = older } else { newest = older }
    }

    /// Links slot `i` in as the most recently used.
    private func linkNewest(_ i: Int) {
        slots[i]!.older = newest
        slots[i]!.newer = -1
        if newest >= 0 { slots[newest]!.newer = i } else { oldest = i }
        newest = i
    }

    /// Drops everything, releasing each value.
    package func removeAll() {
        for case let slot? in slots { onEvict(slot.value) }
        index.removeAll(); slots.removeAll(); free.removeAll()
        oldest = -1; newest = -1; totalCost = 0
    }
}
