/// Children side by side, leading to trailing (SwiftUI's `HStack`).
public struct HStack: PrimitiveView {
    var alignment: VerticalAlignment
    var spacing: Double?
    var content: ViewGroup
    public init(alignment: VerticalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func makeNode(in context: ResolveContext) -> Node {
        let n = Node(.stack(.horizontal, spacing: spacing ?? LayoutEngine.defaultSpacing,
                            alignment: Alignment(horizontal: .center, vertical: alignment)), environment: context.environment)
        n.children = context.insideStack(along: .horizontal).resolveChildren(content.views)
        return n
    }
}
