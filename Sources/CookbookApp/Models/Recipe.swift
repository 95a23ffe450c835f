import UICore

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

    /// "1 h 30 min" style duration.
    public var durationText: String {
        minutes >= 60 ? "\(minutes / 60) h" + (minutes % 60 > 0 ? " \(minutes % 60) min" : "") : "\(minutes) min"
    }
}
