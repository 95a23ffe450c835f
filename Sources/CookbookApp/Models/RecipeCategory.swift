import UICore

/// The four recipe categories of the seed's category list.
public enum RecipeCategory: String, Codable, CaseIterable, Identifiable, Sendable {
    case dessert, pancake, salad, sandwich
    public var id: String { rawValue }
    /// The category's display name, a key in the interface's catalogue (English as written).
    public var title: LocalizedStringKey { LocalizedStringKey(rawValue.prefix(1).uppercased() + rawValue.dropFirst()) }
}
