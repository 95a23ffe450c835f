/// How to draw a frame whose only large change is a scroll view's content moved by whole device
/// pixels (``DamageFrame/shift(since:)``): move the pixels inside ``clip`` by (``dx``, ``dy``),
/// then redraw ``damage`` — what scrolled into view and what changed besides the move.
package struct PixelShift: Equatable {
    /// The scroll view's clip in device pixels: the pixels that move.
    package let clip: DamageFrame.Box
    /// How far they move, in device pixels (right and down positive).
    package let dx: Int, dy: Int
    /// The boxes to redraw after the move, each whole (clip-sensitive items inside it grown
    /// over), none overlapping another.
    package let damage: [DamageFrame.Box]

    /// A move of `clip`'s pixels by (`dx`, `dy`), then `damage` redrawn.
    package init(clip: DamageFrame.Box, dx: Int, dy: Int, damage: [DamageFrame.Box]) {
        self.clip = clip; self.dx = dx; self.dy = dy; self.damage = damage
    }

    /// Where the pixels the move carries are before it, within `bounds` (a framebuffer's):
    /// each lands (``dx``, ``dy``) away, still inside ``clip``. Nil when the move carries none
    /// (it is as large as the clip).
    package func source(within bounds: DamageFrame.Box) -> DamageFrame.Box? {
        let c = clip.intersection(bounds)
        let width = (c.x1 - c.x0) - abs(dx), height = (c.y1 - c.y0) - abs(dy)
        guard width > 0, height > 0 else { return nil }
        let x = c.x0 + Swift.max(0, -dx), y = c.y0 + Swift.max(0, -dy)
        return DamageFrame.Box(x0: x, y0: y, x1: x + width, y1: y + height)
    }

    /// The pixels of `box` that lie inside ``clip`` after the move: where they show now.
    package func moved(_ box: DamageFrame.Box) -> DamageFrame.Box {
        DamageFrame.Box(x0: box.x0 + dx, y0: box.y0 + dy, x1: box.x1 + dx, y1: box.y1 + dy).intersection(clip)
    }

    /// The pixels of ``clip`` the move leaves without a source inside it: the strips that
    /// scrolled into view.
    package var exposed: [DamageFrame.Box] {
        var strips: [DamageFrame.Box] = []
        let c = clip
        if dy < 0 { strips.append(DamageFrame.Box(x0: c.x0, y0: Swift.max(c.y0, c.y1 + dy), x1: c.x1, y1: c.y1)) }
        if dy > 0 { strips.append(DamageFrame.Box(x0: c.x0, y0: c.y0, x1: c.x1, y1: Swift.min(c.y1, c.y0 + dy))) }
        if dx < 0 { strips.append(DamageFrame.Box(x0: Swift.max(c.x0, c.x1 + dx), y0: c.y0, x1: c.x1, y1: c.y1)) }
        if dx > 0 { strips.append(DamageFrame.Box(x0: c.x0, y0: c.y0, x1: Swift.min(c.x1, c.x0 + dx), y1: c.y1)) }
        return strips
    }

    /// `boxes` with every two that overlap merged into the box around both while that box is
    /// no larger than the two (``mergeSlack``); others stay apart even where they overlap, as
    /// each box is drawn whole (its overlap twice, alike): a thin scroll indicator crossing the
    /// strip that scrolled into view must not make one box of the whole scroll view.
    package static func merged(_ boxes: [DamageFrame.Box]) -> [DamageFrame.Box] {
        var out: [DamageFrame.Box] = []
        for box in boxes where !box.isEmpty {
            var b = box
            var i = 0
            while i < out.count {
                let u = out[i].union(b)
                if out[i].intersects(b), Double(u.area) <= mergeSlack * Double(out[i].area + b.area) {
                    b = u
                    out.remove(at: i)
                    i = 0
                } else {
                    i += 1
                }
            }
            out.append(b)
        }
        return out
    }

    /// How much larger than two overlapping boxes together the box around them may be for
    /// them to be drawn as one (drawing a box costs a pass over the list: a little waste is
    /// cheaper than a second pass; our estimate).
    package static let mergeSlack = 1.25
}
