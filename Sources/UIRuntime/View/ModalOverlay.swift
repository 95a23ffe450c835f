import UICore

/// How the runtime's own modal panels (the on-screen keyboard, a context menu) go over an app's
/// root view: the root as resolved alone, the modal scrim (``ModalLayer``) dimming it except its
/// legend, then the panel, resolved under a name of its own so its identities never meet the app's.
enum ModalOverlay {
    /// `base` with `panel` over it, placed in the window by `place` (given the panel's node, the
    /// window's rectangle and the layout pass). The base stays centred, as the host places a root
    /// alone: an app whose views do not fill the window does not jump to the panel's edge when
    /// the panel opens.
    static func layer(_ panel: some View, named name: String, over base: Node, in context: ResolveContext,
                      place: @escaping (Node, Rect, LayoutContext) -> Void) -> Node {
        let env = context.environment
        var inner = context.descending(name)
        inner.pendingID = nil
        // The panel's layer fills the window whatever it is offered, and places the panel in it.
        let layer = Node(.custom(CustomLayout(size: { p, layout, _ in
            Size(width: p.width ?? layout.windowSize.width, height: p.height ?? layout.windowSize.height)
        }, place: { rect, layout, me in
            if let panel = me.children.first { place(panel, rect, layout) }
        })), environment: env)
        layer.children = [inner.resolve(panel)]
        let root = Node(.zstack(.center), environment: env)
        root.children = [base, ModalLayer.scrim(environment: env), layer]
        return root
    }

    /// A ``layer(_:named:over:in:place:)`` placement: the panel at the size it chooses in the
    /// window, aligned `alignment` there (read in `direction`).
    static func aligned(_ alignment: Alignment, direction: LayoutDirection) -> (Node, Rect, LayoutContext) -> Void {
        { panel, rect, layout in
            let size = LayoutEngine.size(panel, ProposedSize(rect.size), layout)
            LayoutEngine.place(panel, in: Rect(origin: alignment.origin(of: size, in: rect, direction: direction), size: size), layout)
        }
    }
}
