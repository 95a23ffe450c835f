import Foundation
import Testing
import UICore
@testable import CookbookApp
@testable import UIRuntime

/// Polish and feedback, checked on the headless runtime.
@MainActor
@Suite struct PolishTests {
    /// The focus visuals the runtime drew last frame for a view (or the first of its descendants that has them).
    static func decoration(_ h: Harness, _ id: String) -> FocusDecoration? {
        let decorations = h.runtime.host.effects.decorations
        var found: FocusDecoration?
        h.runtime.root?.find(named: id)?.visit { n in
            if let d = decorations[ObjectIdentifier(n)] { found = d; return false }
            return true
        }
        return found
    }

    /// Every text node under `node` with its frame.
    static func texts(in node: Node?) -> [(String, Rect)] {
        var out: [(String, Rect)] = []
        node?.visit { n in
            if case .text(let t) = n.kind { out.append((t.string, n.frame)) }
            return true
        }
        return out
    }

    // Item 16: focus is visible from a sofa everywhere.

    @Test func theRatingPickersFocusRingIsAsStrongAsATilesFocus() throws {
        let h = try Harness()
        h.model.open(recipe: "apple-pie")
        h.settle()
        h.focus("rating-picker")
        let d = try #require(Self.decoration(h, "rating-picker"))
        let ring = try #require(d.ring)
        #expect(ring.color.alpha > 0.99, "a full-strength accent ring, not macOS's 50 %")
        #expect(ring.width >= 6)
    }

    @Test func aGroceryTogglesFocusRingIsAsStrongAsATilesFocus() throws {
        let h = try Harness(screen: .grocery)
        let item = try #require(h.model.userData.grocery.items.first)
        h.focus("\(item.id)-obtained")
        #expect(h.focused == "\(item.id)-obtained")
        let d = try #require(Self.decoration(h, "\(item.id)-obtained"))
        #expect((d.ring?.color.alpha ?? 0) > 0.99)
        #expect((d.ring?.width ?? 0) >= 6)
    }

    @Test func aFocusedGalleryCardGrowsLikeALiftedTile() throws {
        let h = try Harness(screen: .gallery)
        h.focus("palette-0")
        #expect(h.focused == "palette-0")
        let d = try #require(Self.decoration(h, "palette-0"))
        #expect(d.scale > 1.05, "the highlight effect alone was a faint tilt and shine")
    }

    @Test func aFocusedGalleryCardAndItsShadowStayInsideTheSafeAreaAndTheScrollView() throws {
        for pixels in [Size(width: 1920, height: 1080), Size(width: 800, height: 600)] {
            let h = try Harness(screen: .gallery)
            h.runtime.setWindowSize(pixels: pixels)
            h.settle()
            let canvas = try #require(h.runtime.root).frame
            for id in ["palette-0", "palette-1"] {
                h.focus(id)
                h.settle(1.5)
                #expect(h.focused == id)
                let card = try #require(h.runtime.root?.find(named: id)).frame
                let gallery = try #require(h.runtime.root?.find(id: "gallery")).frame
                let d = try #require(Self.decoration(h, id))
                let shadow = try #require(d.shadow)
                let grown = Rect(x: card.midX - card.width * d.scale / 2, y: card.midY - card.height * d.scale / 2,
                                 width: card.width * d.scale, height: card.height * d.scale)
                let at = "\(id) at \(pixels.width)×\(pixels.height)"
                #expect(grown.minX >= canvas.minX + Theme.safeArea.leading - 0.5, "\(at): grown card from x = \(grown.minX)")
                #expect(grown.maxX <= canvas.maxX - Theme.safeArea.trailing + 0.5, "\(at): grown card to x = \(grown.maxX)")
                // Not clipped by the scroll view: the grown card, and its shadow down to where it
                // still darkens visibly (a Gaussian of σ = blur / 2 is above 4 % out to about 1.75 σ).
                let reach = grown.maxY + shadow.y + 1.75 * shadow.radius / 2
                #expect(grown.minY >= gallery.minY - 0.5, "\(at): grown card from y = \(grown.minY), clip from \(gallery.minY)")
                #expect(reach <= gallery.maxY + 0.5, "\(at): shadow down to \(reach), clip to \(gallery.maxY)")
            }
        }
    }

    // Item 15: a lifted control's shadow does not reach the row below.

