import Foundation

/// Views built from a collection, each given the identity of its element (SwiftUI's `ForEach`).
///
/// An element's identity is unique within its `ForEach` (``ViewID/Scope``): two `ForEach(0..<3)`
/// name six views. An outermost `.id(_:)` with the element's own identity keeps it scoped; an
/// `.id` with any other value names the element in the whole window
/// (``ResolveContext/explicitID(_:)``).
public struct ForEach<Data: RandomAccessCollection, ID: Hashable>: PrimitiveView {
    public var data: Data
    public var id: (Data.Element) -> ID
    public var content: (Data.Element) -> ViewGroup
    /// What the Delete key does on an element (``onDelete(perform:)``), nil when nothing.
    var deleteAction: ((IndexSet) -> Void)?

    public init(_ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> ViewGroup) {
        self.data = data; self.id = { $0[keyPath: id] }; self.content = content
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let node = Node(.group, environment: context.environment)
        let scope = context.forEachScope()
        var inner = context
        inner.pendingID = nil
        let count = data.count
        node.children = data.enumerated().map { offset, element in
            let value = id(element)
            let elementID = ViewID(value, in: scope)
            var ctx = inner.descending(AnyHashable(value)).element(elementID)
            // The element's id names it as an `.id` would: its content sees its focus, as a lazy
            // container's items and an `.id`'s content do.
            if ctx.isFocused(elementID) { ctx.environment.isFocused = true }
            let child = ctx.resolve(views(of: element, at: offset))
            if child.id == nil { IdentityChain.give(elementID, to: child) }
            // Where it sits, for readers ("3 of 11"); a group (several views an element) has none.
            if child.kindCase != .group { child[CollectionPosition.Key.self] = CollectionPosition(index: offset + 1, count: count) }
            return child
        }
        return node
    }
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> ViewGroup) {
        // The property read directly, not through `\.id`: a key path in a generic context is a
        // new object made from its pattern each time (the runtime looks up its types by name),
        // and reading through one costs a call into the runtime per element asked.
        self.data = data; self.id = { $0.id }; self.content = content
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> ViewGroup) {
        self.data = data; self.id = { $0 }; self.content = content
    }
}

extension ForEach where Data == ClosedRange<Int> {
    /// The same views over the half-open range the closed one covers: a lazy container, which
    /// finds its items by an `Int` offset, takes a closed range (`ForEach(1...100, id: \.self)`,
    /// as Apple's `LazyVStack` and `LazyVGrid` documentation writes it) as it takes `0..<n`.
    /// `ForEach` itself keeps one initializer for every collection, so a closed range in any
    /// other container has one reading (two made it ambiguous).
    var halfOpen: ForEach<Range<Int>, ID> {
        let range = data.lowerBound..<(data.upperBound == .max ? .max : data.upperBound + 1)
        var made = ForEach<Range<Int>, ID>(range, identifiedBy: id, content: content)
        made.deleteAction = deleteAction
        return made
    }
}

extension ForEach {
    /// Views built from `data`, each named by `id` (the closure form of the key path the public
    /// initializer takes).
    init(_ data: Data, identifiedBy id: @escaping (Data.Element) -> ID, content: @escaping (Data.Element) -> ViewGroup) {
        self.data = data; self.id = id; self.content = content
    }
}

extension ForEach {
    /// Views built from a bound collection of identifiable elements, each given a binding to its
    /// element (`ForEach($items) { $item in Toggle(item.name, isOn: $item.isDone) }`).
    public init<C>(_ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> ViewGroup)
        where Data == BoundElements<C>, C.Element: Identifiable, ID == C.Element.ID {
        self.data = BoundElements(data); self.id = { $0.wrappedValue.id }; self.content = content
    }
}
