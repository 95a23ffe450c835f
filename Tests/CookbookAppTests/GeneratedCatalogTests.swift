import Foundation
import Testing
import UICore
@testable import CookbookApp

/// The generated catalogue (`make bench`'s `memory:` grid) and the category view the grid reads.
@Suite struct GeneratedCatalogTests {
    @Test func generatedRecipesCycleTheRealOnesUnderNumberedSlugs() throws {
        let base = try Catalog.load(from: Harness.assetsData)
        let big = base.generated(recipes: 10_000, in: .dessert)
        let grid = big.recipes(in: .dessert)
        #expect(big.recipes.count == 10_000 && grid.count == 10_000 && big.recipes(in: .salad).isEmpty)
        #expect(grid[44].slug == "\(base.recipes[0].slug)-44" && grid[44].name == "\(base.recipes[0].name) 44")
        #expect(grid[44].ingredients == base.recipes[0].ingredients)
        #expect(Set(big.recipes.map(\.slug)).count == 10_000)
    }

    @Test func aCategoryIsAViewOfTheCatalogueInFileOrder() throws {
        var catalog = try Catalog.load(from: Harness.assetsData)
        for category in RecipeCategory.allCases {
            #expect(Array(catalog.recipes(in: category)) == catalog.recipes.filter { $0.category == category })
        }
        // Changing the recipes keeps the categories in step.
        catalog.recipes[0].category = catalog.recipes[0].category == .salad ? .dessert : .salad
        for category in RecipeCategory.allCases {
            #expect(Array(catalog.recipes(in: category)) == catalog.recipes.filter { $0.category == category })
        }
    }

    @Test func aLazyGridOverACategoryFindsItemsByID() throws {
        let catalog = try Catalog.load(from: Harness.assetsData).generated(recipes: 5_000, in: .dessert)
        let recipes = catalog.recipes(in: .dessert)
        #expect(recipes.offset(ofID: recipes[4_321].slug) == 4_321)
        #expect(recipes.offset(ofID: "no-such-recipe") == nil)
        // The grid's item index (focus and scroll reach items never built through it) answers from it.
        let grid = LazyVGrid(columns: [GridItem(.adaptive(minimum: 200))]) {
            ForEach(recipes) { r in Text(r.name).focusable().id(r.slug) }
        }
        let node = ResolveContext().resolve(grid)
        guard case .lazy(let spec) = node.kind else { Issue.record("not a lazy node"); return }
        #expect(spec.index(ViewID(recipes[4_999].slug)) == 4_999)
        #expect(spec.indexNamed(recipes[4_998].slug) == 4_998)
        #expect(spec.index("nothing") == nil)
        #expect(spec.id(17) == ViewID(recipes[17].slug))
    }
}
