import UICore

extension DisplayItem {
    /// Positions closer than this (points) count as equal when content is compared across a
    /// scroll: the runtime moves a scrolled tree's frames by adding the offset's change, so the
    /// same item can land a few ulps from where moving the old one would put it (at the 10⁷
    /// points of a million-recipe grid an ulp is ~2·10⁻⁹ points). A millionth of a point is far
    /// below anything a rasteriser resolves.
    package static let translationTolerance = 1e-6

    /// Whether this item is `old` moved by `d` points, everything else alike: rectangles and
    /// origins moved, a layer's transform conjugated by the move (a lift about a tile's centre
    /// moves with the tile), colours, shapes, strings and sizes equal.
    package func isTranslation(of old: DisplayItem, by d: Point) -> Bool {
        switch (old, self) {
        case (.fill(let s0, let r0, let c0), .fill(let s1, let r1, let c1)):
            return s0 == s1 && c0 == c1 && Self.moved(r0, d, r1)
        case (.gradient(let s0, let r0, let a0, let b0, let p0, let q0), .gradient(let s1, let r1, let a1, let b1, let p1, let q1)):
            return s0 == s1 && a0 == a1 && b0 == b1 && p0 == p1 && q0 == q1 && Self.moved(r0, d, r1)
        case (.stroke(let s0, let r0, let c0, let w0), .stroke(let s1, let r1, let c1, let w1)):
            return s0 == s1 && c0 == c1 && w0 == w1 && Self.moved(r0, d, r1)
        case (.shadow(let s0, let r0, let c0, let b0, let o0), .shadow(let s1, let r1, let c1, let b1, let o1)):
            return s0 == s1 && c0 == c1 && b0 == b1 && o0 == o1 && Self.moved(r0, d, r1)
        case (.text(let t0, let f0, let c0, let p0), .text(let t1, let f1, let c1, let p1)):
            return t0 == t1 && f0 == f1 && c0 == c1 && Self.moved(p0, d, p1)
        case (.image(let n0, let r0, let s0), .image(let n1, let r1, let s1)):
            return n0 == n1 && s0 == s1 && Self.moved(r0, d, r1)
        case (.pushClip(let s0, let r0), .pushClip(let s1, let r1)):
            return s0 == s1 && Self.moved(r0, d, r1)
        case (.pushLayer(let t0, let o0), .pushLayer(let t1, let o1)):
            return o0 == o1 && Self.conjugated(t0, d, t1)
        case (.popClip, .popClip), (.popLayer, .popLayer):
            return true
        default:
            return false
        }
    }

    /// A hash of what ``isTranslation(of:by:)`` compares exactly (everything but positions), so
    /// items that cannot be moved copies of each other are told apart without comparing them.
    package var positionFreeKey: Int {
        var h = Hasher()
        switch self {
        case .fill(let s, let r, let c): h.combine(0); h.combine(s); h.combine(c); h.combine(r.size)
        case .gradient(let s, let r, let a, let b, _, _): h.combine(1); h.combine(s); h.combine(a); h.combine(b); h.combine(r.size)
        case .stroke(let s, let r, let c, let w): h.combine(2); h.combine(s); h.combine(c); h.combine(w); h.combine(r.size)
        case .shadow(let s, let r, let c, let b, _): h.combine(3); h.combine(s); h.combine(c); h.combine(b); h.combine(r.size)
        case .text(let t, let f, let c, _): h.combine(4); h.combine(t); h.combine(f); h.combine(c)
        case .image(let n, let r, let s): h.combine(5); h.combine(n); h.combine(s); h.combine(r.size)
        case .pushClip(let s, let r): h.combine(6); h.combine(s); h.combine(r.size)
        case .popClip: h.combine(7)
        case .pushLayer(let t, let o): h.combine(8); h.combine(t.m11); h.combine(t.m12); h.combine(t.m21); h.combine(t.m22); h.combine(o)
        case .popLayer: h.combine(9)
        }
        return h.finalize()
    }

    /// The point an item is placed by (its rectangle's origin, a text's origin); nil for pops
    /// and layers.
    package var anchor: Point? {
        switch self {
        case .fill(_, let r, _), .gradient(_, let r, _, _, _, _), .stroke(_, let r, _, _), .shadow(_, let r, _, _, _),
             .image(_, let r, _), .pushClip(_, let r):
            return r.origin
        case .text(_, _, _, let origin):
            return origin
        case .popClip, .pushLayer, .popLayer:
            return nil
        }
    }

    /// Feeds `hasher` what tells this item moved by `d` from any other item moved by `d`, its
    /// positions rounded to ``translationTolerance`` (so the same content scrolled elsewhere
    /// hashes alike, but for the rare position that rounds the other way).
    package func hashTranslated(by d: Point, into hasher: inout Hasher) {
        hasher.combine(positionFreeKey)
        func q(_ v: Double) -> Int64 {
            let steps = (v / Self.translationTolerance).rounded()
            // Beyond what an Int64 holds (or not finite), the value itself.
            return abs(steps) < 9e18 ? Int64(steps) : Int64(bitPattern: v.bitPattern)
        }
        switch translated(by: d) {
        case .pushLayer(let t, _): hasher.combine(q(t.m13)); hasher.combine(q(t.m23)); hasher.combine(t.m31); hasher.combine(t.m32); hasher.combine(t.m33)
        case let item:
            if let a = item.anchor { hasher.combine(q(a.x)); hasher.combine(q(a.y)) }
            if case .gradient(_, _, _, _, let p, let e) = item { hasher.combine(p); hasher.combine(e) }
            if case .shadow(_, _, _, _, let o) = item { hasher.combine(o) }
        }
    }

    /// Whether `b` is `a` moved by `d` (sizes alike).
    private static func moved(_ a: Rect, _ d: Point, _ b: Rect) -> Bool {
        a.size == b.size && moved(a.origin, d, b.origin)
    }

    /// Whether `b` is `a` moved by `d`.
    private static func moved(_ a: Point, _ d: Point, _ b: Point) -> Bool {
        abs(a.x + d.x - b.x) <= translationTolerance && abs(a.y + d.y - b.y) <= translationTolerance
    }

    /// Whether `b` is the affine `a` applied to content moved by `d`: translation(d) · a ·
    /// translation(−d), the same linear part with the translation adjusted.
    package static func conjugated(_ a: Transform, _ d: Point, _ b: Transform) -> Bool {
        guard a.m31 == 0, a.m32 == 0, a.m33 == 1, b.m31 == 0, b.m32 == 0, b.m33 == 1,
              a.m11 == b.m11, a.m12 == b.m12, a.m21 == b.m21, a.m22 == b.m22 else { return false }
        let moved = conjugate(a, d)
        return abs(moved.m13 - b.m13) <= translationTolerance && abs(moved.m23 - b.m23) <= translationTolerance
    }
}
