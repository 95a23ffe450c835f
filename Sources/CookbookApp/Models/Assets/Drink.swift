import UICore
import JSONReading

/// A caffeinated drink the widget can log.
public struct Drink: Codable, Hashable, Identifiable, Sendable {
    public var id: String
    public var name: String
    public var caffeineMg: Int
    public var emoji: String
}

extension Drink {
    /// The most caffeine one drink may carry: the strongest retail coffees hold about 700 mg, and
    /// the day's total must stay far from Int overflow (a huge value crashed the widget).
    public static let maximumCaffeineMg = 2_000

    /// Reads one `drinks.json` entry, range-checked.
    init(asset e: JSONValue, label: String, reader r: AssetReader) throws(AppError) {
        self.init(id: try r.id(e, "id", label), name: try r.text(e, "name", label, maxLength: 200),
                  caffeineMg: try r.integer(e, "caffeineMg", label, in: 0...Self.maximumCaffeineMg, unit: " mg"),
                  emoji: try r.emoji(e, "emoji", label))
    }
}
