import FocusEngine
import Testing
import UICore

/// Sequential traversal (F6) and Tab reachability (F1).
@Suite struct SequentialTests {
    typealias L = Layouts

    static func form() -> FocusNode {
        .container("root", L.window, children: [
            .focusable("b", L.r(300, 0, 100, 50)),
            .focusable("a", L.r(0, 10, 100, 50)),
            .textField("name", L.r(0, 100, 300, 50)),
            .focusable("save", L.r(400, 100, 100, 50), interactions: .activate),
            .focusable("off", L.r(600, 100, 100, 50), disabled: true),
            .focusable("grid", L.r(0, 200, 500, 300), interactions: .edit),
        ])
    }

    @Test func tabWalksReadingOrderAndWraps() {
        let system = L.system(Self.form())
        #expect(system.tabOrder == ["a", "b", "name", "save", "grid"])
        #expect(system.focusedID == "a", "default focus: top-most, then leading-most")
        let visited = (0..<5).map { _ in system.moveSequential(forward: true) }
        #expect(visited.map(\.to) == ["b", "name", "save", "grid", "a"])
        #expect(visited.last?.reason == "wrapped to first")
        let back = system.moveSequential(forward: false)
        #expect(back.to == "grid")
        #expect(back.reason == "wrapped to last")
    }

    @Test func activateOnlyViewsNeedKeyboardNavigation() {
        let system = L.system(Self.form(), keyboardNavigation: false)
        #expect(system.tabOrder == ["a", "b", "name", "grid"])
        #expect(!system.isTabStop("save"))
        system.keyboardNavigation = true
        #expect(system.isTabStop("save"))
        #expect(system.tabOrder.contains("save"))
    }

    @Test func rightToLeftMirrorsRows() {
        let system = L.system(Layouts.mirrored(Self.form()), rtl: true)
        #expect(system.tabOrder == ["a", "b", "name", "save", "grid"])
        #expect(system.focusedID == "a", "top-right first in RTL")
        #expect(system.frame(of: "a")!.minX > system.frame(of: "b")!.minX)
    }

    @Test func sectionsAreNoStopsAndContainersStayTogether() {
        let system = L.system(Layouts.categoriesAndGrid(listIsFullHeightSection: true))
        #expect(system.tabOrder == ["dessert", "pancake", "salad", "sandwich",
                                    "cell-0", "cell-1", "cell-2", "cell-3", "cell-4", "cell-5"])
    }

    @Test func tabFromAViewThatIsNoStopContinuesFromItsPlace() {
        let system = L.system(Self.form(), keyboardNavigation: false)
        #expect(system.focus(id: "save"))  // programmatic focus reaches .activate views
        #expect(system.moveSequential(forward: true).to == "grid")
        system.focus(id: "save")
        #expect(system.moveSequential(forward: false).to == "name")
    }

    @Test func aSingleStopStays() {
        let system = L.system(.container("root", L.window, children: [.focusable("only", L.r(0, 0, 10, 10))]))
        let result = system.moveSequential(forward: true)
        #expect(!result.moved)
        #expect(result.reason == "only tab stop")
    }

    @Test func tabStaysInsideAModalScope() {
        var tree = Self.form()
        tree.children.append(.scope("sheet", L.r(500, 500, 400, 300), modal: true, children: [
            .textField("sheet-field", L.r(520, 520, 300, 50)),
            .focusable("sheet-done", L.r(520, 600, 100, 50)),
        ]))
        let system = L.system(tree)
        #expect(system.tabOrder == ["sheet-field", "sheet-done"])
        #expect(system.moveSequential(forward: true).to == "sheet-done")
        #expect(system.moveSequential(forward: true).to == "sheet-field")
    }
}
