import Foundation
import UICore
import UIRuntime

/// The app's read-only content: recipes, palettes and drinks from `Assets/Data`.
public struct Catalog: Sendable {
    public var recipes: [Recipe] { didSet { categoryIndex = Self.index(recipes) } }
    public var palettes: [Palette]
    public var drinks: [Drink]
    /// The interface's translations (`Data/Localization/LANG.lproj/Localizable.strings`):
    /// Korean and Japanese; English is written in the views.
    public var strings = StringCatalog.empty
    /// The positions in ``recipes`` of each category's recipes, in file order (built with the
    /// catalogue, so the grid reads a category without copying its recipes every frame).
    private var categoryIndex: [RecipeCategory: [Int32]]

    public init(recipes: [Recipe], palettes: [Palette], drinks: [Drink]) {
        self.recipes = recipes; self.palettes = palettes; self.drinks = drinks
        categoryIndex = Self.index(recipes)
    }

    private static func index(_ recipes: [Recipe]) -> [RecipeCategory: [Int32]] {
        var index: [RecipeCategory: [Int32]] = [:]
        for (i, r) in recipes.enumerated() { index[r.category, default: []].append(Int32(i)) }
        return index
    }

    /// Loads the catalogue; every problem is one ``AppError`` line naming the file (and line).
    public static func load(from dataDirectory: URL) throws(AppError) -> Catalog {
        let (r, recipeReader) = try file("recipes.json", in: dataDirectory)
        let (p, paletteReader) = try file("palettes.json", in: dataDirectory)
        let (d, drinkReader) = try file("drinks.json", in: dataDirectory)
        let recipes = try parseRecipes(r, reader: recipeReader)
        guard !recipes.isEmpty else { throw AppError("\(recipeReader.file): no recipes (the grid needs at least one)") }
        var catalog = Catalog(recipes: recipes, palettes: try parsePalettes(p, reader: paletteReader),
                              drinks: try parseDrinks(d, reader: drinkReader))
        catalog.strings = try loadStrings(from: dataDirectory)
        return catalog
    }

    /// The drinks alone (`drinks.json`), as ``load(from:)`` reads them: what the caffeine widget's
    /// process needs of the catalogue, with ``loadStrings(from:)``. Its start-up is on the way to
    /// the widget's first timeline, and the recipes and palettes it never shows were a tenth of it.
    public static func loadDrinks(from dataDirectory: URL) throws(AppError) -> [Drink] {
        let (d, drinkReader) = try file("drinks.json", in: dataDirectory)
        return try parseDrinks(d, reader: drinkReader)
    }

    /// The interface's translations (`Localization/LANG.lproj/Localizable.strings`).
    public static func loadStrings(from dataDirectory: URL) throws(AppError) -> StringCatalog {
        do {
            return try StringCatalog(contentsOf: dataDirectory.appendingPathComponent("Localization")) { url throws(UserFile.Problem) in
                try UserFile.read(url.path, limit: AssetReader.maximumFileBytes)
            }
        } catch {
            throw AppError("\(error)")
        }
    }

    /// The bytes of data file `name` and a reader naming it in errors.
    private static func file(_ name: String, in dataDirectory: URL) throws(AppError) -> (Data, AssetReader) {
        let url = dataDirectory.appendingPathComponent(name)
        let path = url.path
        // Neither an oversized file nor a special one (a FIFO would hold start-up) is read.
        do { return (try UserFile.read(path, limit: AssetReader.maximumFileBytes), AssetReader(file: path)) } catch {
            throw AppError("\(path): cannot read the file: \(error)")
        }
    }

    /// Parses and checks `recipes.json` content.
    public static func parseRecipes(_ data: Data, reader: AssetReader) throws(AppError) -> [Recipe] {
        try reader.entries(data, id: \.slug) { e, label throws(AppError) in try Recipe(asset: e, label: label, reader: reader) }
    }

    /// Parses and checks `palettes.json` content.
    public static func parsePalettes(_ data: Data, reader: AssetReader) throws(AppError) -> [Palette] {
        try reader.entries(data, id: \.id) { e, label throws(AppError) in try Palette(asset: e, label: label, reader: reader) }
    }

    /// Parses and checks `drinks.json` content.
    public static func parseDrinks(_ data: Data, reader: AssetReader) throws(AppError) -> [Drink] {
        try reader.entries(data, id: \.id) { e, label throws(AppError) in try Drink(asset: e, label: label, reader: reader) }
    }

    /// Recipes of one category, in file order (a view of the catalogue, not a copy).
    public func recipes(in category: RecipeCategory) -> CategoryRecipes {
        CategoryRecipes(recipes: recipes, positions: categoryIndex[category] ?? [])
    }

    /// The recipe with a slug.
    public func recipe(_ slug: String) -> Recipe? { recipes.first { $0.slug == slug } }
}
