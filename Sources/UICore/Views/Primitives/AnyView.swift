/// A view of any type, its type erased (SwiftUI's `AnyView`): for holding views of different
/// types in one property or returning one of several from a function.
///
/// A view resolved through it has the identity of the view it holds, at its place: two
/// `AnyView`s holding views of different types at one place are two views, as in SwiftUI.
public struct AnyView: PrimitiveView {
    var view: any View

    /// Erases `view`'s type.
    public init<V: View>(_ view: V) { self.view = view }

    /// Erases the type of a view already held as `any View`.
    public init(erasing view: any View) { self.view = view }

    public func makeNode(in context: ResolveContext) -> Node { context.resolve(view) }
}
