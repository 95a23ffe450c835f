/// Children top to bottom (SwiftUI's `VStack`).
public struct VStack: PrimitiveView {
    var alignment: HorizontalAlignment
    var spacing: Double?
    var content: ViewGroup
    public init(alignment: HorizontalAlignment = .center, spacing: Double? = nil, @ViewBuilder content: () -> ViewGroup) {
        self.alignment = alignment; self.spacing = spacing; self.content = content()
    }
    public func makeNode(in context: ResolveContext) -> Node {
        let n = Node(.stack(.vertical, spacing: spacing ?? LayoutEngine.defaultSpacing,
                            alignment: Alignment(horizontal: alignment, vertical: .center)), environment: context.environment)
        n.children = context.insideStack(along: .vertical).resolveChildren(content.views)
        return n
    }
}
