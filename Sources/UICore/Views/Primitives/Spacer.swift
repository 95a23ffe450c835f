/// Flexible space along the enclosing stack's axis (SwiftUI's `Spacer`).
public struct Spacer: PrimitiveView {
    public var minLength: Double
    public init(minLength: Double = 0) { self.minLength = minLength }
    public func makeNode(in context: ResolveContext) -> Node { Node(.spacer(minLength: minLength), environment: context.environment) }
}
