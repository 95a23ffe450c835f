import Testing
import UICore
@testable import CookbookApp

/// Issue 9 item 5: eleven favourites make a lazy row that scrolls with focus, every title whole.
@Suite struct FavoritesRowTests {
    @Test func elevenFavouritesScrollWithFocusAndKeepTheirTitles() throws {
        let h = try Harness()
        for slug in ["tiramisu", "chocolate-chip-cookies", "new-york-cheesecake", "chocolate-lava-cake",
                     "strawberry-shortcake", "lemon-tart", "banana-bread", "glazed-doughnuts"] {
            h.model.toggleFavorite(slug)
        }
        #expect(h.model.favorites.count == 11)
        h.model.show(.favorites)
        h.settle()
        for _ in 0..<10 { h.key(.rightArrow) }
        let list = h.settle(1.5)
        #expect(h.focused == "glazed-doughnuts")
        // The focused (last) favourite was scrolled into the window.
        let frame = try #require(h.runtime.root?.find(id: "glazed-doughnuts")).frame
        #expect(frame.minX >= 0 && frame.maxX <= Theme.canvas.width, "\(frame)")
        // Every title drawn is whole, and the footer's hints still show.
        #expect(list.texts.contains("Glazed Doughnuts"))
        #expect(!list.texts.contains { $0.contains("…") }, "\(list.texts)")
        #expect(list.texts.contains("Select"))
    }
}
