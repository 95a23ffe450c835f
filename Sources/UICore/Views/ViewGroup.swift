/// A list of sibling views produced by a ``ViewBuilder``; containers adopt its children as their own.
public struct ViewGroup: PrimitiveView {
    public var views: [any View]
    /// Which branch of an `if`/`else` or `switch` the views are (``ViewBuilder``): the branch is
    /// part of their identity. Nil for any other group.
    let branch: Branch?

    /// The branch of a condition a group holds.
    enum Branch: Hashable { case first, second }

    public init(_ views: [any View]) { self.views = views; branch = nil }

    init(_ views: [any View], branch: Branch) { self.views = views; self.branch = branch }

    /// A group built with a view builder (SwiftUI's `Group`).
    public init(@ViewBuilder content: () -> ViewGroup) { self = content() }

    /// The views of this group and of the groups inside it, in order: what containers that read
    /// their content's views one by one (a dialog's actions) take as their children.
    public var flattened: [any View] {
        views.flatMap { ($0 as? ViewGroup)?.flattened ?? [$0] }
    }

    /// The context its views resolve in: a branch of a condition is a place of its own.
    func context(_ context: ResolveContext) -> ResolveContext {
        guard let branch else { return context }
        return context.descending(branch)
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let context = self.context(context)
        if views.count == 1 { return context.resolve(views[0]) }
        let node = Node(.group, environment: context.environment)
        node.children = context.resolveChildren(views)
        return node
    }
}

extension ViewGroup: ExplicitlyIdentified {
    /// A group of one view resolves to that view's node, in the same context.
    var explicitID: ViewID? { views.count == 1 ? UICore.explicitID(of: views[0]) : nil }
}

/// A view that shows nothing and takes no space.
public struct EmptyView: PrimitiveView {
    public init() {}
    public func makeNode(in context: ResolveContext) -> Node { Node(.empty, environment: context.environment) }
}

/// SwiftUI's `Group`: views listed together, taken by the container around them as its own
/// children (`VStack { Group { A(); B() }; C() }` stacks three views), and a place to put a
/// condition or modifiers that reach every view inside (`Group { … }.font(.title2)`).
///
/// A layout modifier on a group (`padding`, `frame`) applies to the group as one view, where
/// SwiftUI applies it to each view in it.
public typealias Group = ViewGroup
