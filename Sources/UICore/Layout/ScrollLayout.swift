/// Places a scroll view's content at its offset and reports the scroll geometry.
enum ScrollLayout {
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
        let offset = min(max(0, ctx.scrollOffsets[spec.id] ?? 0), maxOffset)
        let rtl = node.environment.layoutDirection == .rightToLeft
        let inner = rect.inset(by: insets, direction: node.environment.layoutDirection)
        var origin = inner.origin
        if axis == .vertical { origin.y -= offset } else if rtl {
            origin.x = inner.maxX - size.width + offset
        } else { origin.x -= offset }
        // Content shorter than the scroll view sits where its anchor says (leading by default).
        let slack = (rect.length(axis) - contentLength) * spec.shortContentPosition
        if slack > 0 {
            if axis == .vertical { origin.y += slack } else { origin.x += rtl ? -slack : slack }
        }
        ctx.containerStack.append(container)
        ctx.visibleRects.append(ctx.visibleRect.intersection(rect) ?? Rect(origin: rect.origin, size: .zero))
        LayoutEngine.place(content, in: Rect(origin: origin, size: size), ctx)
        ctx.visibleRects.removeLast()
        ctx.containerStack.removeLast()
        ctx.scrollReports[spec.id] = LayoutContext.ScrollReport(
            axis: axis, frame: rect, contentLength: contentLength, containerLength: rect.length(axis),
            margins: (insets.start(axis), insets.end(axis)), indicatorMargins: spec.indicatorMargins, lazy: content.lazyGeometry)
    }
}
