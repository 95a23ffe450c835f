import Foundation

/// The app's read-only content: recipes, palettes and drinks from `Assets/Data`.
public struct Catalog: Sendable {
    public var recipes: [Recipe]
    public var palettes: [Palette]
    public var drinks: [Drink]

    public init(recipes: [Recipe], palettes: [Palette], drinks: [Drink]) {
        self.recipes = recipes; self.palettes = palettes; self.drinks = drinks
    }

    /// Loads the catalogue; errors name the file and the problem in one line.
    public static func load(from dataDirectory: URL) throws -> Catalog {
        Catalog(recipes: try decode([Recipe].self, dataDirectory.appendingPathComponent("recipes.json")),
                palettes: try decode([Palette].self, dataDirectory.appendingPathComponent("palettes.json")),
                drinks: try decode([Drink].self, dataDirectory.appendingPathComponent("drinks.json")))
    }

    static func decode<T: Decodable>(_ type: T.Type, _ url: URL) throws -> T {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw AppError("\(url.path): cannot read the file")
        }
        do { return try JSONDecoder().decode(T.self, from: data) } catch let DecodingError.dataCorrupted(ctx) {
            throw AppError("\(url.path): not valid JSON (\(ctx.debugDescription))")
        } catch let DecodingError.keyNotFound(key, _) {
            throw AppError("\(url.path): an entry lacks the field '\(key.stringValue)'")
        } catch let DecodingError.typeMismatch(_, ctx) {
            throw AppError("\(url.path): wrong type at \(ctx.codingPath.map(\.stringValue).joined(separator: "."))")
        } catch {
            throw AppError("\(url.path): \(error)")
        }
    }

    /// Recipes of one category, in file order.
    public func recipes(in category: RecipeCategory) -> [Recipe] { recipes.filter { $0.category == category } }

    /// The recipe with a slug.
    public func recipe(_ slug: String) -> Recipe? { recipes.first { $0.slug == slug } }
}