    @Test func aLiftedSettingsRowsShadowStaysInTheGapAboveTheNextRow() throws {
        let h = try Harness(screen: .settings)
        h.focus("setting-keyboard-navigation")
        let d = try #require(Self.decoration(h, "setting-keyboard-navigation"))
        let shadow = try #require(d.shadow)
        let row = try #require(h.runtime.root?.find(id: "setting-keyboard-navigation")).frame
        let next = try #require(h.runtime.root?.find(id: "setting-hover-effect")).frame
        // The lifted row's bottom, then how far its shadow still carries a visible (≥ 4 %) darkening:
        // a Gaussian of σ = blur / 2 stays above 4 % of its peak alpha out to about 1.75 σ.
        let liftedBottom = row.midY + row.height / 2 * d.scale
        let reach = liftedBottom + shadow.y + 1.75 * shadow.radius / 2
        let visibleAlpha = shadow.color.alpha
        #expect(reach <= next.minY + 2 || visibleAlpha < 0.1,
                "the shadow darkens the next row down to \(reach) (row starts at \(next.minY))")
    }

    // Item 17: the grocery header lines up with its rows.

    @Test func theGroceryHeaderIsAlignedWithItsRows() throws {
        let h = try Harness(screen: .grocery)
        let item = try #require(h.model.userData.grocery.items.first)
        let row = try #require(h.runtime.root?.find(named: item.id)).frame
        let title = try #require(Self.texts(in: h.runtime.root?.find(named: "screen-grocery")).first { $0.0 == "Grocery List" }).1
        let add = try #require(h.runtime.root?.find(id: "grocery-add")).frame
        #expect(abs(title.minX - row.minX) < 0.5, "title at \(title.minX), rows at \(row.minX)")
        #expect(abs(add.maxX - row.maxX) < 0.5, "buttons end at \(add.maxX), rows at \(row.maxX)")
    }

    /// Adds `count` grocery items as a person does: "+ New Item", then a name and Return in each
    /// new field (Return in an empty field adds nothing); the last one stays empty.
    static func addGroceryItems(_ count: Int, _ h: Harness) {
        h.focus("grocery-add")
        h.key(.return)
        for i in 1..<Swift.max(1, count) {
            h.type("Item \(i)")
            h.key(.return)
        }
    }

    @Test func rowsScrolledUnderTheGroceryHeaderFadeOutInsteadOfBeingCut() throws {
        let h = try Harness(screen: .grocery)
        Self.addGroceryItems(14, h)
        let list = h.settle(1)
        let frame = try #require(h.runtime.root?.find(id: "grocery-list")).frame
        let scroll = try #require(h.runtime.scrolls["grocery-list"])
        #expect(scroll.offset(along: .vertical) > 100, "the list scrolled to its new last row")
        // A fade from the background colour over the list's top inset, drawn over the rows.
        let fade = list.items.lastIndex {
            if case .gradient(_, let r, let from, _, _, _) = $0 { return from == Color.background && abs(r.minY - frame.minY) < 0.5 && r.height >= 19 }
            return false
        }
        let lastRowUnderIt = list.items.lastIndex {
            if case .fill(_, let r, _) = $0 { return r.minY < frame.minY + 20 && r.maxY > frame.minY && r.width > 500 }
            return false
        }
        let f = try #require(fade, "no fade at the list's top edge")
        #expect(f > (lastRowUnderIt ?? -1))
    }

    @Test func aClickOnTheGroceryHeaderFadeReachesTheRowUnderIt() throws {
        let h = try Harness(screen: .grocery)
        Self.addGroceryItems(14, h)
        h.settle(1)
        let list = try #require(h.runtime.root?.find(id: "grocery-list")).frame
        let scroll = try #require(h.runtime.scrolls["grocery-list"])
        // Scroll so the topmost built row's name field starts 8 pt above the list's top: its top part lies
        // under the fade strip (the list's top 20 pt).
        let shown = h.model.userData.grocery.items.compactMap { item in
            h.runtime.root?.find(id: "\(item.id)-name").map { (item.id, $0.frame) }
        }
        // (The list rests scrolled to its end, so the row is one above: the list scrolls back.)
        let (id, before) = try #require(shown.min { $0.1.minY < $1.1.minY })
        scroll.scroll(toOffset: scroll.offset(along: .vertical) + before.minY - (list.minY - 8), along: .vertical, animated: false)
        h.settle(0.1)
        let field = try #require(h.runtime.root?.find(id: "\(id)-name")).frame
        let p = Point(x: field.midX, y: list.minY + 6)
        #expect(field.contains(p) && p.y < list.minY + List.contentInset, "field at \(field), list at \(list)")
        #expect(h.focused != "\(id)-name")
        h.runtime.handle(.pointerButton(p, pressed: true, clicks: 1))
        h.runtime.handle(.pointerButton(p, pressed: false, clicks: 1))
        h.settle(0.1)
        #expect(h.focused == "\(id)-name")
    }

    // Item 21: the grid's scroll indicator mirrors in right-to-left layouts.

    static func gridThumb(rtl: Bool) throws -> (thumb: Rect, grid: Rect) {
        let h = try Harness(rtl: rtl)
        let grid = try #require(h.runtime.root?.find(id: "recipe-grid")).frame
        h.runtime.handle(.pointerMoved(grid.center))
        h.runtime.handle(.wheel(dx: 0, dy: -2))
        let list = h.settle(0.3)
        let thumbs: [Rect] = list.items.compactMap {
            if case .fill(.capsule, let r, _) = $0, r.width < 20, r.height > 40, grid.contains(r.center) { return r }
            return nil
        }
        return (try #require(thumbs.first, "no scroll indicator drawn"), grid)
    }

    @Test func theGridsScrollIndicatorSitsOnTheTrailingEdgeInEitherDirection() throws {
        let ltr = try Self.gridThumb(rtl: false)
        #expect(ltr.thumb.midX > ltr.grid.maxX - 40)
        let rtl = try Self.gridThumb(rtl: true)
        #expect(rtl.thumb.midX < rtl.grid.minX + 40, "in RTL the indicator stays at x = \(rtl.thumb.midX) of \(rtl.grid)")
    }

    // Item 20: the footer stays legible and clear of the content.

    /// The labels the footer's button hints can show (what the focused view offers).
    static let hintLabels: Set<String> = ["Select", "Favorite", "Rating", "Next", "Back"]

    @Test func footerTextStaysLegibleAt800x600() throws {
        let h = try Harness()
        h.runtime.setWindowSize(pixels: Size(width: 800, height: 600))
        let list = h.settle()
        let hints = list.items.compactMap { item -> Double? in
            if case .text(let s, let font, _, _) = item, Self.hintLabels.contains(s) { return font.size * h.runtime.scale }
            return nil
        }
        #expect(hints.count >= 2, "the footer shows \(hints.count) hints")
        #expect(hints.allSatisfy { $0 >= 14 }, "footer text is \(hints) px")
    }

    /// Every text a frame draws that is under `minimum` (14) window pixels, with its size.
    static func illegibleTexts(_ list: DisplayList, scale: Double, minimum: Double = 14) -> [String] {
        list.items.compactMap { item -> String? in
            if case .text(let s, let font, _, _) = item, font.size * scale < minimum - 1e-9 { return "\(s) (\(font.size * scale) px)" }
            return nil
        }
    }

    /// Read from a sofa, every text of every screen is at least 18 px on the
    /// default 1280×720 window and at least 24 px on a 1920×1080 one (the captions were ~15 px
    /// and 23 px).
    @Test(arguments: [(Size(width: 1280, height: 720), 18.0), (Size(width: 1920, height: 1080), 24.0)])
    func everyTextIsLegibleFromASofa(window: Size, pixels: Double) throws {
        let h = try Harness()
        h.runtime.setWindowSize(pixels: window)
        h.model.favorites.toggle("baklava")
        for screen in Screen.allCases {
            if screen == .detail { h.model.open(recipe: "baklava") } else { h.model.show(screen) }
            let list = h.settle()
            let small = Self.illegibleTexts(list, scale: h.runtime.scale, minimum: pixels)
            #expect(small.isEmpty, "\(Int(window.width))×\(Int(window.height)) \(screen): \(small)")
        }
    }

    @Test func everyTextStaysLegibleAt800x600OnEveryScreen() throws {
        let h = try Harness()
        h.runtime.setWindowSize(pixels: Size(width: 800, height: 600))
        h.model.favorites.toggle("baklava")
        try #require(h.model.grocery.add(named: "Milk") != nil)
        for screen in Screen.allCases {
            if screen == .detail { h.model.open(recipe: "baklava") } else { h.model.show(screen) }
            let list = h.settle()
            #expect(Self.illegibleTexts(list, scale: h.runtime.scale).isEmpty, "\(screen): \(Self.illegibleTexts(list, scale: h.runtime.scale))")
        }
        // The quit sheet and a toast, over the settings screen.
        h.model.asksToQuit = true
        h.runtime.host.toasts.show("Added Baklava to Favorites")
        let list = h.settle()
        #expect(list.items.contains { if case .text(let s, _, _, _) = $0 { return s == "Added Baklava to Favorites" } else { return false } })
        #expect(Self.illegibleTexts(list, scale: h.runtime.scale).isEmpty, "quit sheet, toast: \(Self.illegibleTexts(list, scale: h.runtime.scale))")
        // Larger windows keep the designed sizes, but for Caption2 grown to 24 pt for the sofa.
        h.runtime.setWindowSize(pixels: Size(width: 1920, height: 1080))
        let big = h.settle()
        #expect(big.items.contains { if case .text(_, let f, _, _) = $0 { return f.size == Font.caption.size } else { return false } })
        #expect(!big.items.contains { if case .text(_, let f, _, _) = $0 { return f.size < 24 } else { return false } })
    }

    @Test func aLongRecipeScrollsInsteadOfRunningIntoTheFooter() throws {
        var catalog = try Catalog.load(from: Harness.assetsData)
        catalog.recipes[0].ingredients = (1...40).map { "Ingredient number \($0)" }
        catalog.recipes[0].summary = String(repeating: "A long description of this recipe. ", count: 12)
        let clock = ManualClock()
        let dir = FileManager.default.temporaryDirectory.appendingPathComponent("cookbook-test-\(UUID().uuidString)")
        let runtime = AppRuntime(catalog: catalog, store: UserDataStore(directory: dir), clock: clock,
                                 measurer: ApproximateTextMeasurer())
        runtime.setWindowSize(pixels: Size(width: 1920, height: 1080))
        func settle() -> DisplayList {
            var list = runtime.frame()
            for _ in 0..<60 { clock.advance(by: 1.0 / 60); list = runtime.frame() }
            return list
        }
        runtime.model.open(recipe: catalog.recipes[0].slug)
        let list = settle()
        let footerTop = try #require(list.items.compactMap { item -> Double? in
            if case .text(let s, _, _, let origin) = item, Self.hintLabels.contains(s) { return origin.y }
            return nil
        }.min())
        let scroll = try #require(runtime.root?.find(id: "recipe-detail-scroll"), "the detail screen scrolls")
        #expect(scroll.frame.maxY <= footerTop, "the detail's visible region ends at \(scroll.frame.maxY), the footer starts at \(footerTop)")
        // Focus-driven scrolling brings the buttons under the long list into view, above the footer.
        _ = runtime.context.focus(id: "add-to-grocery-list")
        _ = settle()
        let button = try #require(runtime.root?.find(id: "add-to-grocery-list")).frame
        #expect(button.maxY <= scroll.frame.maxY + 0.5 && button.minY >= scroll.frame.minY - 0.5)
    }

    // Item 12: feedback a person can see — the heart on favourites, a Back button for the mouse.

    @Test func favouriteTilesCarryAHeart() throws {
        let h = try Harness()
        func hearts() -> Set<String> {
            Set(h.model.grid.recipes.map(\.slug).filter { slug in Self.texts(in: h.runtime.root?.find(named: slug)).contains { $0.0 == "\u{2665}" } })
        }
        let before = Set(h.model.grid.recipes.map(\.slug).filter { h.model.favorites.contains($0) })
        #expect(hearts() == before)
        let slug = try #require(h.model.grid.recipes.first { !h.model.favorites.contains($0.slug) }?.slug)
        h.model.favorites.toggle(slug)
        h.settle()
        #expect(hearts() == before.union([slug]))
    }

    @Test func favouritingFromTheRemoteConfirmsItWithAToast() throws {
        let h = try Harness()
        let recipe = try #require(h.model.grid.recipes.first { !h.model.favorites.contains($0.slug) })
        h.focus(recipe.slug)
        h.key(.character("f"), .control)
        #expect(h.model.favorites.contains(recipe.slug))
        let added = "\u{2665} Added \(recipe.name) to Favorites"
        #expect(h.runtime.host.toasts.messages == [added])
        #expect(h.settle().items.contains { if case .text(added, _, _, _) = $0 { return true } else { return false } },
                "the toast is drawn")
        h.key(.character("f"), .control)
        #expect(!h.model.favorites.contains(recipe.slug))
        #expect(h.runtime.host.toasts.messages.last == "Removed \(recipe.name) from Favorites")
    }

    @Test func aClickOnTheDetailsBackButtonGoesBackAndTheDPadNeverStopsOnIt() throws {
        let h = try Harness()
        h.model.open(recipe: "baklava")
        h.settle()
        let back = try #require(h.runtime.root?.find(id: "detail-back"))
        #expect(back.focus?.interactions == nil, "mouse only: not a focus stop")
        h.runtime.handle(.pointerMoved(back.frame.center))
        h.runtime.handle(.pointerButton(back.frame.center, pressed: true, clicks: 1))
        h.runtime.handle(.pointerButton(back.frame.center, pressed: false, clicks: 1))
        h.settle()
        #expect(h.model.navigation.screen == .grid)
        #expect(h.runtime.root?.find(id: "detail-back") == nil)
    }
}
