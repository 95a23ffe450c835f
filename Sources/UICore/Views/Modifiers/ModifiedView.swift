/// A view with a modifier applied to its resolved node (the shape of every modifier here).
public struct ModifiedView<Content: View>: PrimitiveView {
    var content: Content
    var modify: (Node, ResolveContext) -> Node
    /// What `modify` applies, when its modifier declared it (nil: not declared, so a lazy item
    /// holding it is not reused whole; see ``ModifierInputs``).
    var inputs: ModifierInputs?

    public init(_ content: Content, modify: @escaping (Node, ResolveContext) -> Node) {
        self.content = content; self.modify = modify
    }

    /// A modifier that declares what it applies (``ModifierInputs``).
    public init(_ content: Content, inputs: ModifierInputs?, modify: @escaping (Node, ResolveContext) -> Node) {
        self.content = content; self.modify = modify; self.inputs = inputs
    }

    public func makeNode(in context: ResolveContext) -> Node { modify(context.resolve(content), context) }
}

extension ModifiedView: InputsDeclaring {
    static var declared: DeclaredModifier {
        DeclaredModifier(Self.self, content: \.content, inputs: \.inputs)
    }
}

extension View {
    /// Applies a transformation to this view's resolved node; the building block of modifiers.
    public consuming func modifyNode(_ modify: @escaping (Node, ResolveContext) -> Node) -> ModifiedView<Self> {
        ModifiedView(self, modify: modify)
    }

    /// Applies a transformation to this view's resolved node, declaring what it applies: two
    /// frames' modifiers with equal `inputs` apply the same change, so a lazy container's item
    /// built of such modifiers is reused, laid out, when its parent's `body` runs again.
    public consuming func modifyNode(inputs: ModifierInputs, _ modify: @escaping (Node, ResolveContext) -> Node) -> ModifiedView<Self> {
        ModifiedView(self, inputs: inputs, modify: modify)
    }

    /// Wraps this view's node in a new parent node of a kind (`inputs`: what the kind depends on).
    consuming func wrap(_ inputs: ModifierInputs, _ kind: @escaping () -> Node.Kind) -> ModifiedView<Self> {
        modifyNode(inputs: inputs) { node, ctx in
            let parent = Node(kind(), environment: ctx.environment)
            parent.children = [node]
            return parent
        }
    }
}
