import Foundation
import Testing
@testable import CookbookApp

/// Asset files: every entry typed and range-checked, every problem one line naming file and line.
@Suite struct CatalogTests {
    static let drink = #"{"id": "espresso", "name": "Espresso", "caffeineMg": 64, "emoji": "☕"}"#
    static let palette = ##"{"id": "p", "name": "P", "colors": ["#FF6B35"]}"##
    static let recipe = """
    {"slug": "apple-pie", "name": "Apple Pie", "category": "dessert", "minutes": 90, "emoji": "🥧",
     "colors": ["#8B4513", "#3E1F0D"], "summary": "Pie.", "ingredients": ["Apples"], "servings": 8}
    """

    func drinks(_ text: String) -> String? {
        do { _ = try Catalog.parseDrinks(Data(text.utf8), reader: AssetReader(file: "drinks.json")); return nil } catch { return error.message }
    }
    func recipes(_ text: String) -> String? {
        do { _ = try Catalog.parseRecipes(Data(text.utf8), reader: AssetReader(file: "recipes.json")); return nil } catch { return error.message }
    }
    func palettes(_ text: String) -> String? {
        do { _ = try Catalog.parsePalettes(Data(text.utf8), reader: AssetReader(file: "palettes.json")); return nil } catch { return error.message }
    }

    @Test func theShippedAssetsLoad() throws {
        let catalog = try Catalog.load(from: Harness.assetsData)
        #expect(catalog.recipes.count == 44 && catalog.palettes.count == 24 && catalog.drinks.count == 8)
    }

    @Test func validEntriesRead() throws {
        #expect(drinks("[\(Self.drink)]") == nil)
        #expect(palettes("[\(Self.palette)]") == nil)
        #expect(recipes("[\(Self.recipe)]") == nil)
    }

    @Test func absurdNumbersAreRefusedNamingTheLine() {
        // A huge caffeineMg overflowed the widget's daily total (SIGILL).
        #expect(drinks("[\n{\"id\": \"x\", \"name\": \"X\", \"caffeineMg\": 9223372036854775807, \"emoji\": \"☕\"}]")
                == "drinks.json:2: entry 1: \"caffeineMg\" must be a whole number from 0 to 2000 mg, got 9.223372036854776e+18")
        #expect(drinks(#"[{"id": "x", "name": "X", "caffeineMg": -1, "emoji": "☕"}]"#)
                == "drinks.json:1: entry 1: \"caffeineMg\" must be a whole number from 0 to 2000 mg, got -1")
        #expect(drinks(#"[{"id": "x", "name": "X", "caffeineMg": 1.5, "emoji": "☕"}]"#)?.contains("must be a whole number") == true)
        #expect(recipes(Self.recipe.replacingOccurrences(of: "\"minutes\": 90", with: "\"minutes\": 1e300").wrapped)?
                    .contains("\"minutes\" must be a whole number from 1 to 10080") == true)
        #expect(recipes(Self.recipe.replacingOccurrences(of: "\"servings\": 8", with: "\"servings\": 0").wrapped)?
                    .contains("\"servings\" must be a whole number from 1 to 1000, got 0") == true)
    }

    @Test func emptyAndMistypedEntriesSayWhatIsWrong() {
        // `{}` used to say "wrong type at " with nothing after it.
        #expect(recipes("[{}]") == "recipes.json:1: entry 1: missing \"slug\"")
        #expect(recipes("{}") == "recipes.json:1: expected an array of entries, found an object")
        #expect(recipes("[3]") == "recipes.json:1: entry 1: expected an object, found a number")
        #expect(recipes(Self.recipe.replacingOccurrences(of: "\"dessert\"", with: "\"soup\"").wrapped)
                == "recipes.json:1: entry 1: unknown category \"soup\" (expected dessert, pancake, salad, sandwich)")
        #expect(recipes("[\(Self.recipe), \(Self.recipe)]")?.hasSuffix("entry 2: duplicate id \"apple-pie\"") == true)
        #expect(palettes(#"[{"id": "p", "name": "P", "colors": ["red"]}]"#) == ##"palettes.json:1: entry 1: "colors"[0] "red" is not a "#RRGGBB" colour"##)
        #expect(palettes(#"[{"id": "p", "name": "P", "colors": []}]"#) == "palettes.json:1: entry 1: \"colors\" must hold 1 to 16 colours, found 0")
        #expect(drinks(#"[{"id": "Bad Id", "name": "X", "caffeineMg": 1, "emoji": "☕"}]"#)
                == "drinks.json:1: entry 1: \"id\" \"Bad Id\" may hold only a-z, 0-9 and '-'")
        #expect(drinks(#"[{"id": "x", "name": "a\u0000b", "caffeineMg": 1, "emoji": "☕"}]"#)
                == #"drinks.json:1: entry 1: "name" contains a control character: "a\u0000b""#)
    }

    @Test func corruptTruncatedAndOversizedFilesAreOneLine() {
        #expect(recipes("[{\"slug\": ") == "recipes.json:1: not valid JSON: the file ends where a value should be")
        #expect(drinks("") == "drinks.json:1: not valid JSON: the file is empty (no JSON value)")
        let huge = "[" + String(repeating: " ", count: AssetReader.maximumFileBytes) + "]"
        #expect(palettes(huge)?.hasPrefix("palettes.json: the file is too large") == true)
        let many = "[" + Array(repeating: "{}", count: AssetReader.maximumEntries + 1).joined(separator: ",") + "]"
        #expect(palettes(many) == "palettes.json:1: too many entries (10001, at most 10000)")
    }
}

private extension String {
    /// An entry inside a one-element array.
    var wrapped: String { "[\(self)]" }
}
