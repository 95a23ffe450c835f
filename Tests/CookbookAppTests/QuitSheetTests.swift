import Testing
import UICore
@testable import CookbookApp

/// The "Quit FocusCookbook?" sheet never outlives the screen it was asked on.
@MainActor
@Suite struct QuitSheetTests {
    @Test func changingScreenDismissesTheQuitQuestion() throws {
        let h = try Harness()
        h.model.asksToQuit = true
        h.settle()
        #expect(h.runtime.root?.find(id: "quit-no") != nil, "the sheet shows")
        h.model.show(.gallery)
        h.settle()
        #expect(!h.model.asksToQuit)
        #expect(h.runtime.root?.find(id: "quit-no") == nil, "the sheet left with its screen")
        #expect(!h.model.hasQuit)

        h.model.asksToQuit = true
        h.model.open(recipe: "baklava")
        h.settle()
        #expect(h.runtime.root?.find(id: "quit-no") == nil)
    }
}
