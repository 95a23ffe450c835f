/// A projective 2-D transform (a 3×3 matrix, row-major, acting on column vectors [x, y, 1]).
///
/// Affine transforms (translate, scale, rotate) cover lift, press and scroll transitions; the
/// perspective terms (`m31`, `m32`) give tvOS 17's highlight tilt.
public struct Transform: Hashable, Sendable, Codable {
    public var m11: Double, m12: Double, m13: Double
    public var m21: Double, m22: Double, m23: Double
    public var m31: Double, m32: Double, m33: Double

    public init(m11: Double, m12: Double, m13: Double,
                m21: Double, m22: Double, m23: Double,
                m31: Double, m32: Double, m33: Double) {
        self.m11 = m11; self.m12 = m12; self.m13 = m13
        self.m21 = m21; self.m22 = m22; self.m23 = m23
        self.m31 = m31; self.m32 = m32; self.m33 = m33
    }

    public static let identity = Transform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: 0, m32: 0, m33: 1)

    /// A translation.
    public static func translation(x: Double, y: Double) -> Transform {
        Transform(m11: 1, m12: 0, m13: x, m21: 0, m22: 1, m23: y, m31: 0, m32: 0, m33: 1)
    }

    /// A scale about an anchor point.
    public static func scale(x sx: Double, y sy: Double, about p: Point = .zero) -> Transform {
        Transform(m11: sx, m12: 0, m13: p.x - sx * p.x, m21: 0, m22: sy, m23: p.y - sy * p.y, m31: 0, m32: 0, m33: 1)
    }

    /// A rotation by `angle` radians (clockwise on screen) about an anchor point.
    public static func rotation(_ angle: Double, about p: Point = .zero) -> Transform {
        let c = _cos(angle), s = _sin(angle)
        return translation(x: p.x, y: p.y)
            .concatenating(Transform(m11: c, m12: -s, m13: 0, m21: s, m22: c, m23: 0, m31: 0, m32: 0, m33: 1))
            .concatenating(translation(x: -p.x, y: -p.y))
    }

    /// A perspective tilt about a rectangle's centre: `tiltX` turns about the vertical axis
    /// (the right edge recedes for positive values), `tiltY` about the horizontal axis.
    /// `distance` is the viewer's distance in points (docs/design.md: perspective about 1/500–1/700).
    public static func perspective(tiltX: Double, tiltY: Double, about rect: Rect, distance: Double = 600) -> Transform {
        let px = _sin(tiltX) / distance, py = _sin(tiltY) / distance
        let c = rect.center
        return translation(x: c.x, y: c.y)
            .concatenating(Transform(m11: 1, m12: 0, m13: 0, m21: 0, m22: 1, m23: 0, m31: px, m32: py, m33: 1))
            .concatenating(translation(x: -c.x, y: -c.y))
    }

    /// `self × other`: applies `other` first, then `self`.
    public func concatenating(_ o: Transform) -> Transform {
        Transform(
            m11: m11 * o.m11 + m12 * o.m21 + m13 * o.m31,
            m12: m11 * o.m12 + m12 * o.m22 + m13 * o.m32,
            m13: m11 * o.m13 + m12 * o.m23 + m13 * o.m33,
            m21: m21 * o.m11 + m22 * o.m21 + m23 * o.m31,
            m22: m21 * o.m12 + m22 * o.m22 + m23 * o.m32,
            m23: m21 * o.m13 + m22 * o.m23 + m23 * o.m33,
            m31: m31 * o.m11 + m32 * o.m21 + m33 * o.m31,
            m32: m31 * o.m12 + m32 * o.m22 + m33 * o.m32,
            m33: m31 * o.m13 + m32 * o.m23 + m33 * o.m33)
    }

    /// The image of a point.
    public func apply(_ p: Point) -> Point {
        let w = m31 * p.x + m32 * p.y + m33
        let d = abs(w) < 1e-9 ? 1e-9 : w
        return Point(x: (m11 * p.x + m12 * p.y + m13) / d, y: (m21 * p.x + m22 * p.y + m23) / d)
    }

    /// Whether the transform only translates and scales (rectangles stay axis-aligned rectangles).
    public var isAxisAligned: Bool { m12 == 0 && m21 == 0 && m31 == 0 && m32 == 0 && m33 == 1 }

    /// Whether this is the identity.
    public var isIdentity: Bool { self == .identity }

    /// The image of an axis-aligned rectangle, as four corners (top-left, top-right, bottom-right, bottom-left).
    public func quad(_ r: Rect) -> [Point] {
        [apply(Point(x: r.minX, y: r.minY)), apply(Point(x: r.maxX, y: r.minY)),
         apply(Point(x: r.maxX, y: r.maxY)), apply(Point(x: r.minX, y: r.maxY))]
    }

    /// The bounding box of a transformed rectangle.
    public func boundingBox(_ r: Rect) -> Rect {
        // The corners in ``quad(_:)``'s order, compared as `min()` and `max()` of its
        // coordinates would, without the three arrays (every item's damage box takes one each
        // frame: allocating them was a third of its cost in perf).
        let a = apply(Point(x: r.minX, y: r.minY)), b = apply(Point(x: r.maxX, y: r.minY))
        let c = apply(Point(x: r.maxX, y: r.maxY)), d = apply(Point(x: r.minX, y: r.maxY))
        var x0 = a.x, y0 = a.y, x1 = a.x, y1 = a.y
        func take(_ p: Point) {
            if p.x < x0 { x0 = p.x }
            if p.y < y0 { y0 = p.y }
            if x1 < p.x { x1 = p.x }
            if y1 < p.y { y1 = p.y }
        }
        take(b); take(c); take(d)
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }
}

// Foundation-free trigonometry keeps UICore's geometry importable anywhere.
@inline(__always) func _sin(_ x: Double) -> Double { _math_sin(x) }
@inline(__always) func _cos(_ x: Double) -> Double { _math_cos(x) }
