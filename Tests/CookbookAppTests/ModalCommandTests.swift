import Testing
import UICore
@testable import CookbookApp

/// A modal sheet is a scene of its own: the menu's commands (Ctrl+F, Ctrl+G) and their footer
/// hints do not reach the screen beneath it.
@MainActor
@Suite struct ModalCommandTests {
    @Test func ctrlFUnderTheGrocerySheetLeavesTheRecipeBeneathAlone() throws {
        let h = try Harness()
        h.model.open(recipe: "baklava"); h.settle()
        h.focus("add-to-grocery-list")
        h.key(.return)
        #expect(h.runtime.root?.find(id: SheetAttributes.id) != nil, "the confirmation sheet is up")
        #expect(h.focused?.hasPrefix("sheet-") == true)
        let favourite = h.model.favorites.contains("baklava")
        h.key(.character("f"), .control)
        #expect(h.model.favorites.contains("baklava") == favourite, "Ctrl+F under the sheet toggled the recipe beneath")
        #expect(h.runtime.focusOffers().favourite == false, "the footer offers Favorite under the sheet")
        // Closed (Back), the detail screen's commands work again.
        h.key(.escape)
        #expect(h.runtime.root?.find(id: SheetAttributes.id) == nil)
        h.key(.character("f"), .control)
        #expect(h.model.favorites.contains("baklava") != favourite)
    }
}
