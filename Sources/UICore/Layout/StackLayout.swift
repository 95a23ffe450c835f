/// HStack/VStack layout: SwiftUI's algorithm — offer the remaining space, divided evenly, to the
/// least flexible children first; spacers take what is left.
enum StackLayout {
    static func sizes(_ children: [Node], axis: Axis, spacing: Double, _ p: ProposedSize, _ ctx: LayoutContext)
        -> (total: Size, sizes: [Size]) {
        let cross = axis.perpendicular
        guard !children.isEmpty else { return (.zero, []) }
        let totalSpacing = spacing * Double(children.count - 1)
        var sizes = Array(repeating: Size.zero, count: children.count)

        if let available = p[axis], available.isFinite {
            // Flexibility = how much a child's length can vary between the smallest and largest offers.
            // One array of entries (not one per quantity): a stack is sized several times a frame.
            var order: [(index: Int, flex: Double, priority: Double, minimum: Double, ideal: Double)] = []
            order.reserveCapacity(children.count)
            var minimumOfRest = 0.0
            for (i, c) in children.enumerated() {
                if c.kindCase == .spacer, case .spacer(let minLength) = c.kind {
                    order.append((i, .infinity, c.layoutPriority, minLength, minLength)); continue
                }
                var lo = p, hi = p, mid = p
                lo[axis] = 0; hi[axis] = .infinity; mid[axis] = nil
                let minimum = LayoutEngine.size(c, lo, ctx)[axis]
                let ideal = LayoutEngine.size(c, mid, ctx)[axis]
                let maxL = LayoutEngine.size(c, hi, ctx)[axis]
                order.append((i, maxL - minimum, c.layoutPriority, minimum, ideal))
            }
            // Summed in child order, as before the entries were sorted.
            for item in order { minimumOfRest += item.minimum }
            order.sort { $0.priority != $1.priority ? $0.priority > $1.priority : ($0.flex != $1.flex ? $0.flex < $1.flex : $0.index < $1.index) }
            var remaining = max(0, available - totalSpacing)
            var left = Double(order.count)
            for item in order {
                let c = children[item.index]
                minimumOfRest -= item.minimum
                // An even share, raised to the child's ideal length when that still leaves every
                // later child its minimum (so text never truncates while the row has room).
                let offer = max(0, max(remaining / left, min(item.ideal, remaining - minimumOfRest)))
                var cp = p; cp[axis] = offer
                var s: Size
                if c.kindCase == .spacer, case .spacer(let minLength) = c.kind {
                    s = .zero; s[axis] = max(minLength, offer)
                } else {
                    s = LayoutEngine.size(c, cp, ctx)
                }
                sizes[item.index] = s
                remaining = max(0, remaining - s[axis])
                left -= 1
            }
        } else {
            for (i, c) in children.enumerated() {
                if c.kindCase == .spacer, case .spacer(let minLength) = c.kind { var s = Size.zero; s[axis] = minLength; sizes[i] = s; continue }
                var cp = p; cp[axis] = p[axis] // nil or infinity: ideal / maximal
                sizes[i] = LayoutEngine.size(c, cp, ctx)
            }
        }
        var total = Size.zero
        total[axis] = sizes.reduce(0) { $0 + $1[axis] } + totalSpacing
        total[cross] = sizes.reduce(0) { max($0, $1[cross]) }
        return (total, sizes)
    }

    static func place(_ children: [Node], axis: Axis, spacing: Double, alignment: Alignment, in rect: Rect,
                      direction: LayoutDirection, _ ctx: LayoutContext) {
        let (_, sizes) = sizes(children, axis: axis, spacing: spacing, ProposedSize(rect.size), ctx)
        let rtl = axis == .horizontal && direction == .rightToLeft
        var cursor = axis == .horizontal ? (rtl ? rect.maxX : rect.minX) : rect.minY
        for (c, s) in zip(children, sizes) {
            var origin: Point
            if axis == .horizontal {
                let x = rtl ? cursor - s.width : cursor
                let y: Double
                switch alignment.vertical {
                case .top: y = rect.minY
                case .center: y = rect.minY + (rect.height - s.height) / 2
                case .bottom: y = rect.maxY - s.height
                }
                origin = Point(x: x, y: y)
                cursor += rtl ? -(s.width + spacing) : (s.width + spacing)
            } else {
                let a = Alignment(horizontal: alignment.horizontal, vertical: .top)
                let x = a.origin(of: s, in: Rect(x: rect.minX, y: cursor, width: rect.width, height: s.height), direction: direction).x
                origin = Point(x: x, y: cursor)
                cursor += s.height + spacing
            }
            LayoutEngine.place(c, in: Rect(origin: origin, size: s), ctx)
        }
    }
}
