/// The items of a lazy stack whose measured length along the axis differs from the stack's
/// estimate, and where each item starts: what lets a `LazyVStack` hold rows of different heights
/// without building the rows it has not shown.
///
/// An item never built is taken to be as long as the estimate (the first item's length, as
/// SwiftUI estimates a lazy stack's unbuilt rows from the rows it built). Only the differing items
/// are stored, ascending, with the running sum of their differences, so a list of equal rows
/// stores nothing and every query stays O(1); with `m` differing items, an item's start costs
/// O(log m) and finding the item at a position O(log n · log m).
public struct LazyLengthTable: Hashable, Sendable {
    /// The indices of the items whose length differs from the estimate, ascending.
    public private(set) var indices: [Int] = []
    /// Each such item's length minus the estimate, in the order of ``indices``.
    public private(set) var deltas: [Double] = []
    /// `before[k]`: the sum of `deltas[0..<k]` (one more entry than ``indices``).
    private var before: [Double] = [0]

    /// A table with every item as long as the estimate.
    public init() {}

    /// Whether every item is taken to be as long as the estimate.
    public var isEmpty: Bool { indices.isEmpty }

    /// The sum of the differences of every item before `index`: how far its start moves from
    /// where items of the estimated length would put it.
    public func offset(before index: Int) -> Double {
        before[firstPosition(notBelow: index)]
    }

    /// The sum of every item's difference from the estimate.
    public var totalDelta: Double { before[before.count - 1] }

    /// How much item `index`'s length differs from the estimate (0 when it was never measured as
    /// different).
    public func delta(of index: Int) -> Double {
        let k = firstPosition(notBelow: index)
        return k < indices.count && indices[k] == index ? deltas[k] : 0
    }

    /// Records that item `index` differs from the estimate by `delta` (0: it is as long as the
    /// estimate); returns whether the table changed.
    @discardableResult
    public mutating func set(_ delta: Double, at index: Int) -> Bool {
        let k = firstPosition(notBelow: index)
        let present = k < indices.count && indices[k] == index
        if present, deltas[k] == delta { return false }
        if !present, delta == 0 { return false }
        if present {
            if delta == 0 { indices.remove(at: k); deltas.remove(at: k) } else { deltas[k] = delta }
        } else {
            indices.insert(index, at: k); deltas.insert(delta, at: k)
        }
        // The running sums from `k` on change.
        before.removeSubrange((k + 1)...)
        for j in k..<deltas.count { before.append(before[j] + deltas[j]) }
        return true
    }

    /// The position in ``indices`` of the first stored item at or after `index`.
    private func firstPosition(notBelow index: Int) -> Int {
        var lo = 0, hi = indices.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if indices[mid] < index { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }
}
