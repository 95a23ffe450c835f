import UICore

/// How the runtime's own modal panels (the on-screen keyboard, a context menu) go over an app's
/// root view: the root as resolved alone, the modal scrim (``ModalLayer``) dimming it except its
/// legend, then the panel, resolved under a name of its own so its identities never meet the app's.
enum ModalOverlay {
    /// `base` with `panel` over it, in a z-stack aligned `alignment`; `place` wraps the panel's
    /// node (a layout that puts it somewhere in particular).
    static func layer(_ panel: some View, named name: String, over base: Node, alignment: Alignment,
                      in context: ResolveContext, place: (Node) -> Node = { $0 }) -> Node {
        let env = context.environment
        var inner = context.descending(name)
        inner.pendingID = nil
        let root = Node(.zstack(alignment), environment: env)
        root.children = [base, ModalLayer.scrim(environment: env), place(inner.resolve(panel))]
        return root
    }
}
