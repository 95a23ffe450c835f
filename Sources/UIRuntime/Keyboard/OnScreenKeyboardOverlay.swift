import UICore

/// An app's root view with the on-screen keyboard's panel over it while the keyboard is open:
/// the modal scrim (``ModalLayer``) dims the app, except its legend, and the panel sits at the bottom, centred. The root resolves exactly as
/// it would alone (same identity, so its `@State` survives the keyboard opening and closing).
struct OnScreenKeyboardOverlay<Content: View>: PrimitiveView {
    var content: Content
    var panel: OnScreenKeyboardPanel?

    func makeNode(in context: ResolveContext) -> Node {
        let base = context.resolve(content)
        guard let panel else { return base }
        return ModalOverlay.layer(panel, named: "on-screen-keyboard", over: base, in: context,
                                  place: ModalOverlay.aligned(.bottom, direction: context.environment.layoutDirection))
    }
}
