import UICore

/// The device pixels a frame's items surely paint opaque inside a box being drawn again: the
/// background cleared there could never show, so the box is cleared only around them.
///
/// A damage box is cleared to the list's background and every item touching it is drawn over:
/// where a tile's art (an opaque gradient in a rounded rectangle) lies, the clear is written and
/// then overwritten whole. On a held Down through the grid the clears were 8 % of the app's CPU
/// (`perf`, 1920×1080), most of them under art.
///
/// An item covers its interior when it is a fill or gradient with opaque colours, in layers of
/// full opacity under an axis-aligned transform: the pixels wholly inside its shape, kept off the
/// shape's edge by ``edgeMargin`` (``scaledEdgeMargin`` under a scale, where a flattened layer is
/// resampled), and inside its clip. Circles and rounded corners count the box inscribed in them.
enum OpaqueCover {
    /// Where a rounded corner's box inscribed in the arc starts: the arc's point at 45°, 1 − 1/√2
    /// of the radius in from each side.
    static let cornerInset = 1 - 1 / 2.0.squareRoot()
    /// Device pixels kept off an interior's edge: the coverage mask's antialiased edge pixel.
    static let edgeMargin = 1
    /// Device pixels kept off an interior's edge under a scale other than 1: a layer flattened
    /// and resampled blends its edge pixel with its neighbours (one more pixel of footprint).
    static let scaledEdgeMargin = 2
    /// Boxes smaller than this (device pixels) are cleared whole: a search for what covers them
    /// costs more than the clear (our estimate; a 64×64 box clears in about a microsecond).
    static let minimumBoxArea = 4096
    /// Covering interiors smaller than this (device pixels) are not cut out of a clear.
    static let minimumCoverArea = 1024
    /// The most covering interiors cut out of one box, largest first.
    static let maximumCovers = 6

    /// The interior the entry surely paints opaque (device pixels), or nil.
    static func interior(of e: DamageFrame.Entry, scale: Double) -> DamageFrame.Box? {
        guard !e.isState, e.opacity >= 1 else { return nil }
        let t = e.transform
        guard t.m12 == 0, t.m21 == 0, t.m31 == 0, t.m32 == 0, t.m33 == 1, t.m11 > 0, t.m22 > 0 else { return nil }
        let shape: ShapeKind, rect: Rect
        switch e.item {
        case .fill(let s, let r, let c) where c.alpha >= 1:
            (shape, rect) = (s, r)
        case .gradient(let s, let r, let from, let to, _, _) where from.alpha >= 1 && to.alpha >= 1:
            (shape, rect) = (s, r)
        default:
            return nil
        }
        let margin = t.m11 == 1 && t.m22 == 1 ? edgeMargin : scaledEdgeMargin
        guard var box = interior(of: shape, in: rect, device: Transform.scale(x: scale, y: scale).concatenating(t), margin: margin)
        else { return nil }
        // A clip inside a flattened layer is a hard edge of its raster, which resampling blends
        // like the shape's own.
        if let clip = e.clip {
            box = box.intersection(margin == edgeMargin ? clip : DamageFrame.Box(x0: clip.x0 + margin, y0: clip.y0 + margin,
                                                                                  x1: clip.x1 - margin, y1: clip.y1 - margin))
        }
        return box.isEmpty ? nil : box
    }

    /// The device pixels a `shape` filled opaque in `rect` surely paints under the axis-aligned
    /// `device` transform: wholly inside it (circles and rounded corners count the box inscribed
    /// in them), `margin` pixels off its edge. Nil when nothing is left.
    static func interior(of shape: ShapeKind, in rect: Rect, device: Transform, margin: Int) -> DamageFrame.Box? {
        let outline = ShapeOutline(shape, in: rect)
        let inset = outline.radius * cornerInset
        let inner = outline.rect.insetBy(dx: inset, dy: inset)
        guard inner.size.width > 0, inner.size.height > 0 else { return nil }
        let b = device.boundingBox(inner)
        guard b.minX.isFinite, b.minY.isFinite, b.maxX.isFinite, b.maxY.isFinite,
              abs(b.minX) < 1e6, abs(b.minY) < 1e6, abs(b.maxX) < 1e6, abs(b.maxY) < 1e6 else { return nil }
        let box = DamageFrame.Box(x0: Int(b.minX.rounded(.up)) + margin, y0: Int(b.minY.rounded(.up)) + margin,
                                  x1: Int(b.maxX.rounded(.down)) - margin, y1: Int(b.maxY.rounded(.down)) - margin)
        return box.isEmpty ? nil : box
    }

    /// The largest interiors of `frame`'s items at the indices `items` that cover part of `box`,
    /// each cut to it (at most ``maximumCovers``).
    static func covers(in frame: DamageFrame, box: DamageFrame.Box, items: Range<Int>) -> [DamageFrame.Box] {
        guard box.area >= minimumBoxArea else { return [] }
        var found: [DamageFrame.Box] = []
        frame.entries.withUnsafeBufferPointer { entries in
            for i in items.clamped(to: 0..<entries.count) where entries[i].bounds.intersects(box) {
                guard let inside = interior(of: entries[i], scale: frame.scale)?.intersection(box),
                      inside.area >= minimumCoverArea else { continue }
                found.append(inside)
            }
        }
        guard found.count > maximumCovers else { return found }
        return Array(found.sorted { $0.area > $1.area }.prefix(maximumCovers))
    }

    /// `box` without the pixels of `covers`: the boxes left to clear.
    static func uncovered(_ box: DamageFrame.Box, by covers: [DamageFrame.Box]) -> [DamageFrame.Box] {
        covers.reduce([box]) { pieces, cover in pieces.flatMap { $0.subtracting(cover) } }
    }
}
