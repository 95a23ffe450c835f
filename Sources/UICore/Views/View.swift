/// A piece of user interface described as a value: SwiftUI's `View`.
///
/// Composite views implement `body`; primitive views (Text, stacks, shapes…) conform to
/// ``PrimitiveView`` and turn themselves into a ``Node`` directly. A view's `body` runs again
/// only when its inputs, its environment or something it read changed (``RetainedEvaluations``);
/// identity comes from its place and explicit ids (`.id(_:)`, `ForEach`), so state kept outside
/// the views (models, focus, scroll offsets) survives re-evaluation.
public protocol View {
    associatedtype Body: View
    @ViewBuilder var body: Body { get }
    /// The node of a ``PrimitiveView`` (its ``PrimitiveView/makeNode(in:)``), nil for a view
    /// resolved through `body`. Provided for every view; a requirement so the resolver learns it
    /// by a witness-table call instead of an `as? any PrimitiveView` cast per view per frame.
    func primitiveNode(in context: ResolveContext) -> Node?
}

extension View {
    public func primitiveNode(in context: ResolveContext) -> Node? { nil }
}

/// A view that resolves itself into a node rather than through `body`.
public protocol PrimitiveView: View where Body == Never {
    /// Builds this view's node (and its children's) in an environment.
    func makeNode(in context: ResolveContext) -> Node
}

extension PrimitiveView {
    public var body: Never { return fatalError("\(Self.self) is a primitive view and has no body") }
    public func primitiveNode(in context: ResolveContext) -> Node? { makeNode(in: context) }
}

extension Never: View {
    public typealias Body = Never
    public var body: Never { return fatalError("Never has no body") }
}
