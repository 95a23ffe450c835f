/// A stack of screens: the root, with destinations pushed on top by value (SwiftUI's
/// `NavigationStack(path:)` with `navigationDestination(for:)`). Back pops the top one.
public struct NavigationStack<Root: View, Destination: View>: PrimitiveView {
    var path: Binding<[String]>
    var root: Root
    var destination: (String) -> Destination

    public init(path: Binding<[String]>, @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (String) -> Destination) {
        self.path = path; self.root = root(); self.destination = destination
    }

    public func makeNode(in context: ResolveContext) -> Node {
        guard let top = path.wrappedValue.last else { return context.resolve(root) }
        let node = context.resolve(destination(top))
        let binding = path
        node[NavigationAttributes.PopKey.self] = { binding.wrappedValue.removeLast() }
        node[NavigationAttributes.PopToRootKey.self] = { binding.wrappedValue.removeAll() }
        return node
    }
}

/// Node attribute keys of navigation.
public enum NavigationAttributes {
    /// On a pushed screen: the closure popping it (the runtime's Back).
    public enum PopKey: ViewAttributeKey { public typealias Value = () -> Void }
    /// On a pushed screen: the closure emptying its stack's path (the remote's Home button).
    public enum PopToRootKey: ViewAttributeKey { public typealias Value = () -> Void }
}
