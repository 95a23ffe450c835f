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

    /// The seed's example list: Apples, Lasagna and an empty item.
    public static func examples(_ names: [String]) -> GroceryList {
        var list = GroceryList()
        for n in names { list.addItem(name: n) }
        return list
    }

    /// Appends an item and returns it (the seed's `addItem()`).
    @discardableResult
    public mutating func addItem(name: String = "") -> Item {
        let item = Item(id: "grocery-\(nextNumber)", name: name, isObtained: false)
        nextNumber += 1
        items.append(item)
        return item
    }
}
