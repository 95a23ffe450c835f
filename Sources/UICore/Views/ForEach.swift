/// Views built from a collection, each given the identity of its element (SwiftUI's `ForEach`).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: PrimitiveView {
    public var data: Data
    public var id: (Data.Element) -> ID
    public var content: (Data.Element) -> ViewGroup

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> ViewGroup) {
        self.data = data; self.id = { $0[keyPath: id] }; self.content = content
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let node = Node(.group, environment: context.environment)
        node.children = data.map { element in
            let child = context.descending(AnyHashable(id(element))).resolve(content(element))
            if child.id == nil { child.id = ViewID(id(element)) }
            return child
        }
        return node
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> ViewGroup) {
        self.init(data, id: \.id, content: content)
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> ViewGroup) {
        self.init(data, id: \.self, content: content)
    }
}

extension ForEach {
    /// Views built from a bound collection of identifiable elements, each given a binding to its
    /// element (`ForEach($items) { $item in Toggle(item.name, isOn: $item.isDone) }`).
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> ViewGroup)
        where Data == BoundElements<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.init(BoundElements(data), id: \.wrappedValue.id, content: content)
    }
}
