/// An easing curve mapping progress 0…1 to 0…1 (cubic Bézier timing functions, as CSS and Core Animation define them).
public struct UnitCurve: Hashable, Sendable, Codable {
    public var c1: Point
    public var c2: Point

    public init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        c1 = Point(x: x1, y: y1); c2 = Point(x: x2, y: y2)
    }

    /// Whether the curve never turns back: its control points' heights lie in order within 0…1,
    /// so its value only grows, and every later value lies between the current one and 1.
    public var isMonotone: Bool { 0 <= c1.y && c1.y <= c2.y && c2.y <= 1 }

    public static let linear = UnitCurve(0, 0, 1, 1)
    /// Core Animation's kCAMediaTimingFunctionEaseOut.
    public static let easeOut = UnitCurve(0, 0, 0.58, 1)
    /// Core Animation's kCAMediaTimingFunctionEaseInEaseOut.
    public static let easeInOut = UnitCurve(0.42, 0, 0.58, 1)
    /// Compose for TV's focus easing (docs/design.md: cubic (0, 0, 0.2, 1)).
    public static let focus = UnitCurve(0, 0, 0.2, 1)

    /// The curve's value at time fraction `t` (solves x(s) = t by Newton steps, then returns y(s)).
    public func value(at t: Double) -> Double {
        let t = min(max(t, 0), 1)
        if self == .linear { return t }
        var s = t
        for _ in 0..<8 {
            let x = bezier(s, c1.x, c2.x) - t
            let dx = bezierDerivative(s, c1.x, c2.x)
            if abs(x) < 1e-7 || abs(dx) < 1e-7 { break }
            s = min(max(s - x / dx, 0), 1)
        }
        return bezier(s, c1.y, c2.y)
    }

    private func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    private func bezierDerivative(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * p1 + 6 * u * s * (p2 - p1) + 3 * s * s * (1 - p2)
    }
}
