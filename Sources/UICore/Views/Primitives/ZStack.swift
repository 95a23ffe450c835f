/// Children on top of each other, back to front (SwiftUI's `ZStack`).
public struct ZStack: PrimitiveView {
    var alignment: Alignment
    var content: ViewGroup
    public init(alignment: Alignment = .center, @ViewBuilder content: () -> ViewGroup) {
        self.alignment = alignment; self.content = content()
    }
    public func makeNode(in context: ResolveContext) -> Node {
        let n = Node(.zstack(alignment), environment: context.environment)
        n.children = context.resolveChildren(content.views)
        return n
    }
}
