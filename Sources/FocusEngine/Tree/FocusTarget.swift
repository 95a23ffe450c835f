/// Something focus can rest on: a node of the tree, or an item of a lazy region (materialised or not).
enum FocusTarget: Hashable, Sendable {
    /// A node, by its preorder index in the indexed tree.
    case node(Int)
    /// A lazy item that has no node of its own: the region's number and the item's index.
    case item(region: Int, index: Int)
}
