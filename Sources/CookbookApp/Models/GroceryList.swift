/// The grocery list of seed 001: items with a name and an obtained flag; ids are stable row ids.
public struct GroceryList: Codable, Equatable, Sendable {
    /// One row of the list.
    public struct Item: Codable, Equatable, Identifiable, Sendable {
        /// The row's stable id, `grocery-N`.
        public var id: String
        public var name: String
        public var isObtained: Bool
    }

    public var items: [Item] = []
    /// The next row number to hand out (never reused, so ids stay stable).
    public var nextNumber = 1

    public init(items: [Item] = [], nextNumber: Int = 1) { self.items = items; self.nextNumber = nextNumber }

    /// The seed's example list (Apples, Lasagna; the seed's empty third item is the list's
    /// unsaved empty row, ``GroceryListModel/draft``).
    public static func examples(_ names: [String]) -> GroceryList {
        var list = GroceryList()
        for n in names { list.addItem(name: n) }
        return list
    }

    /// Appends an item and returns it (the seed's `addItem()`); nil when the row numbers are used
    /// up (the counter stops at `Int.max` instead of overflowing).
    @discardableResult
    public mutating func addItem(name: String = "") -> Item? {
        guard nextNumber >= 1, nextNumber < Int.max else { return nil }
        let item = Item(id: Self.itemID(nextNumber), name: name, isObtained: false)
        nextNumber += 1
        items.append(item)
        return item
    }

    /// The id of row number `n`.
    static func itemID(_ n: Int) -> String { "grocery-\(n)" }

    /// The row number in an id `grocery-N` (N ≥ 1), or nil.
    static func number(of id: String) -> Int? {
        guard id.hasPrefix("grocery-"), let n = Int(id.dropFirst("grocery-".count)), n >= 1 else { return nil }
        return n
    }

    /// The next free row number: at least `stored`, and past every item's number (checked: a row
    /// numbered `Int.max` leaves the counter at `Int.max`, where adding stops).
    static func nextNumber(after items: [Item], atLeast stored: Int) -> Int {
        let highest = items.compactMap { number(of: $0.id) }.max() ?? 0
        let (past, overflow) = highest.addingReportingOverflow(1)
        return max(stored, overflow ? Int.max : past, 1)
    }
}
