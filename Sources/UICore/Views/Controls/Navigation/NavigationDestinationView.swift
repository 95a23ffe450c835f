/// A view declaring how its ``NavigationStack`` shows pushed values of one type (SwiftUI's
/// `navigationDestination(for:destination:)`); it draws its content alone.
public struct NavigationDestinationView<Content: View, Value: Hashable, Destination: View>: PrimitiveView {
    var content: Content
    var destination: (Value) -> Destination

    public func makeNode(in context: ResolveContext) -> Node {
        let make = destination
        context.environment.navigation?.register(Value.self) { make($0) }
        return context.resolve(content)
    }
}

extension View {
    /// Shows a value of type `data` pushed onto the enclosing ``NavigationStack`` (by a
    /// ``NavigationLink`` or the stack's path) as `destination` builds it.
    public func navigationDestination<D: Hashable, C: View>(for data: D.Type,
                                                           @ViewBuilder destination: @escaping (D) -> C)
        -> NavigationDestinationView<Self, D, C> {
        NavigationDestinationView(content: self, destination: destination)
    }
}
