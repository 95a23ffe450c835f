/// A named picture from the asset catalogue, scaled to fill the space offered (resizable).
public struct Image: PrimitiveView {
    public var name: String
    public init(_ name: String) { self.name = name }
    public func makeNode(in context: ResolveContext) -> Node { Node(.image(name), environment: context.environment) }
}
