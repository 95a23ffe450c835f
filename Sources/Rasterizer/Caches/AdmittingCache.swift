/// A least-recently-used cache that keeps a value only once it is asked for in a second frame.
///
/// What is drawn in a single frame — each step of a lift animation, a row scrolled past and
/// never redrawn — is held for that frame and the next only (a second request in the same frame,
/// such as a flattened layer's second pass or a shape crossing two damage boxes, finds it; one in
/// the next frame keeps it) and released after; anything drawn again later is kept from then
/// on, within the budget of its ``LRUCache``. So a long scroll or a held D-pad does not fill the
/// cache with pixels it will never show again, and memory stays near what the screen shows.
///
/// Keys seen once longer ago are remembered in a set that is forgotten whole when it reaches
/// ``seenCapacity`` (the "doorkeeper" of TinyLFU-style admission), so it stays bounded too.
package final class AdmittingCache<Key: Hashable, Value> {
    private struct Held { var value: Value; var cost: Int }

    private let kept: LRUCache<Key, Value>
    /// Values first made this frame and last frame, not (yet) kept.
    private var thisFrame: [Key: Held] = [:], lastFrame: [Key: Held] = [:]
    private var heldCost = 0
    /// Keys made once, in a frame before the last (their values released).
    private var seen: Set<Key> = []
    private let onEvict: (Value) -> Void
    /// The most keys remembered as seen once before all are forgotten.
    package let seenCapacity: Int

    /// `capacity` and `costLimit` bound the kept values as ``LRUCache``'s do; `seenCapacity`
    /// bounds the keys remembered (default: twice `capacity`).
    package init(capacity: Int, costLimit: Int = .max, seenCapacity: Int? = nil, onEvict: @escaping (Value) -> Void = { _ in }) {
        kept = LRUCache(capacity: capacity, costLimit: costLimit, onEvict: onEvict)
        self.seenCapacity = Swift.max(1, seenCapacity ?? 2 * capacity)
        self.onEvict = onEvict
    }

    /// The largest total cost kept across frames; lowering it evicts at once.
    package var costLimit: Int {
        get { kept.costLimit }
        set { kept.costLimit = newValue }
    }
    /// The summed cost of every value held: kept, and made this frame or the last.
    package var totalCost: Int { kept.totalCost + heldCost }
    /// The number of values held: kept, and made this frame or the last.
    package var count: Int { kept.count + thisFrame.count + lastFrame.count }
    /// The number of values kept across frames, and their summed cost (within ``costLimit``).
    package var keptCount: Int { kept.count }
    package var keptCost: Int { kept.totalCost }

    /// The value for a key, marking a kept one as recently used; one made last frame is kept
    /// from now on.
    package subscript(key: Key) -> Value? {
        if let value = kept[key] { return value }
        if let held = thisFrame[key] { return held.value }
        guard let held = lastFrame.removeValue(forKey: key) else { return nil }
        heldCost -= held.cost
        kept.insert(held.value, for: key, cost: held.cost)
        return held.value
    }

    /// Stores a value just made for `key` (after a miss): kept when the key was made before,
    /// held for this frame and the next otherwise.
    package func insert(_ value: Value, for key: Key, cost: Int = 1) {
        if seen.remove(key) != nil {
            kept.insert(value, for: key, cost: cost)
            return
        }
        if let old = thisFrame.updateValue(Held(value: value, cost: cost), forKey: key) {
            heldCost -= old.cost
            onEvict(old.value)
        }
        heldCost += cost
    }

    /// Ends a frame: values made last frame and not asked for since are released (their keys
    /// remembered), this frame's become last frame's.
    package func endFrame() {
        if seen.count + lastFrame.count > seenCapacity { seen.removeAll(keepingCapacity: true) }
        for (key, held) in lastFrame {
            onEvict(held.value)
            heldCost -= held.cost
            seen.insert(key)
        }
        lastFrame = thisFrame
        thisFrame.removeAll(keepingCapacity: true)
    }

    /// Drops everything, releasing each value, and forgets the keys seen.
    package func removeAll() {
        kept.removeAll()
        for held in thisFrame.values { onEvict(held.value) }
        for held in lastFrame.values { onEvict(held.value) }
        thisFrame.removeAll(); lastFrame.removeAll(); heldCost = 0
        seen.removeAll()
    }
}
