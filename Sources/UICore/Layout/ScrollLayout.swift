/// Places a scroll view's content at its offset and reports the scroll geometry.
public enum ScrollLayout {
    static func place(_ node: Node, spec: ScrollSpec, in rect: Rect, _ ctx: LayoutContext) {
        guard let content = node.children.first else { return }
        let axis = spec.axis
        let insets = spec.contentMargins + spec.safeAreaPadding
        var cp = ProposedSize(width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
        cp[axis] = nil
        // Container-relative children see the scroll view's size inside its content margins.
        let container = Size(width: max(0, rect.width - insets.horizontal), height: max(0, rect.height - insets.vertical))
        ctx.containerStack.append(container)
        let size = LayoutEngine.size(content, cp, ctx)
        ctx.containerStack.removeLast()
        let contentLength = size[axis] + insets.start(axis) + insets.end(axis)
        let maxOffset = max(0, contentLength - rect.length(axis))
        var placement = ScrollPlacement(offset: 0, maxOffset: maxOffset)
        placement.offset = placement.clamped(ctx.scrollOffsets[spec.id] ?? 0)
        node[ScrollSpec.PlacementKey.self] = placement
        let offset = placement.offset
        let rtl = node.environment.layoutDirection == .rightToLeft
        let inner = rect.inset(by: insets, direction: node.environment.layoutDirection)
        var origin = inner.origin
        if axis == .horizontal, rtl { origin.x = inner.maxX - size.width }
        let moved = contentTranslation(forOffset: offset, axis: axis, rightToLeft: rtl)
        origin.x += moved.dx
        origin.y += moved.dy
        // Content shorter than the scroll view sits where its anchor says (leading by default).
        let slack = (rect.length(axis) - contentLength) * spec.shortContentPosition
        if slack > 0 {
            if axis == .vertical { origin.y += slack } else { origin.x += rtl ? -slack : slack }
        }
        ctx.containerStack.append(container)
        ctx.visibleRects.append(visibleRect(of: rect, within: ctx.visibleRect))
        ctx.enclosingScrolls.append((spec.id, axis))
        LayoutEngine.place(content, in: Rect(origin: origin, size: size), ctx)
        ctx.enclosingScrolls.removeLast()
        ctx.visibleRects.removeLast()
        ctx.containerStack.removeLast()
        ctx.scrollReports[spec.id] = LayoutContext.ScrollReport(
            axis: axis, frame: rect, contentLength: contentLength, containerLength: rect.length(axis),
            margins: (insets.start(axis), insets.end(axis)), indicatorMargins: spec.indicatorMargins, lazy: content.lazyGeometry,
            rightToLeft: rtl)
    }

    /// How far a scroll view's content moves for an offset of `offset` points along `axis`: up
    /// (or toward the leading edge) as the offset grows; right-to-left, a horizontal scroll
    /// view's content moves right.
    public static func contentTranslation(forOffset offset: Double, axis: Axis, rightToLeft: Bool) -> (dx: Double, dy: Double) {
        if axis == .vertical { return (0, -offset) }
        return (rightToLeft ? offset : -offset, 0)
    }

    /// The region (window points) a scroll view at `frame` leaves visible to its content when
    /// `visible` is what the views around it leave visible: their intersection, or an empty
    /// rectangle at the scroll view's origin when they do not meet.
    public static func visibleRect(of frame: Rect, within visible: Rect) -> Rect {
        visible.intersection(frame) ?? Rect(origin: frame.origin, size: .zero)
    }
}
