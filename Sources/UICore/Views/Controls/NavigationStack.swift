/// A stack of screens: the root, with destinations pushed on top by value (SwiftUI's
/// `NavigationStack(path:)` with `navigationDestination(for:)`). Back pops the top one.
public struct NavigationStack<Root: View, Destination: View>: PrimitiveView {
    var path: Binding<[String]>
    var root: Root
    var destination: (String) -> Destination

    /// Node attribute on the shown screen: the closure that pops it (the runtime's Back).
    public static var popKey: String { NavigationAttributes.pop }

    public init(path: Binding<[String]>, @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (String) -> Destination) {
        self.path = path; self.root = root(); self.destination = destination
    }

    public func makeNode(in context: ResolveContext) -> Node {
        guard let top = path.wrappedValue.last else { return context.resolve(root) }
        let node = context.resolve(destination(top))
        let binding = path
        node.attributes[NavigationAttributes.pop] = { binding.wrappedValue.removeLast() } as () -> Void
        return node
    }
}

/// Node attribute keys of navigation.
public enum NavigationAttributes {
    /// On a pushed screen: `() -> Void` popping it.
    public static let pop = "navigation.pop"
}
