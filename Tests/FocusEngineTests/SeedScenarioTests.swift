import FocusEngine
import Testing
import UICore

/// The two focus-section scenarios of seed 000 (F7, F8).
@Suite struct SeedScenarioTests {
    @Test func downFromCremeBruleeDoesNothingWithoutASection() {
        let system = Layouts.system(Layouts.favorites(buttonRowIsSection: false))
        #expect(system.focus(id: "creme-brulee"))
        let result = system.move(.down, explain: true)
        #expect(result.to == "creme-brulee")
        #expect(!result.moved)
        #expect(result.reason == "no candidate in direction")
        let button = result.candidates.first { $0.id == "add-to-grocery-list" }
        #expect(button?.rejection == "outside beam")
        #expect(system.focusedID == "creme-brulee")
    }

    @Test func downFromCremeBruleeReachesTheButtonThroughAFullWidthSection() {
        let system = Layouts.system(Layouts.favorites(buttonRowIsSection: true))
        system.focus(id: "creme-brulee")
        let result = system.move(.down)
        #expect(result.moved)
        #expect(result.to == "add-to-grocery-list")
        #expect(result.enteredSection == "add-row")
        #expect(result.reason == "entered focus section add-row (nearest content)")
        #expect(system.focusedID == "add-to-grocery-list")
    }

    @Test func everyFavouriteReachesTheButtonThroughTheSection() {
        for start: ViewID in ["apple-pie", "baklava", "creme-brulee"] {
            let system = Layouts.system(Layouts.favorites(buttonRowIsSection: true))
            system.focus(id: start)
            #expect(system.move(.down).to == "add-to-grocery-list", "from \(start)")
        }
    }

    @Test func sectionIsNeverFocusedItself() {
        let system = Layouts.system(Layouts.favorites(buttonRowIsSection: true))
        #expect(!system.focus(id: "add-row"))
        #expect(!system.canTakeFocus("add-row"))
    }

    @Test func leftFromBottomGridRowStaysWithAShortCategoryList() {
        let system = Layouts.system(Layouts.categoriesAndGrid(listIsFullHeightSection: false))
        system.focus(id: "cell-4")
        let result = system.move(.left, explain: true)
        #expect(!result.moved)
        #expect(result.to == "cell-4")
        #expect(result.candidates.first { $0.id == "sandwich" }?.rejection == "outside beam")
    }

    @Test func leftFromBottomGridRowReachesAFullHeightCategorySection() {
        let system = Layouts.system(Layouts.categoriesAndGrid(listIsFullHeightSection: true))
        system.focus(id: "cell-5")
        #expect(system.move(.left).to == "cell-4")
        let result = system.move(.left)
        #expect(result.to == "sandwich")
        #expect(result.enteredSection == "categories")
    }

    @Test func upperGridRowsReachTheirNeighbouringCategoryDirectly() {
        let system = Layouts.system(Layouts.categoriesAndGrid(listIsFullHeightSection: false))
        system.focus(id: "cell-0")
        let result = system.move(.left)
        // cell-0 spans y 40…340: Dessert, Pancake and Salad overlap its beam; all are 60 points
        // away, so the best aligned (centre offset) wins: Pancake (centre 180) vs cell (190).
        #expect(result.to == "pancake")
        #expect(result.reason == "nearest in beam")
    }

    @Test func rightToLeftMirrorsTheGridScenario() {
        let tree = Layouts.mirrored(Layouts.categoriesAndGrid(listIsFullHeightSection: true))
        let system = Layouts.system(tree, rtl: true)
        // Mirrored, cell-4 (the leading cell) is on the right and the category list beyond it:
        // arrows are spatial, so "left" goes to the trailing cell and "right" reaches the list.
        system.focus(id: "cell-4")
        #expect(system.move(.left).to == "cell-5")
        system.focus(id: "cell-4")
        #expect(system.move(.right).to == "sandwich")
    }
}
