/// `.disabled(true)`: the subtree resolves with ``EnvironmentValues/isEnabled`` false, so its
/// controls draw their disabled look and take no action, and no view in it can take focus.
///
/// An inner `.disabled(false)` cannot enable what an outer one disabled, as in SwiftUI.
public struct DisabledModifier<Content: View>: PrimitiveView {
    var content: Content
    var disabled: Bool

    public func makeNode(in context: ResolveContext) -> Node {
        guard disabled else { return context.resolve(content) }
        var env = context.environment
        env.isEnabled = false
        let node = context.with(environment: env).resolve(content)
        // Nodes that carry an environment of their own (made before the flag reached them) too.
        node.visit { $0.environment.isEnabled = false; $0.markChangedAfterResolve(); return true }
        return node
    }
}

extension DisabledModifier: InputsDeclaring {
    static var declared: DeclaredModifier {
        DeclaredModifier(Self.self, content: \.content, applying: \.disabled)
    }
}
