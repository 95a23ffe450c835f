import FocusEngine
import Testing
import UICore

/// Directional traversal (F7): beam rule, ranking, rejections, disabled views, RTL.
@Suite struct DirectionalTests {
    typealias L = Layouts

    @Test func noDiagonalJumps() {
        let system = L.system(.container("root", L.window, children: [
            .focusable("a", L.r(0, 0, 100, 100)),
            .focusable("diagonal", L.r(200, 200, 100, 100)),
        ]))
        system.focus(id: "a")
        for direction in MoveDirection.allCases {
            #expect(!system.move(direction).moved, "\(direction)")
        }
        #expect(system.focusedID == "a")
    }

    @Test func nearestAlongTheMoveWinsThenBestAligned() {
        let system = L.system(.container("root", L.window, children: [
            .focusable("a", L.r(0, 0, 100, 100)),
            .focusable("far", L.r(400, 0, 100, 100)),
            .focusable("near-low", L.r(200, 60, 100, 100)),
            .focusable("near-aligned", L.r(200, -100, 100, 120)),
        ]))
        system.focus(id: "a")
        let result = system.move(.right, explain: true)
        // Both near ones are 100 points away; near-aligned's centre (−40) is 90 off, near-low's
        // (110) 60 off: near-low is better aligned.
        #expect(result.to == "near-low")
        #expect(result.candidates.map(\.id) == ["near-low", "near-aligned", "far"])
        #expect(result.candidates.map { $0.score } == [100, 100, 300])
        // Without explain, the spatial search stops once nothing further can win.
        system.focus(id: "a")
        #expect(system.move(.right).candidates.map(\.id) == ["near-low", "near-aligned"])
    }

    @Test func rejectionsAreExplained() {
        let system = L.system(.container("root", L.window, children: [
            .focusable("a", L.r(200, 200, 100, 100)),
            .focusable("off", L.r(400, 200, 100, 100), disabled: true),
            .focusable("behind", L.r(0, 200, 100, 100)),
            .focusable("above", L.r(400, 0, 100, 100)),
            .container("plain", L.r(600, 200, 100, 100), children: []),
            .section("empty", L.r(800, 200, 100, 100), children: []),
            .focusable("b", L.r(1000, 250, 100, 100)),
        ]))
        system.focus(id: "a")
        let result = system.move(.right, explain: true)
        #expect(result.to == "b")
        let verdicts = Dictionary(uniqueKeysWithValues: result.candidates.map { ($0.id, $0.rejection ?? "scored") })
        #expect(verdicts["off"] == "disabled")
        #expect(verdicts["behind"] == "behind")
        #expect(verdicts["above"] == "outside beam")
        #expect(verdicts["plain"] == "not focusable")
        #expect(verdicts["empty"] == "empty section")
        #expect(verdicts["b"] == "scored")
        #expect(verdicts["root"] == nil, "ancestors of the origin are no candidates")
    }

    @Test func disabledContainersDisableTheirContent() {
        let system = L.system(.container("root", L.window, children: [
            .focusable("a", L.r(0, 0, 100, 100)),
            FocusNode(id: "group", frame: L.r(200, 0, 300, 100), isDisabled: true, children: [
                .focusable("inner", L.r(200, 0, 100, 100)),
            ]),
            .focusable("b", L.r(600, 0, 100, 100)),
        ]))
        system.focus(id: "a")
        #expect(system.move(.right).to == "b")
        #expect(!system.focus(id: "inner"))
    }

    @Test func overlappingCandidatesFurtherAlongQualify() {
        // Android's isCandidate: a candidate may overlap the origin if it extends further.
        let system = L.system(.container("root", L.window, children: [
            .focusable("a", L.r(0, 0, 200, 100)),
            .focusable("b", L.r(150, 0, 200, 100)),
        ]))
        system.focus(id: "a")
        let result = system.move(.right)
        #expect(result.to == "b")
        #expect(result.candidates.first?.score == 0)
    }

    @Test func upAndDownAndLeftAreSymmetric() {
        let system = L.system(.container("root", L.window, children: [
            .focusable("centre", L.r(500, 500, 100, 100)),
            .focusable("up", L.r(500, 300, 100, 100)),
            .focusable("down", L.r(500, 700, 100, 100)),
            .focusable("left", L.r(300, 500, 100, 100)),
            .focusable("right", L.r(700, 500, 100, 100)),
        ]))
        for direction in MoveDirection.allCases {
            system.focus(id: "centre")
            #expect(system.move(direction).to == ViewID(direction.rawValue))
            #expect(system.move(direction.opposite).to == "centre")
        }
    }

    @Test func leftAndRightAreSpatialInRightToLeft() {
        let tree: FocusNode = .container("root", L.window, children: [
            .focusable("screen-left", L.r(0, 0, 100, 100)),
            .focusable("screen-right", L.r(200, 0, 100, 100)),
        ])
        let system = L.system(tree, rtl: true)
        system.focus(id: "screen-left")
        #expect(system.move(.right).to == "screen-right")
        #expect(system.move(.left).to == "screen-left")
    }

    @Test func zeroWidthOriginStillHasABeam() {
        let system = L.system(.container("root", L.window, children: [
            .textField("caret", L.r(100, 0, 0, 40)),
            .focusable("below", L.r(50, 100, 100, 40)),
        ]))
        system.focus(id: "caret")
        #expect(system.move(.down).to == "below")
    }

