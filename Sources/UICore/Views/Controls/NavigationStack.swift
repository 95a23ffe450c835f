/// A stack of screens: the root, with destinations pushed on top by value (SwiftUI's
/// `NavigationStack(path:)` with `navigationDestination(for:)`). A pushed screen takes focus at
/// its default (its `defaultFocus`, else its top-most view nearest the leading edge), as a
/// screen first shown does; Back pops the top one, and focus goes back to the view that had it
/// when the screen shown again was left (the button that pushed), as tvOS returns it.
public struct NavigationStack<Root: View, Destination: View>: PrimitiveView {
    var path: Binding<[String]>
    var root: Root
    var destination: (String) -> Destination

    public init(path: Binding<[String]>, @ViewBuilder root: () -> Root, @ViewBuilder destination: @escaping (String) -> Destination) {
        self.path = path; self.root = root(); self.destination = destination
    }

    public func makeNode(in context: ResolveContext) -> Node {
        var pushed = false
        if let store = context.stateStore {
            let memory = store.slot(StateKey(path: context.identityPath, label: "navigation")) { NavigationMemory() }
            // The focus as the frame resolves (not a read the view depends on): a push is built
            // before focus leaves the view that pushed.
            pushed = memory.arrive(atDepth: path.wrappedValue.count, focused: context.frame.focusedID, store: store)
        }
        guard let top = path.wrappedValue.last else { return context.resolve(root) }
        let node = context.resolve(destination(top))
        if pushed, let store = context.stateStore {
            // The screen is named, so focus can be asked to start at its default.
            if node.id == nil {
                IdentityChain.give(ViewID(AnyHashable(path.wrappedValue.count), in: context.forEachScope()), to: node)
            }
            if let id = node.id { store.requestFocus(.defaultFocus(in: id)) }
        }
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

/// Where focus was on each level of a ``NavigationStack`` when a deeper one was pushed, kept
/// with the stack's state, so a pop asks for it back.
final class NavigationMemory {
    /// The depth (path length) the stack was last resolved at.
    private var depth = 0
    /// The focused view when each level was left for a deeper one.
    private var focusAtDepth: [Int: ViewID] = [:]

    /// The stack is resolved at `depth` with `focused` focused: a push remembers where the level
    /// left was focused; a pop asks `store` to focus that again once the frame is built. Returns
    /// whether a deeper level was pushed.
    func arrive(atDepth new: Int, focused: ViewID?, store: ViewStateStore) -> Bool {
        defer { depth = new }
        if new > depth {
            if let focused { focusAtDepth[depth] = focused }
            return true
        }
        if new < depth {
            if let back = focusAtDepth[new] { store.requestFocus(.view(back)) }
            focusAtDepth = focusAtDepth.filter { $0.key < new }
        }
        return false
    }
}
