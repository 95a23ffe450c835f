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
        n.children = context.resolveChildren(content.views)
        return n
    }
}

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
        n.children = context.resolveChildren(content.views)
        return n
    }
}

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
