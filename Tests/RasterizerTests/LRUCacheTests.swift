@testable import Rasterizer
import Testing

/// `LRUCache`: the least recently used entry leaves first, within a count and a cost limit,
/// whatever the order of hits, inserts, replacements and budget changes.
@Suite struct LRUCacheTests {
    /// The cache's rules written the plain way: every entry stamped with the time it was last
    /// used, the oldest stamp evicted first.
    final class Model {
        var entries: [Int: (value: Int, cost: Int, tick: Int)] = [:]
        var tick = 0, totalCost = 0
        var evicted: [Int] = []
        let capacity: Int
        var costLimit: Int { didSet { trim(keeping: nil) } }

        init(capacity: Int, costLimit: Int) { self.capacity = capacity; self.costLimit = costLimit }

        func get(_ key: Int) -> Int? {
            guard let e = entries[key] else { return nil }
            tick += 1
            entries[key] = (e.value, e.cost, tick)
            return e.value
        }

        func insert(_ value: Int, for key: Int, cost: Int) {
            if let old = entries.removeValue(forKey: key) { totalCost -= old.cost; evicted.append(old.value) }
            tick += 1
            entries[key] = (value, cost, tick)
            totalCost += cost
            trim(keeping: key)
        }

        func trim(keeping kept: Int?) {
            while entries.count > capacity || (totalCost > costLimit && entries.count > 1) {
                let oldest = entries.min { $0.value.tick < $1.value.tick }!
                if oldest.key == kept && entries.count == 1 { break }
                entries.removeValue(forKey: oldest.key)
                totalCost -= oldest.value.cost
                evicted.append(oldest.value.value)
            }
        }
    }

    /// Thousands of random hits, peeks, inserts (new keys and replacements, of random cost) and
    /// budget changes on a small cache: after each, the same values are held, evicted in the
    /// same order, with the same total cost, as the model.
    @Test(arguments: [(4, Int.max), (8, 40), (16, 25), (1, Int.max), (3, 5)] as [(Int, Int)])
    func evictsAsTheOldestStampWouldBeEvicted(capacity: Int, costLimit: Int) {
        var rng = SplitMix(seed: UInt64(capacity * 7919 + min(costLimit, 1000)))
        var evicted: [Int] = []
        let cache = LRUCache<Int, Int>(capacity: capacity, costLimit: costLimit) { evicted.append($0) }
        let model = Model(capacity: capacity, costLimit: costLimit)
        var next = 0
        for step in 0..<5_000 {
            let key = Int(rng.next() % 24)
            switch rng.next() % 10 {
            case 0..<4:
                #expect(cache[key] == model.get(key), "step \(step): hit \(key)")
            case 4:
                #expect(cache.peek(key) == model.entries[key]?.value && cache.contains(key) == (model.entries[key] != nil))
            case 5..<9:
                next += 1
                let cost = Int(rng.next() % 12) + 1
                cache.insert(next, for: key, cost: cost)
                model.insert(next, for: key, cost: cost)
            default:
                guard costLimit != Int.max else { continue }
                let limit = Int(rng.next() % UInt64(costLimit * 2)) + 1
                cache.costLimit = limit
                model.costLimit = limit
            }
            #expect(evicted == model.evicted, "step \(step)")
            #expect(cache.count == model.entries.count && cache.totalCost == model.totalCost, "step \(step)")
            if evicted != model.evicted { return }
        }
        for key in 0..<24 { #expect(cache.peek(key) == model.entries[key]?.value) }
        cache.removeAll()
        #expect(cache.count == 0 && cache.totalCost == 0 && cache[3] == nil)
        cache.insert(1, for: 1)
        #expect(cache[1] == 1)
    }

    /// A small deterministic generator, so a failure names a step that recurs.
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
