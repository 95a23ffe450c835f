import Testing
import UICore
@testable import FocusEngine

/// A grid's short last row is no dead end: Down moves to the nearest item of the next row.
@Suite struct GridRowTests {
    /// Eight 100×100 cells in three columns, 20 apart: rows [0 1 2] [3 4 5] [6 7].
    static func grid(materialise: Bool, axis: Axis = .vertical, mirrored: Bool = false) -> FocusNode {
        let base = LazyGridGeometry(axis: axis, count: 8, columns: 3, itemSize: Size(width: 100, height: 100),
                                    lineSpacing: 20, itemSpacing: 20)
        let geometry: any LazyItemGeometry = mirrored ? MirroredItemGeometry(base) : base
        let viewport = Rect(x: 0, y: 0, width: 600, height: 600)
        let region = LazyRegion(geometry: geometry, contentOrigin: .zero, idPrefix: "cell-")
        let children = materialise ? (0..<8).map { FocusNode.focusable("cell-\($0)", region.frame(ofItem: $0)) } : []
        let scroll = FocusNode(id: "grid", frame: viewport, role: .section, clipsContent: true, lazy: region, children: children)
        return .scope("screen", Rect(x: 0, y: 0, width: 1000, height: 800), modal: false, children: [scroll])
    }

    @Test(arguments: [false, true]) func downFromPastTheShortRowsEndGoesToItsNearestItem(materialise: Bool) {
        let focus = FocusSystem()
        focus.update(tree: Self.grid(materialise: materialise))
        #expect(focus.focus(id: "cell-5"))
        let r = focus.move(.down)
        #expect(r.to == "cell-7")
        #expect(r.reason == "nearest in next grid row")
        // In the beam the ordinary rule still decides: Down from cell-3 is cell-6, Up returns to the row.
        focus.focus(id: "cell-3")
        #expect(focus.move(.down).reason == "nearest in beam")
        #expect(focus.focusedID == "cell-6")
        focus.focus(id: "cell-7")
        #expect(focus.move(.up).to == "cell-4")
    }

    @Test func theLastRowAndTheEndOfAShortRowStayPut() {
        let focus = FocusSystem()
        focus.update(tree: Self.grid(materialise: true))
        focus.focus(id: "cell-7")
        #expect(focus.move(.down).moved == false)
        // Right at the end of the short row does not climb to the row above (tvOS).
        #expect(focus.move(.right).moved == false)
        #expect(focus.focusedID == "cell-7")
    }

    @Test func rightToLeftGridsUseTheMirroredColumns() {
        let focus = FocusSystem(layoutDirection: .rightToLeft)
        focus.update(tree: Self.grid(materialise: false, mirrored: true))
        // Mirrored, cell-5 is the leftmost of row two and cell-7 the middle of row three.
        focus.focus(id: "cell-5")
        #expect(focus.move(.down).to == "cell-7")
    }

    @Test func horizontalGridsAdvanceSideways() {
        let focus = FocusSystem()
        focus.update(tree: Self.grid(materialise: false, axis: .horizontal))
        // A horizontal grid's lines are columns [0 1 2] [3 4 5] [6 7] stacked down each column.
        focus.focus(id: "cell-5")
        #expect(focus.move(.right).to == "cell-7")
        focus.focus(id: "cell-5")
        #expect(focus.move(.down).moved == false)
    }
}
