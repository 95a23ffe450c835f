/// A view filled with colours changing along a line (SwiftUI's `LinearGradient`), any number of
/// stops: `LinearGradient(colors: [.black, .clear, .black], startPoint: .top, endPoint: .bottom)`.
///
/// The renderer fills a shape with a gradient between two colours; a gradient of more stops is
/// drawn as one two-colour band per pair of neighbouring stops, side by side along the line.
/// Along a vertical or horizontal line (the `.top`/`.bottom`, `.leading`/`.trailing` pairs
/// nearly every app uses) that is exact; along a diagonal of more than two stops the bands
/// follow the line's longer axis.
public struct LinearGradient: PrimitiveView {
    public var gradient: Gradient
    public var startPoint: UnitPoint
    public var endPoint: UnitPoint

    public init(gradient: Gradient, startPoint: UnitPoint, endPoint: UnitPoint) {
        self.gradient = gradient; self.startPoint = startPoint; self.endPoint = endPoint
    }

    public init(colors: [Color], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(colors: colors), startPoint: startPoint, endPoint: endPoint)
    }

    public init(stops: [Gradient.Stop], startPoint: UnitPoint, endPoint: UnitPoint) {
        self.init(gradient: Gradient(stops: stops), startPoint: startPoint, endPoint: endPoint)
    }

    public func makeNode(in context: ResolveContext) -> Node {
        let env = context.environment
        let stops = gradient.stops
        func band(_ a: Color, _ b: Color, _ start: UnitPoint, _ end: UnitPoint) -> Node {
            Node(.shape(ShapeContent(shape: .rect, fill: .linearGradient(a, b, start: start.point, end: end.point))), environment: env)
        }
        guard let first = stops.first else { return Node(.empty, environment: env) }
        guard stops.count > 1 else { return Node(.shape(ShapeContent(shape: .rect, fill: .color(first.color))), environment: env) }
        let last = stops[stops.count - 1]
        // Two stops at the ends: the renderer's own gradient.
        if stops.count == 2, first.location == 0, last.location == 1 {
            return band(first.color, last.color, startPoint, endPoint)
        }
        // Bands along the line's longer axis, each from its stop to the next; the part before
        // the first stop and after the last is their colour.
        let dx = endPoint.x - startPoint.x, dy = endPoint.y - startPoint.y
        let vertical = abs(dy) >= abs(dx)
        let from = vertical ? startPoint.y : startPoint.x, to = vertical ? endPoint.y : endPoint.x
        var pieces: [(lo: Double, hi: Double, a: Color, b: Color)] = []
        let edges = [Gradient.Stop(color: first.color, location: 0)] + stops + [Gradient.Stop(color: last.color, location: 1)]
        for i in 0..<(edges.count - 1) {
            let a = edges[i], b = edges[i + 1]
            // Unit positions along the axis of this band's ends.
            let p = from + (to - from) * a.location, q = from + (to - from) * b.location
            guard abs(q - p) > 1e-9 else { continue }
            pieces.append((Swift.min(p, q), Swift.max(p, q), p <= q ? a.color : b.color, p <= q ? b.color : a.color))
        }
        // Before the line starts and after it ends, the end colours fill the rest.
        let low = Swift.min(from, to), high = Swift.max(from, to)
        if low > 0 { pieces.insert((0, low, from <= to ? first.color : last.color, from <= to ? first.color : last.color), at: 0) }
        if high < 1 { pieces.append((high, 1, from <= to ? last.color : first.color, from <= to ? last.color : first.color)) }
        let bands = pieces.map { piece in
            band(piece.a, piece.b, vertical ? .top : .leading, vertical ? .bottom : .trailing)
        }
        let spans = pieces.map { ($0.lo, $0.hi) }
        let node = Node(.custom(CustomLayout(size: { p, _, _ in
            p.replacingUnspecified(with: 10)
        }, place: { rect, layout, me in
            for (child, span) in zip(me.children, spans) {
                let r = vertical
                    ? Rect(x: rect.minX, y: rect.minY + rect.height * span.0, width: rect.width, height: rect.height * (span.1 - span.0))
                    : Rect(x: rect.minX + rect.width * span.0, y: rect.minY, width: rect.width * (span.1 - span.0), height: rect.height)
                LayoutEngine.place(child, in: r, layout)
            }
        })), environment: env)
        node.children = bands
        return node
    }
}

extension View {
    /// Draws a view behind this one, sized to it (SwiftUI's `background(_:)` with a view or
    /// style: `.background(LinearGradient(…))`).
    public consuming func background<B: View>(_ content: B) -> ModifiedView<Self> { background { content } }
}
