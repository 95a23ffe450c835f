import Testing
@testable import Rasterizer

/// The draw-order diff behind damage drawing keeps a longest common subsequence: every kept
/// pair is equal, in order on both sides, and there are as many as the textbook dynamic
/// programme finds.
@Suite struct DrawOrderDiffTests {
    /// The length of a longest common subsequence, by dynamic programming.
    static func lcsLength(_ a: [Int], _ b: [Int]) -> Int {
        var row = [Int](repeating: 0, count: b.count + 1)
        for x in a {
            var diagonal = 0
            for (j, y) in b.enumerated() {
                let above = row[j + 1]
                row[j + 1] = x == y ? diagonal + 1 : max(row[j + 1], row[j])
                diagonal = above
            }
        }
        return row[b.count]
    }

    @Test func keepsALongestCommonSubsequence() throws {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Int.random(in: 0..<5, using: &rng) }
            let b = (0..<Int.random(in: 0...30, using: &rng)).map { _ in Int.random(in: 0..<5, using: &rng) }
            let (keptA, keptB) = try #require(DrawOrderDiff.common(a.count, b.count, maxEdits: 100) { a[$0] == b[$1] })
            let pairs = (a.indices.filter { keptA[$0] }.map { a[$0] }, b.indices.filter { keptB[$0] }.map { b[$0] })
            #expect(pairs.0 == pairs.1, "kept items differ for \(a) / \(b)")
            #expect(pairs.0.count == Self.lcsLength(a, b), "not a longest common subsequence for \(a) / \(b)")
        }
    }

    @Test func aMovedRunKeepsEverythingElse() throws {
        // The raised tile: its items move from the middle to the end of the list.
        let old = Array(0..<100), new = Array(0..<40) + Array(50..<100) + Array(40..<50)
        let (keptOld, keptNew) = try #require(DrawOrderDiff.common(old.count, new.count, maxEdits: 64) { old[$0] == new[$1] })
        #expect(keptOld.filter { !$0 }.count == 10)
        #expect(keptNew.filter { !$0 }.count == 10)
    }

    @Test func givesUpPastItsEditBudget() {
        let old = Array(0..<50), new = Array(100..<150)
        #expect(DrawOrderDiff.common(old.count, new.count, maxEdits: 64) { old[$0] == new[$1] } == nil)
        #expect(DrawOrderDiff.common(0, 0, maxEdits: 0) { _, _ in true }.map { $0.old.isEmpty && $0.new.isEmpty } == true)
    }

    /// A scrolled grid's content: `rows` rows of `perRow` items, each item unique to its row and
    /// column, with the tile at `lifted` (if any) drawn last in its row.
    static func grid(rows: Range<Int>, perRow: Int = 45, tile: Int = 9, lifted: (row: Int, tile: Int)? = nil) -> [Int] {
        rows.flatMap { row -> [Int] in
            let items = (0..<perRow).map { row * 1000 + $0 }
            guard let lifted, lifted.row == row else { return items }
            let moved = (lifted.tile * tile)..<((lifted.tile + 1) * tile)
            return items.filter { !moved.contains($0 - row * 1000) } + moved.map { row * 1000 + $0 }
        }
    }

    /// Checks that ``DrawOrderDiff/shifted(_:_:maxEdits:run:same:)`` keeps a longest common
    /// subsequence of `old` and `new` in at most three comparisons an item; returns how many it made.
    static func expectShiftedMatch(_ old: [Int], _ new: [Int]) throws -> Int {
        var comparisons = 0
        let (keptOld, keptNew) = try #require(DrawOrderDiff.shifted(old.count, new.count, maxEdits: 384) { i, j in
            comparisons += 1
            return old[i] == new[j]
        })
        let pairs = (old.indices.filter { keptOld[$0] }.map { old[$0] }, new.indices.filter { keptNew[$0] }.map { new[$0] })
        #expect(pairs.0 == pairs.1)
        #expect(pairs.0.count == lcsLength(old, new))
        #expect(comparisons <= 3 * (old.count + new.count), "\(comparisons) comparisons")
        return comparisons
    }

    @Test func aScrolledGridIsMatchedInAboutOneComparisonAnItem() throws {
        // Three rows left at the top and three came in at the bottom (a held Down's rebuild), and
        // a tile lifted in a row both show: 288 edits, which cost the exact diff over 30 000
        // comparisons.
        let old = Self.grid(rows: 0..<9), new = Self.grid(rows: 3..<12, lifted: (5, 2))
        let comparisons = try Self.expectShiftedMatch(old, new)
        var exact = 0
        _ = DrawOrderDiff.common(old.count, new.count, maxEdits: 384) { i, j in exact += 1; return old[i] == new[j] }
        #expect(exact > 10 * comparisons, "the exact diff took \(exact) comparisons against \(comparisons)")
    }

    @Test func itemsBothStartAndEndWithDoNotHideTheShift() throws {
        // A background drawn under the rows and a header over them, the same in both frames.
        let old = [-1, -2] + Self.grid(rows: 0..<9) + [-3], new = [-1, -2] + Self.grid(rows: 3..<12) + [-3]
        _ = try Self.expectShiftedMatch(old, new)
    }

    @Test func aGridScrolledUpIsMatchedToo() throws {
        _ = try Self.expectShiftedMatch(Self.grid(rows: 4..<12, lifted: (6, 1)), Self.grid(rows: 2..<10, lifted: (5, 1)))
    }

    @Test func shiftedKeepsOnlyEqualPairsInOrder() throws {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: 0..<4, using: &rng) }
            let b = (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: 0..<4, using: &rng) }
            let (keptA, keptB) = try #require(DrawOrderDiff.shifted(a.count, b.count, maxEdits: 100, run: 3) { a[$0] == b[$1] })
            let pairs = (a.indices.filter { keptA[$0] }.map { a[$0] }, b.indices.filter { keptB[$0] }.map { b[$0] })
            #expect(pairs.0 == pairs.1, "kept items differ for \(a) / \(b)")
        }
        let old = Array(0..<50), new = Array(100..<150)
        #expect(DrawOrderDiff.shifted(old.count, new.count, maxEdits: 64) { old[$0] == new[$1] } == nil)
        #expect(DrawOrderDiff.shifted(0, 0, maxEdits: 0) { _, _ in true }.map { $0.old.isEmpty && $0.new.isEmpty } == true)
        #expect(DrawOrderDiff.shifted(3, 0, maxEdits: 0) { _, _ in true } == nil)
    }

    @Test func byKeysKeepsALongestCommonSubsequenceOfUniqueItems() throws {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            // Unique items, some dropped, some added, a block moved.
            var a = Array(0..<Int.random(in: 0...40, using: &rng)).filter { _ in Int.random(in: 0..<5, using: &rng) > 0 }
            var b = a.filter { _ in Int.random(in: 0..<6, using: &rng) > 0 } + (100..<(100 + Int.random(in: 0...5, using: &rng)))
            b.shuffle(using: &rng)
            if Bool.random(using: &rng) { b = a; if a.count > 6 { let block = Array(a[2..<5]); b.removeSubrange(2..<5); b += block } }
            if Bool.random(using: &rng) { a.reverse() }
            let (keptA, keptB) = DrawOrderDiff.byKeys(a, b) { a[$0] == b[$1] }
            let pairs = (a.indices.filter { keptA[$0] }.map { a[$0] }, b.indices.filter { keptB[$0] }.map { b[$0] })
            #expect(pairs.0 == pairs.1, "kept items differ for \(a) / \(b)")
            #expect(pairs.0.count == Self.lcsLength(a, b), "not a longest common subsequence for \(a) / \(b)")
        }
    }

    @Test func byKeysKeepsOnlyEqualPairsInOrderWhenKeysRepeat() {
        var rng = SystemRandomNumberGenerator()
        for _ in 0..<300 {
            let a = (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: 0..<6, using: &rng) }
            let b = (0..<Int.random(in: 0...40, using: &rng)).map { _ in Int.random(in: 0..<6, using: &rng) }
            // Keys that say less than the items: `same` has the last word.
            let (keptA, keptB) = DrawOrderDiff.byKeys(a.map { $0 % 3 }, b.map { $0 % 3 }) { a[$0] == b[$1] }
            let pairs = (a.indices.filter { keptA[$0] }.map { a[$0] }, b.indices.filter { keptB[$0] }.map { b[$0] })
            #expect(pairs.0 == pairs.1, "kept items differ for \(a) / \(b)")
        }
    }

    @Test func aRaisedTileCostsItsOwnItemsNotTheirSquare() {
        // A rebuilt grid frame: the tile that had focus settles back into its row and the newly
        // focused one is drawn after its siblings (raised).
        let items = Array(0..<400), settled = Array(120..<160), raised = Array(200..<240)
        let old = items.filter { !settled.contains($0) } + settled, new = items.filter { !raised.contains($0) } + raised
        var comparisons = 0
        let (keptOld, _) = DrawOrderDiff.byKeys(old, new) { i, j in comparisons += 1; return old[i] == new[j] }
        #expect(keptOld.filter { $0 }.count == Self.lcsLength(old, new))
        #expect(comparisons == new.count)
        var exact = 0
        _ = DrawOrderDiff.common(old.count, new.count, maxEdits: 400) { i, j in exact += 1; return old[i] == new[j] }
        #expect(exact > 10 * comparisons, "the exact diff took \(exact) comparisons")
    }
}
