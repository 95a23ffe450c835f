import Testing
import UICore
@testable import FocusEngine

/// Home and End's target (``FocusSystem/edgeView(in:last:)``) is the first or last view in
/// reading order — rows top to bottom, each leading to trailing, as Tab walks them (AppKit's
/// key-view loop, the order VoiceOver reads) — whichever way a lazy grid fills its cells.
@Suite struct EdgeViewTests {
    /// `count` 100×100 cells, three to a line, 20 apart, in a scroll view 600 points square:
    /// the lines past the fifth lie outside it.
    static func grid(axis: Axis, count: Int, mirrored: Bool = false) -> FocusNode {
        let base = LazyGridGeometry(axis: axis, count: count, columns: 3, itemSize: Size(width: 100, height: 100),
                                    lineSpacing: 20, itemSpacing: 20)
        let geometry: any LazyItemGeometry = mirrored ? MirroredItemGeometry(base) : base
        let region = LazyRegion(geometry: geometry, contentOrigin: .zero, idPrefix: "cell-")
        let scroll = FocusNode(id: "grid", frame: Rect(x: 0, y: 0, width: 600, height: 600), role: .section,
                               clipsContent: true, lazy: region, children: [])
        return .scope("screen", Rect(x: 0, y: 0, width: 1000, height: 800), modal: false, children: [scroll])
    }

    /// A horizontal grid fills each column top to bottom: columns [0 1 2] [3 4 5] [6 7]. Its
    /// bottom row is 2 and 5, so the last view a person reads is 5, not the last index, 7,
    /// which sits in the middle row — on screen, and with the grid's end far outside the
    /// scroll view (301 cells: the last column holds 300 alone, the bottom row ends at 299).
    @Test(arguments: [(8, "cell-5"), (301, "cell-299")])
    func theLastViewOfAHorizontalGridIsItsBottomRowsTrailingCell(count: Int, last: String) {
        let focus = FocusSystem()
        focus.update(tree: Self.grid(axis: .horizontal, count: count))
        #expect(focus.edgeView(in: "grid", last: true) == ViewID(last))
        #expect(focus.edgeView(in: "grid", last: false) == "cell-0")
    }

    /// A vertical grid's rows are [0 1 2] [3 4 5] [6 7]: the short last row's trailing cell is
    /// the last index, left to right and, mirrored, right to left (7 is then left of 6).
    @Test(arguments: [false, true]) func theLastViewOfAVerticalGridIsItsLastIndex(mirrored: Bool) {
        let focus = FocusSystem(layoutDirection: mirrored ? .rightToLeft : .leftToRight)
        focus.update(tree: Self.grid(axis: .vertical, count: 8, mirrored: mirrored))
        #expect(focus.edgeView(in: "grid", last: true) == "cell-7")
        focus.update(tree: Self.grid(axis: .vertical, count: 301, mirrored: mirrored))
        #expect(focus.edgeView(in: "grid", last: true) == "cell-300")
        #expect(focus.edgeView(in: "grid", last: false) == "cell-0")
    }
}
