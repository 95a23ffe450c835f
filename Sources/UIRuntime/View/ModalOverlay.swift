import UICore

/// How the runtime's own modal panels (the on-screen keyboard, a context menu) go over an app's
/// root view: the root as resolved alone, the modal scrim (``ModalLayer``) dimming it except its
/// legend, then the panel, resolved under a name of its own so its identities never meet the app's.
enum ModalOverlay {
    /// `base` with `panel` over it, the panel aligned `alignment` in the window; `place` wraps the
    /// panel's node (a layout that puts it somewhere in particular). The base stays centred, as
    /// the host places a root alone: an app whose views do not fill the window does not jump to
    /// the panel's edge when the panel opens.
    static func layer(_ panel: some View, named name: String, over base: Node, alignment: Alignment,
                      in context: ResolveContext, place: (Node) -> Node = { $0 }) -> Node {
        let env = context.environment
        var inner = context.descending(name)
        inner.pendingID = nil
        let root = Node(.zstack(.center), environment: env)
        root.children = [base, ModalLayer.scrim(environment: env), filling(place(inner.resolve(panel)), alignment: alignment, environment: env)]
        return root
    }

    /// `child` laid out in the whole window (the size it chooses for the window's proposal) and
    /// aligned there by `alignment`.
    static func filling(_ child: Node, alignment: Alignment, environment env: EnvironmentValues) -> Node {
        let direction = env.layoutDirection
        let holder = Node(.custom(CustomLayout(size: { p, layout, _ in
            Size(width: p.width ?? layout.windowSize.width, height: p.height ?? layout.windowSize.height)
        }, place: { rect, layout, me in
            guard let child = me.children.first else { return }
            let size = LayoutEngine.size(child, ProposedSize(rect.size), layout)
            LayoutEngine.place(child, in: Rect(origin: alignment.origin(of: size, in: rect, direction: direction), size: size), layout)
        })), environment: env)
        holder.children = [child]
        return holder
    }
}
