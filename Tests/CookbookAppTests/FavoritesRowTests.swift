import Testing
import UICore
@testable import CookbookApp

/// Eleven favourites make a lazy row that scrolls with focus, every title whole.
/// The row shows that it goes on, and its scroll indicator stays on the row.
@Suite struct FavoritesRowTests {
    @Test func elevenFavouritesScrollWithFocusAndKeepTheirTitles() throws {
        let h = try Harness()
        for slug in ["tiramisu", "chocolate-chip-cookies", "new-york-cheesecake", "chocolate-lava-cake",
                     "strawberry-shortcake", "lemon-tart", "banana-bread", "glazed-doughnuts"] {
            h.model.favorites.toggle(slug)
        }
        #expect(h.model.favorites.recipes.count == 11)
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

    /// Four favourites (the three of a new store and Tiramisu), the row's first one focused.
    static func fourFavourites() throws -> Harness {
        let h = try Harness(screen: .favorites)
        if !h.model.userData.favorites.contains("tiramisu") { h.model.favorites.toggle("tiramisu") }
        h.model.show(.favorites)
        h.settle()
        return h
    }

    @Test func aFourthFavouritePeeksPastTheEdge() throws {
        let h = try Self.fourFavourites()
        let first = try #require(h.runtime.root?.find(named: h.model.favorites.recipes.first?.slug ?? "")?.frame)
        #expect(first.minX >= 0, "the first favourite starts on screen")
        let fourth = try #require(h.runtime.root?.find(id: "tiramisu")?.frame, "the fourth favourite is not built: wholly off-screen")
        let canvas = h.runtime.host.viewport.canvas
        #expect(fourth.minX < canvas.width - 80, "a peek of at least 80 pt shows the row goes on (it starts at \(fourth.minX))")
        #expect(fourth.maxX > canvas.width, "the fourth is cut by the edge, a peek, not a whole button")
    }

    @Test func theRowsScrollIndicatorRunsAlongTheRowNotAcrossThePictureBelow() throws {
        let h = try Self.fourFavourites()
        let row = try #require(h.runtime.root?.find(named: h.model.favorites.recipes.first?.slug ?? "")?.frame)
        // The mouse over the row turns the wheel: the row scrolls and shows its indicator.
        h.runtime.handle(.pointerMoved(Point(x: 960, y: row.midY)))
        h.runtime.handle(.wheel(dx: 0, dy: -2))
        let list = h.settle(0.2)
        let thumbs = list.items.compactMap { item -> Rect? in
            guard case .fill(.capsule, let r, let c) = item, c.red == 1, c.green == 1, c.blue == 1, c.alpha > 0, r.height < 12,
                  r.width > 100 else { return nil }
            return r
        }
        let thumb = try #require(thumbs.first, "no horizontal scroll indicator was drawn")
        #expect(thumb.maxY <= row.maxY + 1 && thumb.minY >= row.minY - 1,
                "the indicator \(thumb) lies outside the row \(row), over the picture below")
    }
}
