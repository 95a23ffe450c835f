/// The longest common subsequence of two item sequences, by Myers' O(ND) greedy diff ("An
/// O(ND) Difference Algorithm and Its Variations", 1986): which items of each are kept, in the
/// same order, by the other. ``DamageFrame`` treats everything else as changed pixels.
package enum DrawOrderDiff {
    /// Which of `n` old and `m` new items are in a longest common subsequence, where `same(i, j)`
    /// says old item `i` equals new item `j`; nil when that needs more than `maxEdits`
    /// insertions and deletions.
    package static func common(_ n: Int, _ m: Int, maxEdits: Int, same: (Int, Int) -> Bool) -> (old: [Bool], new: [Bool])? {
        let limit = min(n + m, maxEdits)
        let offset = limit + 1
        // v[offset + k]: the furthest x reached on diagonal k (y = x − k).
        var v = [Int](repeating: 0, count: 2 * limit + 3)
        // What v held on the diagonals −d…d before edit count d, one run after another (the
        // backtrack reads no other): a whole copy of v per edit count cost more than the diff
        // of a scrolled grid's items (hundreds of edits, each copying hundreds of diagonals).
        var trace: [Int] = []
        trace.reserveCapacity(64 * 64)
        for d in 0...limit {
            trace.append(contentsOf: v[(offset - d)...(offset + d)])
            for k in stride(from: -d, through: d, by: 2) {
                var x = k == -d || (k != d && v[offset + k - 1] < v[offset + k + 1]) ? v[offset + k + 1] : v[offset + k - 1] + 1
                var y = x - k
                while x < n, y < m, same(x, y) { x += 1; y += 1 }
                v[offset + k] = x
                if x >= n, y >= m { return backtrack(trace, edits: d, n: n, m: m) }
            }
        }
        return nil
    }

    /// Walks the recorded furthest points back from (n, m), marking each diagonal step (a kept
    /// pair). `trace` holds, for each edit count d up to `edits`, the furthest points on the
    /// diagonals −d…d before that count (d² entries before count d's).
    private static func backtrack(_ trace: [Int], edits: Int, n: Int, m: Int) -> (old: [Bool], new: [Bool]) {
        var keptOld = [Bool](repeating: false, count: n), keptNew = [Bool](repeating: false, count: m)
        var x = n, y = m
        for d in stride(from: edits, through: 0, by: -1) {
            // Diagonal k of count d sits at d² + (k + d).
            func at(_ k: Int) -> Int { trace[d * d + k + d] }
            let k = x - y
            let down = k == -d || (k != d && at(k - 1) < at(k + 1))
            let previousK = down ? k + 1 : k - 1
            let previousX = d == 0 ? 0 : at(previousK), previousY = d == 0 ? 0 : previousX - previousK
            while x > previousX, y > previousY { x -= 1; y -= 1; keptOld[x] = true; keptNew[y] = true }
            x = previousX; y = previousY
        }
        return (keptOld, keptNew)
    }
}
