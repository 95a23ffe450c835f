extension View {
    /// Insets this view by the same amount on every edge.
    public consuming func padding(_ length: Double = LayoutEngine.defaultSpacing) -> ModifiedView<Self> {
        wrap(ModifierInputs("padding", EdgeInsets(all: length))) { .padding(EdgeInsets(all: length)) }
    }

    /// Insets this view on some edges.
    public consuming func padding(_ edges: Edge.Set, _ length: Double = LayoutEngine.defaultSpacing) -> ModifiedView<Self> {
        wrap(ModifierInputs("padding", EdgeInsets(edges, length))) { .padding(EdgeInsets(edges, length)) }
    }

    /// Insets this view by explicit insets.
    public consuming func padding(_ insets: EdgeInsets) -> ModifiedView<Self> { wrap(ModifierInputs("padding", insets)) { .padding(insets) } }

    /// A fixed width and/or height.
    public consuming func frame(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        wrap(ModifierInputs("frame", width, height, alignment)) { .frame(FrameSpec(width: width, height: height, alignment: alignment)) }
    }

    /// Flexible bounds; `maxWidth: .infinity` fills the offered width.
    public func frame(minWidth: Double? = nil, maxWidth: Double? = nil, minHeight: Double? = nil,
                      maxHeight: Double? = nil, alignment: Alignment = .center) -> ModifiedView<Self> {
        wrap(ModifierInputs("frame", minWidth, maxWidth, minHeight, maxHeight, alignment)) {
            .frame(FrameSpec(minWidth: minWidth, maxWidth: maxWidth, minHeight: minHeight, maxHeight: maxHeight, alignment: alignment))
        }
    }

    /// Draws a view behind this one, sized to it.
    public consuming func background<B: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> B) -> ModifiedView<Self> {
        let b = content()
        return modifyNode { node, ctx in
            let parent = Node(.background(alignment), environment: ctx.environment)
            parent.children = [node, ctx.descending("background").resolve(b)]
            return parent
        }
    }

    /// Fills the area behind this view with a colour.
    public consuming func background(_ color: Color) -> ModifiedView<Self> { background { color } }

    /// Fills the area behind this view with a shape.
    public consuming func background(_ color: Color, in shape: ShapeKind) -> ModifiedView<Self> { background { Shape(shape).fill(color) } }

    /// Fills the area behind this view with a style (SwiftUI's `background(_:)` with a
    /// ``ShapeStyle``): `.background(.ultraThinMaterial)`, `.background(.blue.gradient)`.
    public consuming func background<S: ShapeStyle>(_ style: S) -> ModifiedView<Self> { background { Shape(.rect).fill(style) } }

    /// Fills a shape behind this view with a style (SwiftUI's `background(_:in:)`):
    /// `.background(.regularMaterial, in: .roundedRect(cornerRadius: 12))`.
    public consuming func background<S: ShapeStyle>(_ style: S, in shape: ShapeKind) -> ModifiedView<Self> {
        background { Shape(shape).fill(style) }
    }

    /// Draws a view on top of this one, sized to it.
    public consuming func overlay<O: View>(alignment: Alignment = .center, @ViewBuilder _ content: () -> O) -> ModifiedView<Self> {
        let o = content()
        return modifyNode { node, ctx in
            let parent = Node(.overlay(alignment), environment: ctx.environment)
            parent.children = [node, ctx.descending("overlay").resolve(o)]
            return parent
        }
    }

    /// Gives this view a stable identity: any `Hashable` value (``ViewID``).
    public consuming func id<ID: Hashable>(_ id: ID) -> IDModifier<Self> { IDModifier(content: self, id: ViewID(id)) }

    /// Priority when a stack divides space.
    public consuming func layoutPriority(_ p: Double) -> ModifiedView<Self> {
        modifyNode(inputs: ModifierInputs("layoutPriority", p)) { node, _ in node.layoutPriority = p; return node }
    }

    /// Sets the extension attribute `key` on this view's node.
    public consuming func attribute<Key: ViewAttributeKey>(_ key: Key.Type, _ value: Key.Value) -> ModifiedView<Self> {
        // A value that can be compared is the modifier's input; any other (a closure's holder)
        // leaves it undeclared.
        let inputs = (value as? any Hashable).map { ModifierInputs("attribute", ObjectIdentifier(key), AnyHashable($0)) }
        return ModifiedView(self, inputs: inputs) { node, _ in node[key] = value; return node }
    }

    /// Sets the extension attribute `key` on this view's node, declaring `inputs` for it: a
    /// value holding closures, compared by what else it holds (``ModifierInputs``).
    consuming func attribute<Key: ViewAttributeKey>(_ key: Key.Type, _ value: Key.Value, inputs: ModifierInputs) -> ModifiedView<Self> {
        modifyNode(inputs: inputs) { node, _ in node[key] = value; return node }
    }
}

