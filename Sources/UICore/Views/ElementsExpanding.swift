/// A view standing for several views, one per element of a collection (a `ForEach`), read by
/// position: a lazy stack reads the elements it builds one by one (``LazyContent``), a
/// ``TabView`` and a ``Picker`` read them all (``elementViews``).
protocol ElementsExpanding {
    /// How many views it stands for.
    var elementCount: Int { get }
    /// The identity of the element at `offset` (0-based).
    func elementID(at offset: Int) -> AnyHashable
    /// The view of the element at `offset` (0-based).
    func elementView(at offset: Int) -> ViewGroup
}

extension ElementsExpanding {
    /// The views it stands for with their elements' identities, in order (a picker's options
    /// are tagged with them when they carry no tag of their own, as in SwiftUI).
    var elementViews: [(id: AnyHashable, view: any View)] {
        (0..<elementCount).map { (elementID(at: $0), elementView(at: $0)) }
    }
}

extension ForEach: ElementsExpanding {
    var elementCount: Int { data.count }
    func elementID(at offset: Int) -> AnyHashable { AnyHashable(id(data[data.index(data.startIndex, offsetBy: offset)])) }
    func elementView(at offset: Int) -> ViewGroup { views(of: data[data.index(data.startIndex, offsetBy: offset)], at: offset) }
}