    @Test func scrolledOutContentIsReachableOnlyFromInside() {
        let scroll = FocusNode(id: "scroll", frame: L.r(0, 200, 400, 300), clipsContent: true, children: [
            .focusable("visible", L.r(0, 200, 400, 100)),
            .focusable("hidden-above", L.r(0, 50, 400, 100)),
        ])
        let system = L.system(.container("root", L.window, children: [
            .focusable("header", L.r(0, 0, 400, 40)),
            scroll,
        ]))
        system.focus(id: "header")
        let down = system.move(.down, explain: true)
        #expect(down.to == "visible")
        #expect(down.candidates.first { $0.id == "hidden-above" }?.rejection == "scrolled out of view")
        // From inside the scroll view, content above the viewport is the next stop up.
        #expect(system.move(.up).to == "hidden-above")
    }

    /// A sidebar beside a horizontal shelf whose first poster is scrolled 90 % under it.
    static func shelfUnderSidebar() -> FocusSystem {
        L.system(.container("root", L.window, children: [
            .section("sidebar", L.r(0, 0, 420, 1080), children: [
                .focusable("category-0", L.r(40, 100, 340, 60)),
                .focusable("category-1", L.r(40, 176, 340, 60)),
            ]),
            FocusNode(id: "shelf", frame: L.r(420, 166, 1500, 330), clipsContent: true, children: [
                .focusable("s0-p0", L.r(220, 166, 220, 330)),
                .focusable("s0-p1", L.r(480, 166, 220, 330)),
                .focusable("s0-p9", L.r(2300, 166, 220, 330)),
            ]),
        ]))
    }

    @Test func aCandidateInAScrollViewCountsByItsVisiblePartAcrossTheMove() {
        let system = Self.shelfUnderSidebar()
        system.focus(id: "category-0")
        // The poster is 6 points below, the next button 16: only the poster's 20-point sliver at
        // x 420…440 shows, outside the button's beam (x 40…380).
        let down = system.move(.down, explain: true)
        #expect(down.to == "category-1")
        #expect(down.candidates.first { $0.id == "s0-p0" }?.rejection == "outside beam")
    }

    @Test func aCandidateScrolledOutAlongTheMoveStaysReachable() {
        let system = Self.shelfUnderSidebar()
        system.focus(id: "category-1")
        // Along the shelf's axis the poster keeps its whole frame: Right reaches it (it starts at
        // x 220, inside the beam's reach), and focus-driven scrolling brings it into view.
        #expect(system.move(.right).to == "s0-p0")
        system.focus(id: "s0-p1")
        // From inside the shelf, a poster wholly past its right edge is the next stop right.
        #expect(system.move(.right).to == "s0-p9")
        // A poster wholly outside the shelf across the move is not a candidate at all.
        let hidden = L.system(.container("root", L.window, children: [
            .focusable("above", L.r(500, 0, 200, 60)),
            FocusNode(id: "shelf", frame: L.r(420, 100, 1500, 330), clipsContent: true, children: [
                .focusable("under-sidebar", L.r(0, 100, 300, 330)),
                .focusable("shown", L.r(1000, 100, 200, 330)),
            ]),
        ]))
        hidden.focus(id: "above")
        let down = hidden.move(.down, explain: true)
        #expect(down.moved == false)
        #expect(down.candidates.first { $0.id == "under-sidebar" }?.rejection == "scrolled out of view")
    }

    @Test func lazyItemsCountByTheirVisiblePartAcrossTheMove() {
        // The same shelf as a lazy region of 200 posters, 220 wide and 40 apart, scrolled 200 points
        // left so item 0 sits at x 220…440 under the sidebar.
        let geometry = CountingGridGeometry(count: 200, columns: 200, cell: Size(width: 220, height: 330), spacing: 40)
        let region = LazyRegion(geometry: geometry, contentOrigin: Point(x: 220, y: 166), idPrefix: "s0-p")
        let system = L.system(.container("root", L.window, children: [
            .section("sidebar", L.r(0, 0, 420, 1080), children: [
                .focusable("category-0", L.r(40, 100, 340, 60)),
                .focusable("category-1", L.r(40, 176, 340, 60)),
            ]),
            FocusNode(id: "shelf", frame: L.r(420, 166, 1500, 330), clipsContent: true, lazy: region),
        ]))
        system.focus(id: "category-0")
        #expect(system.move(.down).to == "category-1")
        #expect(system.move(.right).to == "s0-p0")
    }

    @Test func moveWithoutFocusTakesDefaultFocus() {
        let system = FocusSystem()
        #expect(system.move(.down).reason == "nothing focusable")
        system.update(tree: .container("root", L.window, children: []))
        #expect(system.focusedID == nil)
        #expect(system.move(.left).reason == "nothing focusable")
    }

    @Test func largeTreesStayFast() {
        // 200 × 100 = 20,000 controls: the spatial index keeps each move cheap.
        var children: [FocusNode] = []
        for row in 0..<200 { for col in 0..<100 {
            children.append(.focusable("n-\(row)-\(col)", L.r(Double(col) * 60, Double(row) * 40, 50, 30)))
        } }
        let system = L.system(.container("root", L.r(0, 0, 6000, 8000), children: children))
        system.focus(id: "n-100-50")
        let clock = ContinuousClock()
        let elapsed = clock.measure {
            for _ in 0..<50 { _ = system.move(.right) }
            for _ in 0..<50 { _ = system.move(.down) }
        }
        #expect(system.focusedID == "n-150-99")
        #expect(elapsed < .seconds(2))
    }
}
