/// Materialises only the items of a lazy stack or grid near the visible region.
public enum LazyLayout {
    /// Rounds of building, measuring and working out again which items are near the visible
    /// region in one placement (our choice: the second finds the rows the first's measurements
    /// brought into view; a third covers rows much shorter than estimated).
    static let measuringRounds = 3

    static func place(_ node: Node, spec: LazySpec, in rect: Rect, _ ctx: LayoutContext) {
        var geometry = node.lazyGeometry ?? spec.makeGeometry(ProposedSize(rect.size), ctx)
        let estimated = geometry
        let rtl = node.environment.layoutDirection == .rightToLeft
        // Items are built and sized first; when their sizes change the geometry (a lazy stack's
        // rows measured at other lengths than estimated), the items near the visible region are
        // worked out again from it, and those not built yet are built — a few rounds at most, as
        // each round only measures rows that were estimated before.
        var built: [Int: (node: Node, size: Size)] = [:]
        var indices: [Int] = []
        for _ in 0..<Self.measuringRounds {
            indices = materialized(spec: spec, geometry: geometry, frame: rect, visibleRect: ctx.visibleRect, rightToLeft: rtl)
            var sizes: [(index: Int, size: Size)] = []
            for i in indices where built[i] == nil {
                let child = spec.item(i)
                if child.id == nil { child.id = spec.id(i) }
                let s = LayoutEngine.size(child, geometry.proposal(forItem: i), ctx)
                built[i] = (child, s)
                sizes.append((i, s))
            }
            guard !sizes.isEmpty, let remeasure = spec.remeasure, let updated = remeasure(geometry, sizes) else { break }
            geometry = updated
        }
        if let stack = estimated as? LazyStackGeometry, let measured = geometry as? LazyStackGeometry, stack != measured {
            anchor(stack, measured, placedAt: rect, rightToLeft: rtl, ctx)
        }
        node.lazyGeometry = geometry
        node.lazyMaterialized = indices
        node.children = indices.map { i in
            let (child, s) = built[i] ?? {
                let child = spec.item(i)
                if child.id == nil { child.id = spec.id(i) }
                return (child, LayoutEngine.size(child, geometry.proposal(forItem: i), ctx))
            }()
            var f = geometry.frame(ofItem: i)
            if rtl { f = f.mirrored(inWidth: rect.width) }
            let origin = spec.itemAlignment.origin(of: s, in: f.offsetBy(dx: rect.minX, dy: rect.minY),
                                                   direction: rtl ? .rightToLeft : .leftToRight)
            // An item handed out again as laid out last frame is moved when it keeps its size.
            if child.carriesLayout, child.frame.size == s { ctx.keptItemLayouts += 1 }
            LayoutEngine.place(child, in: Rect(origin: origin, size: s), ctx)
            return child
        }
        // Items are built from one ForEach closure: the first built item that may take focus
        // tells how every such item takes focus, so focus can reach items never built (a stack's
        // header above its `ForEach`, a plain view, is passed over). One item is asked, not
        // every built one: a list of plain texts is not searched for a button each layout.
        let mayFocus = spec.itemMayFocus ?? { _ in true }
        if let (_, item) = zip(indices, node.children).first(where: { mayFocus($0.0) }),
           let interactions = itemInteractions(item) {
            node[LazySpec.ItemInteractionsKey.self] = interactions
        }
    }

    /// How a built item takes focus, when the item is one focusable view: the item's own node,
    /// or the one focusable view inside it that carries the item's id (a `Button` styled with
    /// `.buttonStyle(.card)`, padded or framed: the modifiers' nodes wrap it). Nil for an item
    /// that is not focusable or holds several focusable views (each is reached once built).
    static func itemInteractions(_ item: Node) -> FocusInteractions? {
        if let own = item.focus?.interactions { return own }
        var found: Node?, several = false
        item.visit { n in
            guard !several else { return false }
            if n !== item, n.focus?.interactions != nil {
                if found != nil { several = true } else { found = n }
                return false
            }
            // Not into nested lazy containers or scroll views: their items are their own.
            switch n.kindCase {
            case .lazy, .scroll: return n === item
            default: return true
            }
        }
        guard !several, let inner = found, inner.id == item.id else { return nil }
        return inner.focus?.interactions
    }

    /// Keeps the first row a lazy stack shows where it was when rows before it measured at other
    /// lengths than `estimated` said (scrolling up into rows never built), and likewise the first
    /// row it will show when its scroll animation rests: the enclosing scroll view along the
    /// stack's axis is asked to move by as much (``LayoutContext/anchorShifts``).
    static func anchor(_ estimated: LazyStackGeometry, _ measured: LazyStackGeometry, placedAt rect: Rect,
                       rightToLeft rtl: Bool, _ ctx: LayoutContext) {
        guard let scroll = ctx.enclosingScrolls.last, scroll.axis == measured.axis else { return }
        var visible = ctx.visibleRect.offsetBy(dx: -rect.minX, dy: -rect.minY)
        if rtl { visible = visible.mirrored(inWidth: rect.width) }
        /// How far the first item in `region` moved.
        func shift(_ region: Rect) -> Double {
            guard let first = estimated.items(intersecting: region).first else { return 0 }
            return measured.start(ofItem: first) - estimated.start(ofItem: first)
        }
        let now = shift(visible)
        let current = ctx.scrollOffsets[scroll.id] ?? 0
        let ahead = (ctx.restingScrollOffsets[scroll.id] ?? current) - current
        // Right to left, a horizontal offset runs toward the content's leading (right) edge,
        // which the mirrored region already counts from.
        let resting = ahead == 0 ? now : shift(measured.axis == .vertical ? visible.offsetBy(dx: 0, dy: ahead)
                                                                         : visible.offsetBy(dx: ahead, dy: 0))
        guard now != 0 || resting != 0 else { return }
        let sum = ctx.anchorShifts[scroll.id] ?? (0, 0)
        ctx.anchorShifts[scroll.id] = (sum.now + now, sum.resting + resting)
    }

    /// The items a lazy container placed at `frame` materialises when `visibleRect` (window
    /// points) is what its scroll views leave visible: those near it, within the prefetch
    /// distance, and the pinned ones, ascending.
    public static func materialized(spec: LazySpec, geometry: any LazyItemGeometry, frame rect: Rect,
                                    visibleRect: Rect, rightToLeft rtl: Bool) -> [Int] {
        // The visible region in content coordinates, widened by the prefetch distance.
        var visible = visibleRect.offsetBy(dx: -rect.minX, dy: -rect.minY)
        if rtl { visible = visible.mirrored(inWidth: rect.width) }
        visible = visible.insetBy(dx: -spec.prefetch, dy: -spec.prefetch)
        var indices = geometry.items(intersecting: visible)
        let pinned = spec.pinned.filter { $0 >= 0 && $0 < geometry.count && !indices.contains($0) }
        if !pinned.isEmpty { indices = (indices + pinned).sorted() }
        return indices
    }
}
