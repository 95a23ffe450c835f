/// Views built from a collection one element at a time, by position (a `ForEach` over data
/// indexed by `Int`): what a lazy container's mixed content reads without building every element.
protocol IndexedElements {
    /// How many views it stands for.
    var elementCount: Int { get }
    /// The identity of the element at `offset` (0-based).
    func elementID(at offset: Int) -> AnyHashable
    /// The view of the element at `offset` (0-based).
    func elementView(at offset: Int) -> ViewGroup
}

extension ForEach: IndexedElements where Data.Index == Int {
    var elementCount: Int { data.count }
    func elementID(at offset: Int) -> AnyHashable { AnyHashable(id(data[data.startIndex + offset])) }
    func elementView(at offset: Int) -> ViewGroup { content(data[data.startIndex + offset]) }
}
