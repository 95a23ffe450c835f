/// Proposal-based layout (SwiftUI's model): a parent proposes a size, the child chooses its own,
/// the parent places it. `size` may be asked many times (cached per node and proposal); `place`
/// runs once per node per frame and assigns window frames.
public enum LayoutEngine {
    /// Default spacing between stack children when none is given (SwiftUI's system spacing is 8 pt on
    /// macOS; tvOS layouts run at about twice that scale, so 16).
    public static let defaultSpacing = 16.0
    /// The size a shape or image takes when offered nothing (SwiftUI uses 10).
    static let unspecifiedShapeSize = 10.0

    /// Lays out a whole tree in a window of `size`.
    public static func layout(_ root: Node, in size: Size, context: LayoutContext) {
        let chosen = self.size(root, ProposedSize(size), context)
        let window = Rect(origin: .zero, size: size)
        place(root, in: Rect(origin: Alignment.center.origin(of: chosen, in: window, direction: .leftToRight), size: chosen), context)
    }

    /// The size a node chooses for a proposal.
    public static func size(_ node: Node, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        // The cache lives on the node (never keyed by address: nodes made and dropped during a pass,
        // like lazy probes, would hand their address and stale sizes to new nodes) and belongs to one pass.
        if let s = node.cachedSize(pass: ctx.pass, where: { $0 == p }) { return s }
        let reads = ctx.outsideReads
        let s = computeSize(node, p, ctx)
        if ctx.outsideReads != reads { node.layoutReadsOutside = true }
        node.cacheSize(s, for: p, pass: ctx.pass)
        return s
    }

    static func computeSize(_ node: Node, _ p: ProposedSize, _ ctx: LayoutContext) -> Size {
        switch node.kind {
        case .empty:
            return .zero
        case .group, .zstack:
            var w = 0.0, h = 0.0
            for c in node.children {
                let s = size(c, p, ctx); w = max(w, s.width); h = max(h, s.height)
            }
            return Size(width: w, height: h)
        case .text(let t):
            // A text's size depends on the proposed width alone: stacks probe it at several
            // heights per width, answered from the node's cache without hashing its string again.
            if let s = node.cachedSize(pass: ctx.pass, where: { $0.width == p.width }) { return s }
            return ctx.textCache.size(t, width: p.width) { TextLayout.size(t, width: p.width, measurer: ctx.measurer) }
        case .shape, .image:
            return p.replacingUnspecified(with: unspecifiedShapeSize)
        case .spacer(let minLength):
            return Size(width: max(minLength, finite(p.width) ?? minLength), height: max(minLength, finite(p.height) ?? minLength))
        case .stack(let axis, let spacing, _):
            return StackLayout.sizes(node.children, axis: axis, spacing: spacing, p, ctx).total
        case .padding(let e):
            guard let c = node.children.first else { return Size(width: e.horizontal, height: e.vertical) }
            let inner = ProposedSize(width: p.width.map { max(0, $0 - e.horizontal) },
                                     height: p.height.map { max(0, $0 - e.vertical) })
            let s = size(c, inner, ctx)
            return Size(width: s.width + e.horizontal, height: s.height + e.vertical)
        case .frame(let f):
            return FrameLayout.size(f, child: node.children.first, p, ctx)
        case .background, .overlay:
            guard let c = node.children.first else { return .zero }
            return size(c, p, ctx)
        case .scroll(let spec):
            guard let c = node.children.first else { return p.replacingUnspecified(with: 0) }
            let m = spec.contentMargins + spec.safeAreaPadding
            var cp = ProposedSize(width: p.width.map { max(0, $0 - m.horizontal) }, height: p.height.map { max(0, $0 - m.vertical) })
            cp[spec.axis] = nil
            // Children sized relative to their container see this scroll view's (proposed) size.
            let outer = p.replacingUnspecified(with: 0)
            ctx.containerStack.append(Size(width: max(0, outer.width - m.horizontal), height: max(0, outer.height - m.vertical)))
            let ideal = size(c, cp, ctx)
            ctx.containerStack.removeLast()
            // Along its axis a scroll view takes what it is offered; across it, it hugs its
            // content (SwiftUI's: a horizontal shelf in a `VStack` is as tall as its posters).
            var s = Size(width: ideal.width + m.horizontal, height: ideal.height + m.vertical)
            if let along = p[spec.axis] { s[spec.axis] = along }
            return s
        case .lazy(let spec):
            let g = spec.makeGeometry(p, ctx)
            node.lazyGeometry = g
            return g.contentSize
        case .custom(let layout):
            return layout.size(p, ctx, node)
        }
    }

