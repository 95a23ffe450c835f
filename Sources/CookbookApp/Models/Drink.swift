/// A caffeinated drink the widget can log.
public struct Drink: Codable, Hashable, Identifiable, Sendable {
    public var id: String
    public var name: String
    public var caffeineMg: Int
    public var emoji: String
}
