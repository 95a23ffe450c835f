/// A list of sibling views produced by a ``ViewBuilder``; containers adopt its children as their own.
public struct ViewGroup: PrimitiveView {
    public var views: [any View]

    public init(_ views: [any View]) { self.views = views }

    /// A group built with a view builder (SwiftUI's `Group`).
    public init(@ViewBuilder content: () -> ViewGroup) { self = content() }

    public func makeNode(in context: ResolveContext) -> Node {
        if views.count == 1 { return context.resolve(views[0]) }
        let node = Node(.group, environment: context.environment)
        node.children = context.resolveChildren(views)
        return node
    }
}

extension ViewGroup: ExplicitlyIdentified {
    /// A group of one view resolves to that view's node, in the same context.
    var explicitID: ViewID? { views.count == 1 ? (views[0] as? any ExplicitlyIdentified)?.explicitID : nil }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
    public init() {}
    public func makeNode(in context: ResolveContext) -> Node { Node(.empty, environment: context.environment) }
}
