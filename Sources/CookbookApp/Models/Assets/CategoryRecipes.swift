import UICore

/// The recipes of one category as a random-access view of the catalogue's recipe array, in file
/// order: indexing and counting cost O(1) and nothing is copied, so a grid over a million
/// recipes reads only the items it builds.
public struct CategoryRecipes: RandomAccessCollection, Sendable {
    let recipes: [Recipe]
    /// The positions in `recipes` of this category's recipes (Int32: a catalogue holds fewer
    /// than 2^31 recipes, and half the bytes of Int matter at a million recipes).
    let positions: [Int32]

    public var startIndex: Int { 0 }
    public var endIndex: Int { positions.count }
    public subscript(i: Int) -> Recipe { recipes[Int(positions[i])] }
}

extension CategoryRecipes: IDIndexedCollection {
    /// The position of the recipe with a slug (its `ForEach` identity): a scan of the category,
    /// as fast as the table the grid would otherwise build on each frame that looks one up,
    /// without that table's memory.
    public func offset(ofID id: String) -> Int? {
        positions.firstIndex { recipes[Int($0)].slug == id }
    }
}
