/// A view that takes all the space offered and builds its content with its own size (SwiftUI's
/// `GeometryReader`), the content at its top-leading corner.
///
///     GeometryReader { proxy in
///         HStack(spacing: 0) {
///             Poster().frame(width: proxy.size.width * 0.4)
///             Details()
///         }
///     }
///
/// The content is built while the frame resolves, with the size the reader was last placed at;
/// when layout places it at another size (the first frame, a resized window), the frame is
/// resolved and laid out again before it is drawn, so no frame shows the content at the old size.
/// ``GeometryProxy/frame(in:)`` in `.global` is where the reader was when its size last changed.
public struct GeometryReader: PrimitiveView {
    var content: (GeometryProxy) -> ViewGroup

    /// A reader building `content` with its size.
    public init(@ViewBuilder content: @escaping (GeometryProxy) -> ViewGroup) { self.content = content }

    /// The size a reader offered nothing takes: SwiftUI's 10 × 10.
    static let unspecified = 10.0

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        // Where the reader was last placed: read while it resolves (so a new size builds it
        // again), written when it is placed.
        let placement = context.stateStore.map { store in
            let box = store.slot(StateKey(path: context.identityPath, label: "geometry")) { StateBox(GeometryProxy(size: .zero, globalFrame: .zero)) }
            box.store = store
            return box
        }
        let proxy = placement?.value ?? GeometryProxy(size: .zero, globalFrame: .zero)
        var inner = context
        inner.pendingID = nil
        let child = inner.descending(0).resolve(content(proxy))
        let store = context.stateStore
        let node = Node(.custom(CustomLayout(size: { p, _, _ in
            Size(width: LayoutEngine.finite(p.width) ?? Self.unspecified, height: LayoutEngine.finite(p.height) ?? Self.unspecified)
        }, place: { rect, layout, me in
            // A new size builds the content again; a move alone does not (a reader in a
            // scrolled list would build every frame): its global frame is where it was when
            // its size last changed.
            if let placement, placement.stored.size != rect.size {
                placement.value = GeometryProxy(size: rect.size, globalFrame: rect)
                store?.noteGeometryChange()
            }
            guard let child = me.children.first else { return }
            let size = LayoutEngine.size(child, ProposedSize(rect.size), layout)
            LayoutEngine.place(child, in: Rect(origin: rect.origin, size: size), layout)
        })), environment: env)
        node.children = [child]
        return node
    }
}
