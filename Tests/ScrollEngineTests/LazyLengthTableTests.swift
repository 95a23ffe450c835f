import Testing
import TestSupport
import UICore

/// A lazy stack's measured lengths (``LazyLengthTable`` in ``LazyStackGeometry``): frames, the
/// content size and intersection queries agree with laying every item end to end.
@Suite struct LazyLengthTableTests {
    /// Every item's frame, worked out one after another (what the table must agree with).
    private func endToEnd(_ lengths: [Double], spacing: Double) -> [(start: Double, length: Double)] {
        var y = 0.0, out: [(Double, Double)] = []
        for l in lengths { out.append((y, l)); y += l + spacing }
        return out
    }

    @Test func framesAndQueriesAgreeWithItemsLaidEndToEnd() {
        var rng = SeededGenerator(seed: 7)
        let count = 300, estimate = 40.0, spacing = 12.0
        var lengths = [Double](repeating: estimate, count: count)
        var geometry = LazyStackGeometry(axis: .vertical, count: count, itemLength: estimate, spacing: spacing, crossLength: 400)
        // Measure items in a random order, some several times (a row whose content changed),
        // some back to the estimate.
        for _ in 0..<200 {
            let i = Int(rng.next() % UInt64(count))
            let l = [estimate, 120, 18, 64.5][Int(rng.next() % 4)]
            lengths[i] = l
            geometry.lengths.set(l - estimate, at: i)
        }
        let truth = endToEnd(lengths, spacing: spacing)
        for i in 0..<count {
            let f = geometry.frame(ofItem: i)
            #expect(abs(f.minY - truth[i].start) < 1e-9 && abs(f.height - truth[i].length) < 1e-9, "item \(i): \(f)")
        }
        let total = truth[count - 1].start + truth[count - 1].length
        #expect(abs(geometry.contentSize.height - total) < 1e-9)
        for _ in 0..<200 {
            let y = Double(rng.next() % UInt64(total + 200)) - 100, h = Double(rng.next() % 700)
            let rect = Rect(x: 0, y: y, width: 400, height: h)
            let wanted = truth.indices.filter { i in truth[i].start < rect.maxY && truth[i].start + truth[i].length > rect.minY && truth[i].length > 0 }
            #expect(geometry.items(intersecting: rect) == wanted, "rect \(rect)")
        }
    }

    @Test func settingAnItemBackToTheEstimateForgetsIt() {
        var table = LazyLengthTable()
        let first = table.set(30, at: 5), again = table.set(30, at: 5), before = table.set(-10, at: 2)
        #expect(first && !again && before)
        #expect(table.offset(before: 5) == -10 && table.offset(before: 6) == 20 && table.totalDelta == 20)
        let back = table.set(0, at: 5)
        #expect(back && table.indices == [2] && table.totalDelta == -10)
        let never = table.set(0, at: 9)
        #expect(!never)
    }
}
