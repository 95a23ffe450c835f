import FocusEngine
import Testing
import UICore

/// A move along a scroll view that can still scroll that way stays inside it: content scrolled
/// out past the edge comes before anything outside the scroll view.
///
/// On Apple TV, Up in a collection view scrolled down climbs its rows one by one and reaches the
/// tab bar above it only from the first row; Left in a shelf scrolled along goes back through its
/// posters before the sidebar. A scroll view's offset mid-animation must not change that: a row
/// scrolled 47 points from the top edge used to lose to the tab bar 47 points above it.
@Suite struct ScrollPriorityTests {
    typealias L = Layouts

    /// The cookbook's shape at 1920×1080: a tab bar (a focus section) above a recipe grid whose
    /// viewport starts at y 124; rows 316 tall, 48 apart, one tile a row in the beam.
    /// `top` is where row `focusedRow` lies; `rows` rows in all, materialised as nodes.
    static func tabsAboveGrid(top: Double, focusedRow: Int, rows: Int = 6) -> FocusNode {
        let viewport = L.r(540, 124, 1300, 868)
        var children: [FocusNode] = []
        for row in 0..<rows {
            let y = top + Double(row - focusedRow) * 364
            children.append(.focusable("row-\(row)", L.r(576, y, 383, 316)))
        }
        return .container("root", L.window, children: [
            .section("tab-bar", L.r(280, 30, 1360, 94), children: [
                .focusable("tab-grid", L.r(351, 42, 181, 64)),
                .focusable("tab-grocery", L.r(1068, 42, 181, 64)),
            ]),
            FocusNode(id: "grid", frame: viewport, clipsContent: true, children: children),
        ])
    }

    @Test(arguments: [171.0, 172.0, 200.0, 300.0])
    func upInAScrolledGridClimbsItsRowsBeforeTheTabBar(top: Double) {
        let system = L.system(Self.tabsAboveGrid(top: top, focusedRow: 3))
        system.focus(id: "row-3")
        let up = system.move(.up)
        #expect(up.to == "row-2", "row 3 at y \(top): \(up.reason)")
        // The focus debugger says why the tabs, nearer at y 171, lost.
        #expect(up.reason == (top == 171 ? "nearest in beam inside grid, which scrolls that way" : "nearest in beam"))
    }

    @Test func upFromTheFirstRowReachesTheTabBar() {
        let system = L.system(Self.tabsAboveGrid(top: 171, focusedRow: 0))
        system.focus(id: "row-0")
        #expect(system.move(.up).to == "tab-grid")
    }

    @Test func upInAScrolledLazyGridClimbsToRowsNotBuilt() {
        // 1,000 rows of one 383×316 tile, 48 apart; only the focused row is built.
        let geometry = UniformGridGeometry(count: 1000, columns: [(x: 0, width: 383)], rowHeight: 316,
                                           rowSpacing: 48, width: 383)
        let offset = 51.0 * 364 - 47
        let region = LazyRegion(geometry: geometry, contentOrigin: Point(x: 576, y: 124 - offset), idPrefix: "tile-")
        let focused = region.frame(ofItem: 51)
        #expect(focused.minY == 171)
        let system = L.system(.container("root", L.window, children: [
            .section("tab-bar", L.r(280, 30, 1360, 94), children: [.focusable("tab-grid", L.r(351, 42, 181, 64))]),
            FocusNode(id: "grid", frame: L.r(540, 124, 1300, 868), role: .section, lazy: region,
                      children: [.focusable("tile-51", focused)]),
        ]))
        system.focus(id: "tile-51")
        #expect(system.move(.up).to == "tile-50")
    }

    @Test func downInAListThatGoesOnReachesTheNextRowBeforeAToolbarBelow() {
        // A list viewport y 100…700 with a toolbar just below; the focused row ends 10 points
        // above the viewport's bottom and the next row starts 30 points below it.
        func list(rows: Int) -> FocusNode {
            .container("root", L.window, children: [
                FocusNode(id: "list", frame: L.r(0, 100, 800, 600), clipsContent: true,
                          children: (0..<rows).map { .focusable("row-\($0)", L.r(0, 590 - Double(2 - $0) * 140, 800, 100)) }),
                .focusable("toolbar", L.r(0, 705, 800, 60)),
            ])
        }
        let more = L.system(list(rows: 4))
        more.focus(id: "row-2")
        #expect(more.move(.down).to == "row-3")
        let last = L.system(list(rows: 3))
        last.focus(id: "row-2")
        #expect(last.move(.down).to == "toolbar")
    }

    @Test func leftInAShelfScrolledAlongGoesBackThroughItsPostersBeforeTheSidebar() {
        let system = L.system(.container("root", L.window, children: [
            .section("sidebar", L.r(0, 0, 420, 1080), children: [
                .focusable("category-0", L.r(40, 200, 340, 60)),
            ]),
            FocusNode(id: "shelf", frame: L.r(420, 166, 1500, 330), clipsContent: true, children: [
                .focusable("p3", L.r(180, 166, 220, 330)),
                .focusable("p4", L.r(440, 166, 220, 330)),
            ]),
        ]))
        system.focus(id: "p4")
        // The sidebar is 20 points away, the poster scrolled out 40: the poster wins.
        #expect(system.move(.left).to == "p3")
        // From the shelf's first poster, the sidebar.
        #expect(system.move(.left).to == "category-0")
    }

    @Test func acrossAScrollViewNearestStillWins() {
        // Down from a shelf's poster: the shelf cannot scroll down, so the button below it
        // (nearer) wins over a row further down inside the page.
        let system = L.system(.container("root", L.window, children: [
            FocusNode(id: "page", frame: L.r(0, 0, 1920, 1080), clipsContent: true, children: [
                FocusNode(id: "shelf", frame: L.r(0, 100, 1920, 300), clipsContent: true, children: [
                    .focusable("poster", L.r(100, 100, 200, 300)),
                ]),
                .focusable("more", L.r(100, 420, 200, 60)),
                .focusable("far-row", L.r(100, 900, 200, 300)),
            ]),
        ]))
        system.focus(id: "poster")
        #expect(system.move(.down).to == "more")
    }

    @Test func aButtonFloatingOverTheScrollViewStillCompetesByDistance() {
        // A list viewport y 100…700; the focused row's top at 130, the row above scrolled out
        // (−10…90); a button laid over the list's top (outside the list in the tree) 8 points
        // above the focused row: it is on screen and nearer, so Up reaches it.
        let system = L.system(.container("root", L.window, children: [
            FocusNode(id: "list", frame: L.r(0, 100, 800, 600), clipsContent: true, children: [
                .focusable("row-0", L.r(0, -10, 800, 100)),
                .focusable("row-1", L.r(0, 130, 800, 100)),
            ]),
            .focusable("back-to-top", L.r(600, 102, 150, 20)),
        ]))
        system.focus(id: "row-1")
        #expect(system.move(.up).to == "back-to-top")
    }
}
