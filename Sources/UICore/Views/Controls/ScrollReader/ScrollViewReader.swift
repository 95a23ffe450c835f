/// A view whose content can scroll the scroll views inside it to one of their views through a
/// ``ScrollViewProxy`` (SwiftUI's `ScrollViewReader`).
///
///     ScrollViewReader { proxy in
///         VStack {
///             Button("Jump to row 40") { proxy.scrollTo(40, anchor: .center) }
///             ScrollView {
///                 VStack { ForEach(0..<100) { i in Text("Row \(i)").id(i) } }
///             }
///         }
///     }
///
/// The reader lays its content out as it is (it takes the size its content takes). Call the
/// proxy from actions, never while a `body` runs.
public struct ScrollViewReader: PrimitiveView {
    var content: (ScrollViewProxy) -> ViewGroup

    /// A reader building `content` with its proxy.
    public init(@ViewBuilder content: @escaping (ScrollViewProxy) -> ViewGroup) { self.content = content }

    /// Marks the node a reader's content resolved to with the readers around it (their places in
    /// the tree): a request is looked for inside its reader's node.
    public enum ReaderKey: ViewAttributeKey { public typealias Value = [Int] }

    public func makeNode(in context: ResolveContext) -> Node {
        let reader = context.identityPath
        let proxy = ScrollViewProxy(store: context.stateStore, reader: reader)
        var inner = context
        inner.pendingID = nil
        let node = inner.descending("scroll reader").resolve(content(proxy))
        node[ReaderKey.self] = (node[ReaderKey.self] ?? []) + [reader]
        return node
    }
}
