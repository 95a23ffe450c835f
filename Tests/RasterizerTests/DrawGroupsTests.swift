@testable import Rasterizer
import Testing
import UICore

/// ``DrawGroups``: a redraw of one box passes over the push–pop groups that cannot touch it,
/// and only those.
struct DrawGroupsTests {
    /// Two tiles side by side, each a layer holding a clip with a fill and a text, then a badge
    /// drawn outside any group.
    static func list() -> DisplayList {
        var items: [DisplayItem] = []
        for x in [10.0, 130.0] {
            let tile = Rect(x: x, y: 10, width: 100, height: 60)
            items += [.pushLayer(.identity, opacity: 1), .pushClip(.rect, tile),
                      .fill(.roundedRect(cornerRadius: 6), tile, .white),
                      .text("Tile", Font(size: 12), .black, origin: Point(x: x + 8, y: 20)),
                      .popClip, .popLayer]
        }
        items.append(.fill(.circle, Rect(x: 230, y: 80, width: 10, height: 10), .white))
        return DisplayList(size: Size(width: 240, height: 100), background: .black, items: items)
    }

    static func groups(_ list: DisplayList) -> DrawGroups {
        DamageFrame(list, scale: 1, cachesShapes: true, width: 240, height: 100).groups
    }

    @Test func aGroupAwayFromTheBoxIsPassedOverToTheItemAfterItsPop() {
        let groups = Self.groups(Self.list())
        let rightTile = DamageFrame.Box(x0: 140, y0: 20, x1: 200, y1: 60)
        // The left tile's layer (items 0…5) and its clip (1…4) cannot touch the right tile.
        #expect(groups.skip(at: 0, outside: rightTile) == 6)
        #expect(groups.skip(at: 1, outside: rightTile) == 5)
        // The right tile's own groups reach into it; items that open no group are never passed over.
        #expect(groups.skip(at: 6, outside: rightTile) == nil)
        #expect(groups.skip(at: 7, outside: rightTile) == nil)
        #expect(groups.skip(at: 2, outside: rightTile) == nil)
        #expect(groups.skip(at: 12, outside: rightTile) == nil)
    }

    @Test func aGroupClosingBeforeTheFirstItemDrawnIsPassedOverWhereverItIs() {
        let groups = Self.groups(Self.list())
        let leftTile = DamageFrame.Box(x0: 20, y0: 20, x1: 80, y1: 60)
        // Drawing from item 6 on (over a backdrop taken there): the left tile's groups close before it.
        #expect(groups.skip(at: 0, outside: leftTile, drawingFrom: 6) == 6)
        #expect(groups.skip(at: 1, outside: leftTile, drawingFrom: 6) == 5)
        #expect(groups.skip(at: 0, outside: leftTile, drawingFrom: 5) == nil)
        #expect(groups.skip(at: 0, outside: leftTile) == nil)
    }

    @Test func aGroupReachingIntoTheBoxIsWalked() {
        let groups = Self.groups(Self.list())
        // A box straddling the gap between the tiles touches both (their margins included).
        let gap = DamageFrame.Box(x0: 105, y0: 30, x1: 135, y1: 40)
        #expect(groups.skip(at: 0, outside: gap) == nil)
        #expect(groups.skip(at: 6, outside: gap) == nil)
    }

    @Test func pushesThatDoNotNestPassNothingOver() {
        // A layer popped while the clip pushed inside it is still open.
        let items: [DisplayItem] = [.pushLayer(.identity, opacity: 1), .pushClip(.rect, Rect(x: 0, y: 0, width: 20, height: 20)),
                                    .fill(.rect, Rect(x: 0, y: 0, width: 10, height: 10), .white), .popLayer, .popClip]
        let groups = Self.groups(DisplayList(size: Size(width: 240, height: 100), background: .black, items: items))
        let far = DamageFrame.Box(x0: 200, y0: 80, x1: 220, y1: 90)
        #expect(groups.skip(at: 0, outside: far) == nil)
        #expect(groups.skip(at: 1, outside: far) == nil)
    }

    @Test func aGroupLeftOpenIsNeverPassedOver() {
        let items: [DisplayItem] = [.pushLayer(.identity, opacity: 1), .fill(.rect, Rect(x: 0, y: 0, width: 10, height: 10), .white)]
        let groups = Self.groups(DisplayList(size: Size(width: 240, height: 100), background: .black, items: items))
        #expect(groups.skip(at: 0, outside: DamageFrame.Box(x0: 200, y0: 80, x1: 220, y1: 90)) == nil)
    }
}
