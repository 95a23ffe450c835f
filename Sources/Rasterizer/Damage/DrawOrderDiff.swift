/// Which items of two display lists' item sequences are kept, in the same order, by the other:
/// ``DamageFrame`` treats everything else as changed pixels.
///
/// Three ways, each for the change it meets: ``common(_:_:maxEdits:same:)``, the longest common
/// subsequence by Myers' O(ND) greedy diff ("An O(ND) Difference Algorithm and Its Variations",
/// 1986); ``byKeys(_:_:candidates:same:)``, pairs by key for a frame whose items moved in blocks
/// (a tile raised); and ``shifted(_:_:maxEdits:run:same:)``, a scrolled content's rows anchored
/// before the exact diff of what is left.
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

    /// A common subsequence of two item sequences found through their keys, in about
    /// `(n + m) log n` steps however far items moved: each new item is paired with the first
    /// unpaired old item of its key that `same` accepts (of the first `candidates` such old
    /// items), and the pairs kept are a longest run of them in the same order on both sides (a
    /// longest increasing subsequence of their old indices, by patience sorting).
    ///
    /// A block of items moved elsewhere — a tile raised above its siblings, or one settled back —
    /// costs only its own length, where ``common(_:_:maxEdits:same:)`` needs the square of all
    /// the items moved. It is a longest common subsequence whenever no two items of a side share
    /// a key; when some do, every pair kept is still equal and in order on both sides.
    package static func byKeys(_ oldKeys: [Int], _ newKeys: [Int], candidates: Int = pairingCandidates,
                               same: (Int, Int) -> Bool) -> (old: [Bool], new: [Bool]) {
        let n = oldKeys.count, m = newKeys.count
        // The old items of each key, in order: the first unpaired one, then a chain through the rest.
        var first = [Int: Int](minimumCapacity: n)
        var next = [Int](repeating: -1, count: n)
        for i in stride(from: n - 1, through: 0, by: -1) {
            next[i] = first[oldKeys[i]] ?? -1
            first[oldKeys[i]] = i
        }
        // Each new item's old partner, in new order.
        var pairs: [(old: Int, new: Int)] = []
        pairs.reserveCapacity(Swift.min(n, m))
        for j in 0..<m {
            let key = newKeys[j]
            var previous = -1, i = first[key] ?? -1, tried = 0
            while i >= 0, tried < candidates, !same(i, j) { previous = i; i = next[i]; tried += 1 }
            guard i >= 0, tried < candidates else { continue }
            // Unchained: no later new item pairs with it.
            if previous < 0 { first[key] = next[i] } else { next[previous] = next[i] }
            pairs.append((i, j))
        }
        // The longest run of pairs whose old indices increase (the new ones do already):
        // `tails[k]` is the pair ending the best run of length k + 1 found so far.
        var tails: [Int] = [], back = [Int](repeating: -1, count: pairs.count)
        for p in pairs.indices {
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if pairs[tails[mid]].old < pairs[p].old { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { back[p] = tails[lo - 1] }
            if lo == tails.count { tails.append(p) } else { tails[lo] = p }
        }
        var keptOld = [Bool](repeating: false, count: n), keptNew = [Bool](repeating: false, count: m)
        var p = tails.last ?? -1
        while p >= 0 {
            keptOld[pairs[p].old] = true
            keptNew[pairs[p].new] = true
            p = back[p]
        }
        return (keptOld, keptNew)
    }

    /// Old items of one key ``byKeys(_:_:candidates:same:)`` offers a new item before leaving it
    /// unpaired: a key hashes a drawing item with the state it is drawn in, so the items that
    /// share one are mostly pushes and pops, which draw nothing and pair with any of their kind;
    /// the others are for a hash shared by different items (our estimate).
    package static let pairingCandidates = 4

    /// A common subsequence of `n` old and `m` new items, found in about `n + m` comparisons
    /// when the new items are mostly the old ones shifted along — a scrolled lazy container's
    /// content, rows leaving at one end and entering at the other — where
    /// ``common(_:_:maxEdits:same:)`` needs about the square of the rows' items.
    ///
    /// After the pairs both start with, old items before the first `run` pairs in a row that
    /// agree (`same`) at one offset are taken as deleted, or new ones as inserted, whichever takes
    /// fewer; likewise before the pairs both end with; the middle is diffed exactly. Every pair
    /// kept is equal and in order, so what is not kept is always safe to treat as changed; it is
    /// the longest such subsequence whenever the items skipped are ones the other side lacks, as
    /// a scroll's are. Nil when that needs more than `maxEdits` insertions and deletions.
    package static func shifted(_ n: Int, _ m: Int, maxEdits: Int, run: Int = shiftAnchorRun,
                                same: (Int, Int) -> Bool) -> (old: [Bool], new: [Bool])? {
        /// Whether `length` pairs agree from (i, j) on (forward) or down to it (backward).
        func agree(_ i: Int, _ j: Int, _ length: Int, backward: Bool) -> Bool {
            for t in 0..<length where !(backward ? same(i - t, j - t) : same(i + t, j + t)) { return false }
            return true
        }
        var keptOld = [Bool](repeating: false, count: n), keptNew = [Bool](repeating: false, count: m)
        // The pairs both start with, then the items skipped at the front.
        var i0 = 0, j0 = 0
        while i0 < n, j0 < m, same(i0, j0) { keptOld[i0] = true; keptNew[j0] = true; i0 += 1; j0 += 1 }
        let (p0, q0) = (i0, j0)
        if i0 < n, j0 < m {
            for s in stride(from: 1, through: Swift.min(maxEdits, Swift.max(n - i0, m - j0)), by: 1) {
                if i0 + s < n, agree(i0 + s, j0, Swift.min(run, n - i0 - s, m - j0), backward: false) { i0 += s; break }
                if j0 + s < m, agree(i0, j0 + s, Swift.min(run, n - i0, m - j0 - s), backward: false) { j0 += s; break }
            }
        }
        // The pairs both end with, then the items skipped at the back.
        var i1 = n, j1 = m
        while i1 > i0, j1 > j0, same(i1 - 1, j1 - 1) { i1 -= 1; j1 -= 1; keptOld[i1] = true; keptNew[j1] = true }
        let (p1, q1) = (i1, j1)
        if i1 > i0, j1 > j0 {
            for s in stride(from: 1, through: Swift.min(maxEdits, Swift.max(i1 - i0, j1 - j0)), by: 1) {
                if i1 - s > i0, agree(i1 - 1 - s, j1 - 1, Swift.min(run, i1 - i0 - s, j1 - j0), backward: true) { i1 -= s; break }
                if j1 - s > j0, agree(i1 - 1, j1 - 1 - s, Swift.min(run, i1 - i0, j1 - j0 - s), backward: true) { j1 -= s; break }
            }
        }
        let skipped = (i0 - p0) + (j0 - q0) + (p1 - i1) + (q1 - j1)
        guard skipped <= maxEdits,
              let middle = common(i1 - i0, j1 - j0, maxEdits: maxEdits - skipped, same: { same(i0 + $0, j0 + $1) }) else { return nil }
        keptOld.replaceSubrange(i0..<i1, with: middle.old)
        keptNew.replaceSubrange(j0..<j1, with: middle.new)
        return (keptOld, keptNew)
    }

    /// Pairs in a row that anchor a shift in ``shifted(_:_:maxEdits:run:same:)``: a tile's
    /// items (~10) are fewer, so one tile met again at another place in a changed row does not
    /// anchor it, and a row's more (our estimate; shorter ends are checked to their end).
    package static let shiftAnchorRun = 16

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
