/// A collection that finds an element's position from its identity itself, without a table of
/// every identity: lazy stacks and grids over it (``LazyVGrid``, ``LazyVStack``, `List`) ask it
/// instead of building an id → index dictionary of all their items, so a `ForEach` over a
/// million elements keeps only the items it builds in memory.
public protocol IDIndexedCollection {
    /// The offset from `startIndex` of the first element whose `ForEach` identity, written as a
    /// string (`"\(id)"`), is `id`; nil when none is.
    func offset(ofID id: String) -> Int?
}