/// Gives a view a stable identity; the view sees its id while it resolves (``ResolveContext/pendingID``).
///
/// The id names the view the modifier chain builds, wherever in the chain it sits:
/// `.focusable().frame(width: 200).id(3)` and `.id(3).frame(width: 200).focusable()` both name
/// the focusable view (``IdentityChain``). Inside a `ForEach` a non-string id is scoped as
/// SwiftUI scopes it (``ResolveContext/explicitID(_:)``).
public struct IDModifier<Content: View>: PrimitiveView {
    var content: Content
    var id: ViewID
    public func makeNode(in context: ResolveContext) -> Node {
        let id = context.explicitID(self.id)
        var ctx = context
        ctx.pendingID = id
        ctx.scopeOwner = id
        if context.isFocused(id) { ctx.environment.isFocused = true }
        let node = ctx.resolve(content)
        IdentityChain.give(id, to: node)
        #if DEBUG
        node[IdentityChain.ViewTypeKey.self] = String(describing: Content.self)
        #endif
        return node
    }
}

extension IDModifier: ExplicitlyIdentified {
    var explicitID: ViewID? { id }
}

extension IDModifier: InputsDeclaring {
    static var declared: DeclaredModifier {
        DeclaredModifier(Self.self, content: \.content, applying: \.id)
    }
}

extension View {
    /// Sizes this view to a width-to-height ratio within the space offered (SwiftUI's `aspectRatio(_:contentMode: .fit)`).
    public consuming func aspectRatio(_ ratio: Double) -> ModifiedView<Self> { aspectRatio(ratio, contentMode: .fit) }

    /// Sizes this view to a width-to-height `ratio` (SwiftUI's `aspectRatio(_:contentMode:)`):
    /// `.fit` makes it the largest such size inside the space offered, `.fill` the smallest that
    /// covers it. A nil ratio takes the ratio of the size the view would like to be (an image's
    /// own), and 1 for a view with no size of its own (a shape).
    public consuming func aspectRatio(_ ratio: Double? = nil, contentMode: ContentMode) -> ModifiedView<Self> {
        modifyNode { node, ctx in
            let parent = Node(.custom(CustomLayout(size: { p, layout, parent in
                let r = Self.ratio(ratio, of: parent, layout)
                let w = LayoutEngine.finite(p.width), h = LayoutEngine.finite(p.height)
                switch (w, h) {
                case let (w?, h?):
                    // Fit: the ratio's rect inside w × h; fill: the one around it.
                    let widthBound = (w / r <= h) == (contentMode == .fit)
                    return widthBound ? Size(width: w, height: w / r) : Size(width: h * r, height: h)
                case let (w?, nil): return Size(width: w, height: w / r)
                case let (nil, h?): return Size(width: h * r, height: h)
                // No space offered (the view's ideal size, SwiftUI's unspecified proposal):
                // 100 points tall, as before.
                case (nil, nil): return Size(width: 100 * r, height: 100)
                }
            })), environment: ctx.environment)
            parent.children = [node]
            return parent
        }
    }

    /// Scales this view to fit the space offered, keeping its own aspect ratio (SwiftUI's `scaledToFit()`).
    public consuming func scaledToFit() -> ModifiedView<Self> { aspectRatio(nil, contentMode: .fit) }

    /// Scales this view to fill the space offered, keeping its own aspect ratio (SwiftUI's `scaledToFill()`).
    public consuming func scaledToFill() -> ModifiedView<Self> { aspectRatio(nil, contentMode: .fill) }

    /// The ratio to size to: `ratio` when it is a usable one, else the ratio of the size the
    /// child of `node` would like to be (nothing offered), else 1.
    private static func ratio(_ ratio: Double?, of node: Node, _ layout: LayoutContext) -> Double {
        if let ratio, ratio > 0, ratio.isFinite { return ratio }
        guard ratio == nil, let child = node.children.first else { return 1 }
        let ideal = LayoutEngine.size(child, .unspecified, layout)
        let r = ideal.width / ideal.height
        return r > 0 && r.isFinite ? r : 1
    }
}
