import UICore

/// An app's root view with the open context menu over it: the modal scrim (``ModalLayer``) dims
/// the app, except its legend, and the menu sits beside the view it belongs to
/// (``ContextMenuPanel/origin(of:beside:in:rightToLeft:)``). The root resolves exactly as it
/// would alone (same identity, so its `@State` survives the menu).
struct ContextMenuOverlay<Content: View>: PrimitiveView {
    var content: Content
    var panel: ContextMenuPanel?

    func makeNode(in context: ResolveContext) -> Node {
        let base = context.resolve(content)
        guard let panel else { return base }
        let anchor = panel.anchor
        let rtl = context.environment.layoutDirection == .rightToLeft
        return ModalOverlay.layer(panel, named: "context-menu", over: base, alignment: .topLeading, in: context) { menu in
            // Fills the screen and places the panel beside the anchor once its height is known.
            let placer = Node(.custom(CustomLayout(size: { p, layout, _ in
                Size(width: p.width ?? layout.windowSize.width, height: p.height ?? layout.windowSize.height)
            }, place: { rect, layout, me in
                guard let menu = me.children.first else { return }
                let size = LayoutEngine.size(menu, ProposedSize(width: ContextMenuPanel.width, height: nil), layout)
                let origin = ContextMenuPanel.origin(of: size, beside: anchor, in: rect, rightToLeft: rtl)
                LayoutEngine.place(menu, in: Rect(origin: origin, size: size), layout)
            })), environment: context.environment)
            placer.children = [menu]
            return placer
        }
    }
}