    /// Assigns the node's frame and places its children.
    public static func place(_ node: Node, in rect: Rect, _ ctx: LayoutContext) {
        // A kept view's subtree that brought its layout along is moved, when placed at its size.
        if node.carriesLayout {
            if rect.size == node.frame.size {
                node.settleCarriedLayout(dx: rect.minX - node.frame.minX, dy: rect.minY - node.frame.minY)
                ctx.keptSubtreeLayouts += 1
                return
            }
            node.carriesLayout = false
        }
        node.frame = rect
        node.isPlaced = true
        let reads = ctx.outsideReads
        defer { if ctx.outsideReads != reads { node.layoutReadsOutside = true } }
        let dir = node.environment.layoutDirection
        switch node.kind {
        case .empty, .shape, .image, .spacer:
            break
        case .text(var t):
            let font = t.font
            (t.lines, t.lineWidths) = ctx.textCache.lines(t, width: rect.width) {
                let lines = TextLayout.lines(t, width: rect.width, measurer: ctx.measurer)
                return (lines, lines.map { ctx.measurer.size(of: $0, font: font).width })
            }
            t.fullWidth = t.marquee && t.lines.first != t.string ? Marquee.width(of: t, measurer: ctx.measurer) : 0
            node.kind = .text(t)
        case .group:
            for c in node.children {
                let s = size(c, ProposedSize(rect.size), ctx)
                place(c, in: Rect(origin: Alignment.center.origin(of: s, in: rect, direction: dir), size: s), ctx)
            }
        case .zstack(let a):
            for c in node.children {
                let s = size(c, ProposedSize(rect.size), ctx)
                place(c, in: Rect(origin: a.origin(of: s, in: rect, direction: dir), size: s), ctx)
            }
        case .stack(let axis, let spacing, let alignment):
            StackLayout.place(node.children, axis: axis, spacing: spacing, alignment: alignment, in: rect, direction: dir, ctx)
        case .padding(let e):
            if let c = node.children.first { place(c, in: rect.inset(by: e, direction: dir), ctx) }
        case .frame(let f):
            if let c = node.children.first {
                let s = size(c, ProposedSize(rect.size), ctx)
                place(c, in: Rect(origin: f.alignment.origin(of: s, in: rect, direction: dir), size: s), ctx)
            }
        case .background(let a), .overlay(let a):
            guard let content = node.children.first else { break }
            place(content, in: rect, ctx)
            for c in node.children.dropFirst() {
                let s = size(c, ProposedSize(rect.size), ctx)
                place(c, in: Rect(origin: a.origin(of: s, in: rect, direction: dir), size: s), ctx)
            }
        case .scroll(let spec):
            ScrollLayout.place(node, spec: spec, in: rect, ctx)
        case .lazy(let spec):
            LazyLayout.place(node, spec: spec, in: rect, ctx)
        case .custom(let layout):
            if let place = layout.place { place(rect, ctx, node) } else {
                for c in node.children { self.place(c, in: rect, ctx) }
            }
        }
    }

    static func finite(_ v: Double?) -> Double? { v.flatMap { $0.isFinite ? $0 : nil } }
}
