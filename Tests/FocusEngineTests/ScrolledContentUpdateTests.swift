import FocusEngine
import Testing
import UICore

/// A scroll animation's frames move a scroll view's content and nothing else: the engine takes
/// such a frame by moving the frames it indexed (``FocusSystem/update(movingScrolledContent:)``),
/// and must then answer exactly as it would had it been given the moved tree to index again.
@Suite struct ScrolledContentUpdateTests {
    typealias L = Layouts

    /// A header button over a clipped vertical list of ten 100-point rows (the last ones below
    /// the window) that ends in a lazy shelf of posters; `header` gives the header section an id
    /// of its own or the list's (a second view with the id, earlier in tree order).
    static func tree(scrolledBy dy: Double = 0, headerID: ViewID = "header") -> FocusNode {
        let rows = (0..<10).map { FocusNode.focusable(ViewID("row-\($0)"), L.r(100, 140 + Double($0) * 120 + dy, 800, 100)) }
        let geometry = CountingGridGeometry(count: 50, columns: 50, cell: Size(width: 200, height: 300), spacing: 40)
        let region = LazyRegion(geometry: geometry, contentOrigin: Point(x: 100, y: 1360 + dy), idPrefix: "poster-")
        let shelf = FocusNode(id: "shelf", frame: L.r(100, 1360 + dy, 1720, 300), role: .section, clipsContent: true, lazy: region,
                              children: (0..<7).map { FocusNode.focusable(ViewID("poster-\($0)"), region.frame(ofItem: $0)) })
        let list = FocusNode(id: "list", frame: L.r(0, 120, 1920, 960), role: .container, clipsContent: true, children: rows + [shelf])
        return .container("root", L.window, children: [.section(headerID, L.r(0, 0, 1920, 100), children: [
            .focusable("search", L.r(100, 20, 300, 60))]), list])
    }

    static let ids: [ViewID] = ["search", "list", "shelf"] + (0..<10).map { ViewID("row-\($0)") } + (0..<12).map { ViewID("poster-\($0)") }

    /// Three frames of a scroll moving the list up by 40, 90 and 130 points: the moved index
    /// gives every view (lazy posters, built or not, included) the frame the indexed moved
    /// tree gives, and focus stays where it is.
    @Test func everyFrameIsTheOneTheMovedTreeGives() throws {
        let indexed = L.system(Self.tree()), moved = L.system(Self.tree())
        #expect(indexed.focus(id: "row-2") && moved.focus(id: "row-2"))
        var tree = Self.tree(), total = 0.0
        for step in [-40.0, -90, -130] {
            total += step
            tree = tree.movingScrolledContent([(id: "list", offset: Point(x: 0, y: step))])
            indexed.update(tree: tree)
            moved.update(movingScrolledContent: [(id: "list", offset: Point(x: 0, y: step))])
            for id in Self.ids { #expect(moved.frame(of: id) == indexed.frame(of: id), "\(id) after \(total)") }
            #expect(moved.focusedID == indexed.focusedID)
        }
        #expect(moved.frame(of: "row-0") == L.r(100, 140 - 260, 800, 100))
        #expect(moved.frame(of: "poster-9") == indexed.frame(of: "poster-9"))
        #expect(moved.frame(of: "list") == L.r(0, 120, 1920, 960))
    }

    /// After the moves, a person's Down presses go where they go in the re-indexed tree: rows that
    /// scrolled out above are passed over, and the shelf's posters are reached once in view.
    @Test func movesAfterTheScrollGoWhereTheReindexedTreeSendsThem() throws {
        let indexed = L.system(Self.tree()), moved = L.system(Self.tree())
        #expect(indexed.focus(id: "row-6") && moved.focus(id: "row-6"))
        let offset = [(id: ViewID("list"), offset: Point(x: 0, y: -700))]
        indexed.update(tree: Self.tree().movingScrolledContent(offset))
        moved.update(movingScrolledContent: offset)
        for direction in [MoveDirection.up, .down, .down, .down, .down, .right, .up, .up, .up] {
            _ = indexed.move(direction)
            _ = moved.move(direction)
            #expect(moved.focusedID == indexed.focusedID, "after \(direction)")
        }
    }

    /// The scroll view named is the first in tree order that clips its content, as
    /// ``FocusNode/movingScrolledContent(_:)`` finds it, even when an earlier view has its id.
    @Test func theScrollViewIsFoundPastAnEarlierViewWithItsID() throws {
        let indexed = L.system(Self.tree(headerID: "list")), moved = L.system(Self.tree(headerID: "list"))
        let offset = [(id: ViewID("list"), offset: Point(x: 0, y: -250))]
        indexed.update(tree: Self.tree(headerID: "list").movingScrolledContent(offset))
        moved.update(movingScrolledContent: offset)
        for id in Self.ids where id != "list" { #expect(moved.frame(of: id) == indexed.frame(of: id), "\(id)") }
        #expect(moved.frame(of: "search") == L.r(100, 20, 300, 60))
        #expect(moved.frame(of: "row-3") == L.r(100, 140 + 360 - 250, 800, 100))
    }
}
