import UICore
import JSONReading

/// A recipe from `Assets/Data/recipes.json`; its slug is its stable id everywhere (focus, trace, data).
public struct Recipe: Codable, Hashable, Identifiable, Sendable {
    public var slug: String
    public var name: String
    public var category: RecipeCategory
    public var minutes: Int
    public var emoji: String
    public var colors: [String]
    public var summary: String
    public var ingredients: [String]
    public var servings: Int

    public var id: String { slug }

    /// The two colours of the recipe's artwork gradient.
    public var gradient: (Color, Color) {
        (Color(hex: colors.first ?? "") ?? .secondaryBackground, Color(hex: colors.dropFirst().first ?? "") ?? .background)
    }

    /// "1 h 30 min" style duration, its words from `localized` (the interface's catalogue:
    /// "1시간 30분", "1時間30分"; English as written by default).
    public func durationText(_ localized: (LocalizedStringKey) -> String = { $0.untranslated }) -> String {
        let hours = minutes / 60, rest = minutes % 60
        guard hours > 0 else { return localized("\(minutes) min") }
        return rest > 0 ? localized("\(hours) h \(rest) min") : localized("\(hours) h")
    }

    /// The time as spoken feedback says it, in words: "30 minutes", "1 hour 30 minutes" (each
    /// unit a catalogue entry, singular and plural apart, as English needs).
    public func spokenDuration(_ localized: (LocalizedStringKey) -> String = { $0.untranslated }) -> String {
        func minutesSaid(_ n: Int) -> String { n == 1 ? localized("1 minute") : localized("\(n) minutes") }
        func hoursSaid(_ n: Int) -> String { n == 1 ? localized("1 hour") : localized("\(n) hours") }
        let hours = minutes / 60, rest = minutes % 60
        guard hours > 0 else { return minutesSaid(minutes) }
        return rest > 0 ? localized("\(hoursSaid(hours)) \(minutesSaid(rest))") : hoursSaid(hours)
    }
}

extension Recipe {
    /// Minutes a recipe may take: up to a week (long ferments), at least one.
    static let minuteRange = 1...10_080
    /// Servings: a party tray at most.
    static let servingRange = 1...1_000
    /// Ingredients listed on the detail screen.
    static let maximumIngredients = 200

    /// Reads one `recipes.json` entry, range-checked.
    init(asset e: JSONValue, label: String, reader r: AssetReader) throws(AppError) {
        let slug = try r.id(e, "slug", label)
        let name = try r.text(e, "name", label, maxLength: 200)
        let categoryValue = try r.field(e, "category", label)
        let categoryName = try r.text(categoryValue, "\(label): \"category\"", maxLength: 100)
        guard let category = RecipeCategory(rawValue: categoryName) else {
            throw r.fail(categoryValue, "\(label): unknown category \(JSONText.shown(categoryName)) (expected "
                         + RecipeCategory.allCases.map(\.rawValue).joined(separator: ", ") + ")")
        }
        let list = try r.field(e, "ingredients", label)
        guard let items = list.array else { throw r.fail(list, "\(label): \"ingredients\" must be an array of strings, found \(list.kindName)") }
        guard items.count <= Self.maximumIngredients else {
            throw r.fail(list, "\(label): too many ingredients (\(items.count), at most \(Self.maximumIngredients))")
        }
        var ingredients: [String] = []
        for (i, item) in items.enumerated() {
            ingredients.append(try r.text(item, "\(label): \"ingredients\"[\(i)]", maxLength: 200))
        }
        self.init(slug: slug, name: name, category: category,
                  minutes: try r.integer(e, "minutes", label, in: Self.minuteRange),
                  emoji: try r.emoji(e, "emoji", label), colors: try r.colors(e, "colors", label, count: 2...2),
                  summary: try r.text(e, "summary", label), ingredients: ingredients,
                  servings: try r.integer(e, "servings", label, in: Self.servingRange))
    }
}
