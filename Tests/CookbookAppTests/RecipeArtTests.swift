import Testing
import UICore
@testable import CookbookApp

/// Recipe art is vector shapes drawn at the size shown, one picture per recipe.
@MainActor
@Suite struct RecipeArtTests {
    @Test func everyShippedRecipeHasItsOwnHandMadePicture() throws {
        let catalog = try Catalog.load(from: Harness.assetsData)
        var seen: [String: String] = [:]
        for r in catalog.recipes {
            let made = RecipeArt.dessert(r.slug) ?? RecipeArt.pancake(r.slug) ?? RecipeArt.salad(r.slug) ?? RecipeArt.sandwich(r.slug)
            let shapes = try #require(made, "\(r.slug) has no picture of its own")
            #expect(shapes.count >= 4)
            let key = "\(shapes)"
            #expect(seen[key] == nil, "\(r.slug) draws the same picture as \(seen[key] ?? "")")
            seen[key] = r.slug
        }
        // Every shape stays inside the art's square.
        for r in catalog.recipes {
            for s in RecipeArt.shapes(for: r) {
                // A rotated shape may reach out by its half-diagonal either way.
                let half = (s.w * s.w + s.h * s.h).squareRoot() / 2
                let rx = s.rotation == 0 ? s.w / 2 : half, ry = s.rotation == 0 ? s.h / 2 : half
                #expect(s.x - rx > -0.05 && s.x + rx < 1.05 && s.y - ry > -0.05 && s.y + ry < 1.05, "\(r.slug): \(s)")
            }
        }
    }

    @Test func aRecipeAddedLaterStillGetsAPictureOfItsOwn() throws {
        var a = try #require(try Catalog.load(from: Harness.assetsData).recipes.first { $0.category == .salad })
        var b = a
        a.slug = "new-salad-one"; b.slug = "new-salad-two"
        #expect(!RecipeArt.shapes(for: a).isEmpty)
        #expect(RecipeArt.shapes(for: a) != RecipeArt.shapes(for: b))
    }

    @Test func noScreenDrawsRecipeArtAsAnUpscaledEmojiBitmap() throws {
        let h = try Harness()
        let emoji = Set(h.model.catalog.recipes.map(\.emoji))
        func bitmaps(_ list: DisplayList) -> [String] {
            list.items.compactMap { item in
                switch item {
                case .text(let s, _, _, _) where emoji.contains(s): return s
                case .image(let name, _, _): return name
                default: return nil
                }
            }
        }
        #expect(bitmaps(h.settle()) == [])
        h.model.open(recipe: "buttermilk-pancakes")
        #expect(bitmaps(h.settle()) == [])
        h.model.show(.favorites)
        #expect(bitmaps(h.settle()) == [])
    }
}
