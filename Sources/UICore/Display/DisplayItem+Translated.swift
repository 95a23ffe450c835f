/// Moving display items: a scrolled subtree's items are its old ones moved by the change of
/// offset (``RetainedDisplayList``, and renderers comparing frames across a scroll).
extension DisplayItem {
    /// The item moved by `d` points (a layer's transform conjugated by the move).
    package func translated(by d: Point) -> DisplayItem {
        var moved = self
        moved.translate(by: d)
        return moved
    }

    /// Moves the item by `d` points in place (a layer's transform conjugated by the move): its
    /// payload (a text's string, a shape's path) is moved over, not copied, so a scroll frame
    /// moving every item of its content retains and releases none of them.
    package mutating func translate(by d: Point) {
        switch consume self {
        case .fill(let s, let r, let c): self = .fill(s, r.offsetBy(dx: d.x, dy: d.y), c)
        case .gradient(let s, let r, let a, let b, let p, let q): self = .gradient(s, r.offsetBy(dx: d.x, dy: d.y), from: a, to: b, start: p, end: q)
        case .stroke(let s, let r, let c, let w): self = .stroke(s, r.offsetBy(dx: d.x, dy: d.y), c, lineWidth: w)
        case .shadow(let s, let r, let c, let b, let o): self = .shadow(s, r.offsetBy(dx: d.x, dy: d.y), c, blur: b, offset: o)
        case .text(let t, let f, let c, let p): self = .text(t, f, c, origin: Point(x: p.x + d.x, y: p.y + d.y))
        case .image(let n, let r, let s): self = .image(n, r.offsetBy(dx: d.x, dy: d.y), s)
        case .pushClip(let s, let r): self = .pushClip(s, r.offsetBy(dx: d.x, dy: d.y))
        case .pushLayer(let t, let o): self = .pushLayer(Self.conjugate(t, d), opacity: o)
        case .popClip: self = .popClip
        case .popLayer: self = .popLayer
        }
    }

    /// The affine `t` applied to content moved by `d`: translation(d) · t · translation(−d).
    package static func conjugate(_ t: Transform, _ d: Point) -> Transform {
        guard t.m31 == 0, t.m32 == 0, t.m33 == 1 else {
            return Transform.translation(x: d.x, y: d.y).concatenating(t.concatenating(.translation(x: -d.x, y: -d.y)))
        }
        // (1 − m11)·dx is exactly 0 for a layer that does not scale: a pure translation (an
        // offset) keeps its exact value however often it is moved, as drawing it again gives it.
        var c = t
        c.m13 = t.m13 + (1 - t.m11) * d.x - t.m12 * d.y
        c.m23 = t.m23 - t.m21 * d.x + (1 - t.m22) * d.y
        return c
    }
}
