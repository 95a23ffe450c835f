import FocusEngine
import Testing
import UICore

/// The engine's state: default focus, survival, memory, scopes, clicks, programmatic focus.
@Suite struct FocusSystemTests {
    typealias L = Layouts

    static func groceryRow(_ i: Int, isDefault: Bool) -> FocusNode {
        let y = 60 + Double(i - 1) * 60
        let toggle = FocusNode.focusable("grocery-\(i)-obtained", L.r(0, y, 50, 50), interactions: .activate)
        let field = FocusNode.textField("grocery-\(i)-name", L.r(60, y, 700, 50), defaultFocus: isDefault)
        return .container("grocery-\(i)", L.r(0, y, 800, 50), children: [toggle, field])
    }

    static func grocery(items: Int, lastEmptyIsDefault: Bool = true) -> FocusNode {
        var rows: [FocusNode] = []
        for i in 1...items { rows.append(groceryRow(i, isDefault: lastEmptyIsDefault && i == items)) }
        let add = FocusNode.focusable("add", L.r(1800, 0, 80, 40), interactions: .activate)
        let list = FocusNode.container("list", L.r(0, 60, 800, Double(items) * 60), children: rows)
        return .container("grocery", L.window, children: [add, list])
    }

    @Test func defaultFocusGoesToTheMarkedView() {
        let system = L.system(Self.grocery(items: 3))
        #expect(system.focusedID == "grocery-3-name")
    }

    @Test func withoutDefaultFocusTheTopLeadingViewWins() {
        #expect(L.system(Self.grocery(items: 3, lastEmptyIsDefault: false)).focusedID == "add")
        let rtl = L.system(L.mirrored(Self.grocery(items: 3, lastEmptyIsDefault: false)), rtl: true)
        #expect(rtl.focusedID == "add")
        let row = FocusNode.container("root", L.window, children: [
            .focusable("left", L.r(0, 10, 100, 100)), .focusable("right", L.r(500, 0, 100, 100)),
        ])
        #expect(L.system(row).focusedID == "left")
        #expect(L.system(row, rtl: true).focusedID == "right", "top-right in RTL")
    }

    @Test func focusSurvivesTheFocusedViewDisappearing() {
        let system = L.system(Self.grocery(items: 3))
        system.focus(id: "grocery-2-name")
        var tree = Self.grocery(items: 3)
        tree.children[1].children.remove(at: 1)  // delete row 2
        system.update(tree: tree)
        // Nearest inside the surviving list: row 1's or row 3's field (same distance; row 1 is first).
        #expect(system.focusedID == "grocery-1-name")
        system.update(tree: .container("grocery", L.window, children: [.focusable("add", L.r(1800, 0, 80, 40))]))
        #expect(system.focusedID == "add", "never nil while something can take focus")
        system.update(tree: .container("grocery", L.window, children: []))
        #expect(system.focusedID == nil)
        system.update(tree: Self.grocery(items: 2))
        #expect(system.focusedID == "grocery-2-name", "default focus again")
    }

    @Test func aFocusedViewThatBecomesDisabledHandsFocusOn() {
        let system = L.system(.container("root", L.window, children: [
            .focusable("a", L.r(0, 0, 100, 100)), .focusable("b", L.r(300, 0, 100, 100)),
            .focusable("c", L.r(150, 0, 100, 100)),
        ]))
        system.focus(id: "b")
        system.update(tree: .container("root", L.window, children: [
            .focusable("a", L.r(0, 0, 100, 100)), .focusable("b", L.r(300, 0, 100, 100), disabled: true),
            .focusable("c", L.r(150, 0, 100, 100)),
        ]))
        #expect(system.focusedID == "c")
    }

    @Test func screensRememberTheirFocus() {
        let system = L.system(Self.grocery(items: 3))
        system.focus(id: "grocery-1-name")
        system.rememberFocus(for: "grocery")
        system.update(tree: Layouts.favorites(buttonRowIsSection: true))
        #expect(!system.restoreFocus(for: "favorites"), "nothing remembered: default focus")
        #expect(system.focusedID == "apple-pie")
        system.focus(id: "baklava")
        system.rememberFocus(for: "favorites")
        system.update(tree: Self.grocery(items: 3))
        #expect(system.restoreFocus(for: "grocery"))
        #expect(system.focusedID == "grocery-1-name")
        system.update(tree: Layouts.favorites(buttonRowIsSection: true))
        #expect(system.restoreFocus(for: "favorites"))
        #expect(system.focusedID == "baklava")
    }

    @Test func modalScopesTrapFocusAndGiveItBack() {
        let base = Self.grocery(items: 2)
        let system = L.system(base)
        system.focus(id: "grocery-1-name")
        var withSheet = base
        withSheet.children.append(.scope("sheet", L.r(400, 300, 600, 400), modal: true, children: [
            .textField("sheet-name", L.r(420, 320, 400, 50)),
            .focusable("sheet-done", L.r(420, 400, 100, 50), interactions: .activate),
        ]))
        system.update(tree: withSheet)
        #expect(system.focusedID == "sheet-name")
        #expect(system.modalScopeID == "sheet")
        #expect(!system.focus(id: "grocery-2-name"), "outside the modal scope")
        #expect(!system.click(id: "grocery-2-name"))
        #expect(system.move(.down).to == "sheet-done")
        let up = system.move(.up, explain: true)
        #expect(up.to == "sheet-name")
        #expect(!system.move(.left).moved)
        #expect(system.move(.up, explain: true).candidates.contains { $0.rejection == "outside modal scope" })
        system.update(tree: base)
        #expect(system.focusedID == "grocery-1-name", "focus returns to where it was")
    }

