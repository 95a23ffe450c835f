import FocusEngine
import Testing
import UICore

/// Lazy regions: a million items, searched without scanning them.
@Suite struct LazyRegionTests {
    typealias L = Layouts

    /// A 2-column grid of 1,000,000 cells (400×300, 20 apart) in a 1000×800 viewport scrolled
    /// so that rows `firstRow`… are visible; visible rows are materialised as nodes.
    static func grid(_ geometry: CountingGridGeometry, firstRow: Int, materialise: Bool = true,
                     header: Bool = false) -> FocusNode {
        let viewport = L.r(100, 100, 1000, 800)
        let offset = Double(firstRow) * 320
        let origin = Point(x: viewport.minX, y: viewport.minY - offset)
        let region = LazyRegion(geometry: geometry, contentOrigin: origin, idPrefix: "item-")
        var children: [FocusNode] = []
        if materialise {
            for i in region.items(intersecting: viewport) {
                children.append(.focusable("item-\(i)", region.frame(ofItem: i)))
            }
        }
        let scroll = FocusNode(id: "recipe-grid", frame: viewport, role: .section, lazy: region, children: children)
        var top: [FocusNode] = [scroll]
        if header { top.insert(.focusable("header", L.r(100, 0, 400, 60)), at: 0) }
        return .container("root", L.r(0, 0, 1200, 1000), children: top)
    }

    static func geometry() -> CountingGridGeometry {
        CountingGridGeometry(count: 1_000_000, columns: 2, cell: Size(width: 400, height: 300), spacing: 20)
    }

    @Test func aNameFindsANodeOrAnItemNeverBuiltWithoutScanningTheRegion() {
        let g = Self.geometry()
        let system = L.system(Self.grid(g, firstRow: 10, header: true))
        g.resetCount()
        #expect(system.id(named: "header") == "header")
        #expect(system.id(named: "item-999999") == "item-999999", "an item far from the built ones")
        #expect(system.id(named: "item-1000000") == nil && system.id(named: "nothing") == nil)
        #expect(g.itemsReturned == 0, "names resolve through the region's mapping, not a query of its items")
    }

    @Test func downFromTheLastVisibleRowLandsOnTheNextRowsItem() {
        let g = Self.geometry()
        let system = L.system(Self.grid(g, firstRow: 499_990))
        // Rows 499,990…499,992 intersect the 800-point viewport; focus the last visible row.
        #expect(system.focus(id: "item-999985"))
        g.resetCount()
        let result = system.move(.down)
        #expect(result.to == "item-999987", "next row, same column, not materialised")
        #expect(result.moved)
        #expect(g.itemsReturned < 50, "the search asked for \(g.itemsReturned) items")
        #expect(system.lazyLocation(of: "item-999987")?.regionID == "recipe-grid")
        #expect(system.lazyLocation(of: "item-999987")?.index == 999_987)
        // The app materialises and scrolls; focus stays on the same id.
        system.update(tree: Self.grid(g, firstRow: 499_992))
        #expect(system.focusedID == "item-999987")
        #expect(system.move(.down).to == "item-999989")
    }

    @Test func itemsWorkWithoutAnyMaterialisedNodes() {
        let g = Self.geometry()
        let system = L.system(Self.grid(g, firstRow: 0, materialise: false))
        #expect(system.focusedID == "item-0", "default focus reaches visible lazy items")
        #expect(system.move(.right).to == "item-1")
        for _ in 0..<10 { system.move(.down) }
        #expect(system.focusedID == "item-21")
        #expect(system.frame(of: "item-21") == Rect(x: 520, y: 100 + 10 * 320, width: 400, height: 300))
        #expect(!system.move(.right).moved, "no third column")
        #expect(system.focus(id: "item-999999"))
        #expect(!system.move(.down).moved, "the last row")
        #expect(!system.focus(id: "item-1000000"))
    }

    @Test func fromOutsideOnlyTheVisiblePartIsSearched() {
        let g = Self.geometry()
        let system = L.system(Self.grid(g, firstRow: 10, materialise: false, header: true))
        system.focus(id: "header")
        g.resetCount()
        #expect(system.move(.down).to == "item-20", "the top visible row, not the scrolled-away ones")
        #expect(g.itemsReturned < 50)
        #expect(system.move(.up).to == "item-18", "from inside, rows above the viewport are reachable")
    }

    @Test func aMillionItemsMoveQuickly() {
        let g = Self.geometry()
        let system = L.system(Self.grid(g, firstRow: 250_000, materialise: false))
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<200 { system.move(.down) }
        }
        #expect(system.focusedID == "item-\(500_000 + 400)")
        #expect(elapsed < .seconds(2))
    }

    @Test func materialisedItemsAndLazyItemsAreOneCandidate() {
        let g = Self.geometry()
        let system = L.system(Self.grid(g, firstRow: 0))
        system.focus(id: "item-0")
        let result = system.move(.down, explain: true)
        #expect(result.to == "item-2")
        let ids = result.candidates.map(\.id)
        #expect(ids.count == Set(ids).count, "no id listed twice: \(ids)")
        #expect(ids.contains("item-2") && ids.contains("item-4"))
    }

    @Test func aDisabledMaterialisedItemIsSkipped() {
        let g = Self.geometry()
        var tree = Self.grid(g, firstRow: 0)
        let index = tree.children[0].children.firstIndex { $0.id == "item-2" }!
        tree.children[0].children[index].isDisabled = true
        let system = L.system(tree)
        system.focus(id: "item-0")
        #expect(system.move(.down).to == "item-4", "the node wins over the lazy item, and it is disabled")
        #expect(!system.focus(id: "item-2"))
    }

    @Test func idsMapBothWays() {
        let region = LazyRegion(geometry: Self.geometry(), contentOrigin: Point(x: 10, y: 20), idPrefix: "palette-")
        #expect(region.id(forIndex: 42) == "palette-42")
        #expect(region.index(forID: "palette-42") == 42)
        #expect(region.index(forID: "palette-042") == nil)
        #expect(region.index(forID: "palette-1000000") == nil)
        #expect(region.index(forID: "other-1") == nil)
        #expect(region.frame(ofItem: 1) == Rect(x: 430, y: 20, width: 400, height: 300))
    }
}
