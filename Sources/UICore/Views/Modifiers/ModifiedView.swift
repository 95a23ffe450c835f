/// A view with a modifier applied to its resolved node (the shape of every modifier here).
public struct ModifiedView<Content: View>: PrimitiveView {
    var content: Content
    var modify: (Node, ResolveContext) -> Node

    public init(_ content: Content, modify: @escaping (Node, ResolveContext) -> Node) {
        self.content = content; self.modify = modify
    }

    public func makeNode(in context: ResolveContext) -> Node { modify(context.resolve(content), context) }
}

extension View {
    /// Applies a transformation to this view's resolved node; the building block of modifiers.
    public func modifyNode(_ modify: @escaping (Node, ResolveContext) -> Node) -> ModifiedView<Self> {
        ModifiedView(self, modify: modify)
    }

    /// Wraps this view's node in a new parent node of a kind.
    func wrap(_ kind: @escaping () -> Node.Kind) -> ModifiedView<Self> {
        modifyNode { node, ctx in
            let parent = Node(kind(), environment: ctx.environment)
            parent.children = [node]
            return parent
        }
    }
}