    @Test func nestedModalScopesReturnFocusStepByStep() {
        let base = Self.grocery(items: 2)
        let sheet = FocusNode.scope("sheet", L.r(400, 300, 600, 400), modal: true, children: [
            .textField("sheet-name", L.r(420, 320, 400, 50)),
            .focusable("sheet-more", L.r(420, 400, 100, 50)),
        ])
        let alert = FocusNode.scope("alert", L.r(500, 350, 300, 200), modal: true, children: [
            .focusable("alert-ok", L.r(520, 400, 100, 50)),
        ])
        let system = L.system(base)
        system.focus(id: "grocery-1-name")
        var one = base
        one.children.append(sheet)
        system.update(tree: one)
        system.focus(id: "sheet-more")
        var two = one
        two.children.append(alert)
        system.update(tree: two)
        #expect(system.focusedID == "alert-ok")
        system.update(tree: one)
        #expect(system.focusedID == "sheet-more", "back to where focus was in the sheet")
        system.update(tree: base)
        #expect(system.focusedID == "grocery-1-name")
    }

    @Test func clicksFollowTheInteractionRules() {
        let system = L.system(.container("root", L.window, children: [
            .focusable("button", L.r(0, 0, 100, 40), interactions: .activate),
            .focusable("grid", L.r(0, 100, 400, 400), interactions: .edit),
            .focusable("all", L.r(500, 0, 100, 40)),
            .textField("field", L.r(0, 600, 300, 40)),
            .textField("off-field", L.r(0, 700, 300, 40), disabled: true),
            FocusNode(id: "tile-holder", frame: L.r(500, 100, 400, 400), role: .focusable(.edit), children: [
                .container("tile", L.r(500, 100, 200, 200), children: []),
            ]),
        ]))
        system.focus(id: "all")
        #expect(!system.click(id: "button"))
        #expect(system.focusedID == "all", "an .activate click does not take focus")
        #expect(system.click(id: "grid"))
        #expect(system.focusedID == "grid")
        #expect(system.click(id: "field"))
        #expect(!system.click(id: "off-field"))
        #expect(system.focusedID == "field")
        #expect(system.click(id: "tile"), "a click inside a focusable view focuses it")
        #expect(system.focusedID == "tile-holder")
        #expect(system.click(id: "all"))
        #expect(!system.click(id: "nope"))
    }

    @Test func programmaticFocusReachesAnyFocusableView() {
        let system = L.system(Layouts.favorites(buttonRowIsSection: false))
        #expect(system.focus(id: "add-to-grocery-list"))
        #expect(!system.focus(id: "recipe-image"))
        #expect(!system.focus(id: "unknown"))
        #expect(system.focusedID == "add-to-grocery-list")
    }

    @Test func resigningFocusEndsEditing() {
        // The seed's "Done" button: isItemFocused = false.
        let system = L.system(Self.grocery(items: 2))
        #expect(system.focusedID == "grocery-2-name")
        #expect(!system.resignFocus(id: "grocery-1-name"), "only the focused view can resign")
        #expect(system.resignFocus(id: "grocery-2-name"))
        #expect(system.focusedID == "grocery-2-obtained", "the nearest view that is no text field")
        let lone = L.system(.container("root", L.window, children: [.textField("only", L.r(0, 0, 10, 10))]))
        #expect(!lone.resignFocus(id: "only"))
        #expect(lone.focusedID == "only")
    }

    @Test func ancestryAndResponderChain() {
        let system = L.system(Layouts.categoriesAndGrid(listIsFullHeightSection: true))
        system.focus(id: "cell-3")
        #expect(system.ancestors(of: "cell-3") == ["recipe-grid", "screen"])
        #expect(system.responderChain == ["cell-3", "recipe-grid", "screen"])
        #expect(system.containsFocus("recipe-grid"), "selection shows the accent colour")
        #expect(!system.containsFocus("categories"))
        system.focus(id: "salad")
        #expect(!system.containsFocus("recipe-grid"), "grey while focus is in the sidebar")
        #expect(system.containsFocus("categories"))
    }

    @Test func focusChangesAreReported() {
        let system = FocusSystem()
        final class Log { var changes: [String] = [] }
        let log = Log()
        system.onFocusChange = { from, to in log.changes.append("\(from ?? "nil")>\(to ?? "nil")") }
        system.update(tree: Layouts.favorites(buttonRowIsSection: true))
        system.move(.right)
        system.focus(id: "baklava")
        #expect(log.changes == ["nil>apple-pie", "apple-pie>baklava"])
    }
}
