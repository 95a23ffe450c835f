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
            #expect(system.move(direction).to == direction.rawValue)
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
