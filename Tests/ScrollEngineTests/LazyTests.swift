import Testing
import UICore
import TestSupport
@testable import ScrollEngine

@Suite("Lazy geometry and windows")
struct LazyTests {
    @Test("stack geometry: frames and O(result) intersection queries")
    func stack() {
        let s = LazyStackGeometry(axis: .vertical, count: 1_000_000, itemLength: 100, spacing: 10, crossLength: 400)
        #expect(s.contentSize == Size(width: 400, height: 1_000_000 * 100 + 999_999 * 10))
        #expect(s.frame(ofItem: 3) == Rect(x: 0, y: 330, width: 400, height: 100))
        #expect(s.items(intersecting: Rect(x: 0, y: 0, width: 400, height: 1000)) == Array(0...9))
        // A rect starting in a gap does not include the item before it.
        #expect(s.items(intersecting: Rect(x: 0, y: 105, width: 400, height: 10)) == [1])
        #expect(s.items(intersecting: Rect(x: 0, y: 109_999_000, width: 400, height: 5000)) == Array(999_991...999_999))
        #expect(s.items(intersecting: Rect(x: 500, y: 0, width: 10, height: 1000)).isEmpty)
        #expect(s.items(intersecting: Rect(x: 0, y: -500, width: 10, height: 100)).isEmpty)
        let h = LazyStackGeometry(axis: .horizontal, count: 5, itemLength: 460, spacing: 20, crossLength: 300)
        #expect(h.items(intersecting: Rect(x: 470, y: 0, width: 20, height: 10)) == [1])
        #expect(LazyStackGeometry(axis: .vertical, count: 0, itemLength: 10, crossLength: 10).items(intersecting: Rect(x: 0, y: 0, width: 10, height: 10)).isEmpty)
    }

    @Test("grid geometry: rows of columns, O(result) queries")
    func grid() {
        let g = LazyGridGeometry(axis: .vertical, count: 10, columns: 3, itemSize: Size(width: 100, height: 50),
                                 lineSpacing: 10, itemSpacing: 20)
        #expect(g.lines == 4)
        #expect(g.contentSize == Size(width: 340, height: 230))
        #expect(g.frame(ofItem: 4) == Rect(x: 120, y: 60, width: 100, height: 50))
        #expect(g.items(intersecting: Rect(x: 0, y: 55, width: 340, height: 60)) == [3, 4, 5])
        #expect(g.items(intersecting: Rect(x: 0, y: 55, width: 340, height: 70)) == [3, 4, 5, 6, 7, 8])
        #expect(g.items(intersecting: Rect(x: 110, y: 0, width: 20, height: 1000)) == [1, 4, 7])
        #expect(g.items(intersecting: Rect(x: 0, y: 180, width: 340, height: 100)) == [9])
        let h = LazyGridGeometry(axis: .horizontal, count: 7, columns: 2, itemSize: Size(width: 100, height: 50))
        #expect(h.frame(ofItem: 3) == Rect(x: 100, y: 50, width: 100, height: 50))
        #expect(h.contentSize == Size(width: 400, height: 100))
        let big = LazyGridGeometry(count: 3_000_000, columns: 4, itemSize: Size(width: 200, height: 200), lineSpacing: 20, itemSpacing: 20)
        #expect(big.items(intersecting: Rect(x: 0, y: 220 * 500_000, width: 900, height: 400)).count == 8)
    }

    @Test("lazy window: visible range plus prefetch, flat in the item count")
    func window() {
        let s = LazyStackGeometry(axis: .vertical, count: 1_000_000, itemLength: 100, spacing: 0, crossLength: 400)
        let w = LazyWindow(geometry: s, axis: .vertical)
        let visible = Rect(x: 0, y: 50_000, width: 400, height: 1000)
        #expect(w.visibleIndices(for: visible) == Array(500...509))
        // Half a screen (500 pt = 5 items) of prefetch on each side.
        #expect(w.indices(for: visible) == Array(495...514))
        let fixed = LazyWindow(geometry: s, axis: .vertical, prefetch: 100)
        #expect(fixed.indices(for: visible) == Array(499...510))
        #expect(w.indices(for: Rect(x: 0, y: 0, width: 400, height: 1000)) == Array(0...14))
        #expect(w.indices(for: Rect(x: 0, y: 99_999_500, width: 400, height: 1000)).last == 999_999)
    }
}
