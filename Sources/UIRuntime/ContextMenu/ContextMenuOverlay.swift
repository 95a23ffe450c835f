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
        // Beside the anchor, once the panel's height is known.
        return ModalOverlay.layer(panel, named: "context-menu", over: base, in: context) { menu, rect, layout in
            let size = LayoutEngine.size(menu, ProposedSize(width: ContextMenuPanel.width, height: nil), layout)
            let origin = ContextMenuPanel.origin(of: size, beside: anchor, in: rect, rightToLeft: rtl)
            LayoutEngine.place(menu, in: Rect(origin: origin, size: size), layout)
        }
    }
}
