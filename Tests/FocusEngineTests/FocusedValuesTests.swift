import FocusEngine
import Testing
import UICore

/// Focused values (F5).
@Suite struct FocusedValuesTests {
    @Test func typedStorage() {
        var values = FocusedValues()
        #expect(values.selectedRecipe == nil)
        values.selectedRecipe = "baklava"
        #expect(values[SelectedRecipeKey.self] == "baklava")
        #expect(values[FavoriteKey.self] == nil)
        #expect(!values.isEmpty)
        var other = FocusedValues()
        other[FavoriteKey.self] = true
        let merged = values.merged(withFallback: other)
        #expect(merged.selectedRecipe == "baklava" && merged[FavoriteKey.self] == true)
    }

    @Test func readersLookAtTheFocusedViewThenItsAncestors() {
        let system = Layouts.system(Layouts.categoriesAndGrid(listIsFullHeightSection: true))
        var resolver = FocusedValueResolver()
        resolver.publish(SelectedRecipeKey.self, "apple-pie", from: "recipe-grid")
        resolver.publish(SelectedRecipeKey.self, "cell-2 itself", from: "cell-2")
        system.focus(id: "cell-1")
        #expect(resolver.value(SelectedRecipeKey.self, chain: system.responderChain) == "apple-pie")
        system.focus(id: "cell-2")
        #expect(resolver.value(SelectedRecipeKey.self, chain: system.responderChain) == "cell-2 itself")
        system.focus(id: "dessert")
        #expect(resolver.value(SelectedRecipeKey.self, chain: system.responderChain) == nil,
                "the menu command is disabled while focus is in the sidebar")
    }

    @Test func sceneValuesAreVisibleWheneverFocusIsInTheScene() {
        let system = Layouts.system(Layouts.categoriesAndGrid(listIsFullHeightSection: true))
        var resolver = FocusedValueResolver()
        resolver.publish(SelectedRecipeKey.self, "baklava", from: "recipe-grid", scene: true)
        system.focus(id: "sandwich")
        #expect(resolver.value(SelectedRecipeKey.self, chain: system.responderChain) == "baklava")
        resolver.publish(SelectedRecipeKey.self, "nearer", from: "cell-0")
        system.focus(id: "cell-0")
        #expect(resolver.value(SelectedRecipeKey.self, chain: system.responderChain) == "nearer")
        #expect(resolver.value(SelectedRecipeKey.self, chain: []) == nil, "no focus, no values")
        resolver.removeAll()
        #expect(resolver.value(SelectedRecipeKey.self, chain: system.responderChain) == nil)
    }
}
