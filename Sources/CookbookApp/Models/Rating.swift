/// The rating picker's three ratings (seed 000/001: 😕 🙂 🥰).
public enum Rating: Int, CaseIterable, Identifiable, Codable, Sendable {
    case meh, yummy, delicious

    public var id: Int { rawValue }
    public var emoji: String {
        switch self { case .meh: "😕"; case .yummy: "🙂"; case .delicious: "🥰" }
    }
    /// The stable name used in `value` trace events.
    public var name: String {
        switch self { case .meh: "meh"; case .yummy: "yummy"; case .delicious: "delicious" }
    }
    public var previous: Rating? { Rating(rawValue: rawValue - 1) }
    public var next: Rating? { Rating(rawValue: rawValue + 1) }
}
