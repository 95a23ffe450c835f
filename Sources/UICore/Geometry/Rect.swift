/// An axis-aligned rectangle in points, origin top-left.
public struct Rect: Hashable, Sendable, Codable, CustomStringConvertible {
    public var origin: Point
    public var size: Size

    public init(origin: Point, size: Size) { self.origin = origin; self.size = size }
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.origin = Point(x: x, y: y); self.size = Size(width: width, height: height)
    }

    public static let zero = Rect(x: 0, y: 0, width: 0, height: 0)

    public var x: Double { get { origin.x } set { origin.x = newValue } }
    public var y: Double { get { origin.y } set { origin.y = newValue } }
    public var width: Double { get { size.width } set { size.width = newValue } }
    public var height: Double { get { size.height } set { size.height = newValue } }
    public var minX: Double { origin.x }
    public var minY: Double { origin.y }
    public var maxX: Double { origin.x + size.width }
    public var maxY: Double { origin.y + size.height }
    public var midX: Double { origin.x + size.width / 2 }
    public var midY: Double { origin.y + size.height / 2 }
    public var center: Point { Point(x: midX, y: midY) }
    public var isEmpty: Bool { size.width <= 0 || size.height <= 0 }

    /// The start coordinate along an axis.
    public func min(_ axis: Axis) -> Double { axis == .horizontal ? minX : minY }
    /// The end coordinate along an axis.
    public func max(_ axis: Axis) -> Double { axis == .horizontal ? maxX : maxY }
    /// The middle coordinate along an axis.
    public func mid(_ axis: Axis) -> Double { axis == .horizontal ? midX : midY }
    /// The length along an axis.
    public func length(_ axis: Axis) -> Double { axis == .horizontal ? width : height }

    /// Whether the point lies inside (half-open on the far edges).
    public func contains(_ p: Point) -> Bool { p.x >= minX && p.x < maxX && p.y >= minY && p.y < maxY }

    /// Whether the other rectangle lies entirely inside this one.
    public func contains(_ r: Rect) -> Bool {
        r.minX >= minX && r.maxX <= maxX && r.minY >= minY && r.maxY <= maxY
    }

    /// Whether the two rectangles share area.
    public func intersects(_ r: Rect) -> Bool {
        r.minX < maxX && r.maxX > minX && r.minY < maxY && r.maxY > minY
    }

    /// The shared area, or nil when they do not overlap.
    public func intersection(_ r: Rect) -> Rect? {
        let x0 = Swift.max(minX, r.minX), y0 = Swift.max(minY, r.minY)
        let x1 = Swift.min(maxX, r.maxX), y1 = Swift.min(maxY, r.maxY)
        guard x1 > x0, y1 > y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The smallest rectangle holding both.
    public func union(_ r: Rect) -> Rect {
        let x0 = Swift.min(minX, r.minX), y0 = Swift.min(minY, r.minY)
        let x1 = Swift.max(maxX, r.maxX), y1 = Swift.max(maxY, r.maxY)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// The rectangle grown by `dx` on the left and right and `dy` on top and bottom (shrunk when negative).
    public func insetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: Swift.max(0, width - 2 * dx), height: Swift.max(0, height - 2 * dy))
    }

    /// The rectangle shrunk by edge insets, resolved for a layout direction.
    public func inset(by e: EdgeInsets, direction: LayoutDirection = .leftToRight) -> Rect {
        let left = direction == .leftToRight ? e.leading : e.trailing
        let right = direction == .leftToRight ? e.trailing : e.leading
        return Rect(x: minX + left, y: minY + e.top,
                    width: Swift.max(0, width - left - right), height: Swift.max(0, height - e.vertical))
    }

    /// The rectangle moved by an offset.
    public func offsetBy(dx: Double, dy: Double) -> Rect {
        Rect(x: minX + dx, y: minY + dy, width: width, height: height)
    }

    /// The rectangle scaled about its centre.
    public func scaled(by s: Double) -> Rect {
        Rect(x: midX - width * s / 2, y: midY - height * s / 2, width: width * s, height: height * s)
    }

    /// The rectangle mirrored horizontally inside a container of the given width (for right-to-left layout).
    public func mirrored(inWidth containerWidth: Double) -> Rect {
        Rect(x: containerWidth - maxX, y: minY, width: width, height: height)
    }

    public var description: String { "[\(x), \(y), \(width), \(height)]" }
}
