/// The four recipe categories of the seed's category list.
public enum RecipeCategory: String, Codable, CaseIterable, Identifiable, Sendable {
    case dessert, pancake, salad, sandwich
    public var id: String { rawValue }
    /// The category's display name.
    public var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
