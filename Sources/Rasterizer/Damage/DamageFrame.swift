import UICore

/// What one rendered frame put on a persistent framebuffer, item by item: each item with the
/// layer transform, opacity and clip it was drawn under and a conservative device-pixel box of
/// everything it can touch, so the next frame can redraw only where the two lists differ.
///
/// Pure geometry (no SDL calls): ``damage(since:)`` answers nil whenever it cannot prove a
/// smaller redraw is exact (different canvas, scale, background, list length or structure, or
/// an item it cannot bound), and the caller then redraws everything.
package struct DamageFrame {
    /// A half-open rectangle of device pixels (`x0 ..< x1`, `y0 ..< y1`).
    package struct Box: Hashable {
        package var x0: Int, y0: Int, x1: Int, y1: Int

        /// The box `x0 ..< x1` × `y0 ..< y1`.
        @inlinable package init(x0: Int, y0: Int, x1: Int, y1: Int) {
            self.x0 = x0; self.y0 = y0; self.x1 = x1; self.y1 = y1
        }

        /// The empty box.
        package static let empty = Box(x0: 0, y0: 0, x1: 0, y1: 0)

        /// Whether the box covers no pixel.
        @inlinable package var isEmpty: Bool { x1 <= x0 || y1 <= y0 }
        /// The pixels in the box (0 when it is empty).
        @inlinable package var area: Int { isEmpty ? 0 : (x1 - x0) * (y1 - y0) }

        /// The box as a rectangle of pixels.
        package var rect: Rect { Rect(x: Double(x0), y: Double(y0), width: Double(x1 - x0), height: Double(y1 - y0)) }

        /// The pixels of both boxes (and those between them).
        @inlinable package func union(_ o: Box) -> Box {
            if isEmpty { return o }
            if o.isEmpty { return self }
            return Box(x0: Swift.min(x0, o.x0), y0: Swift.min(y0, o.y0), x1: Swift.max(x1, o.x1), y1: Swift.max(y1, o.y1))
        }

        /// The pixels in both boxes (``empty`` when none).
        @inlinable package func intersection(_ o: Box) -> Box {
            let r = Box(x0: Swift.max(x0, o.x0), y0: Swift.max(y0, o.y0), x1: Swift.min(x1, o.x1), y1: Swift.min(y1, o.y1))
            return r.isEmpty ? .empty : r
        }

        /// Whether the boxes share a pixel.
        @inlinable package func intersects(_ o: Box) -> Bool { !intersection(o).isEmpty }

        /// Whether every pixel of `o` lies in this box.
        @inlinable package func contains(_ o: Box) -> Bool { o.x0 >= x0 && o.y0 >= y0 && o.x1 <= x1 && o.y1 <= y1 }

        /// This box without the pixels of `cut`: up to four boxes (the rows above and below it
        /// across the whole width, then the parts left and right of it), none empty; the box
        /// itself when they do not meet.
        package func subtracting(_ cut: Box) -> [Box] {
            let c = cut.intersection(self)
            guard !c.isEmpty else { return [self] }
            return [Box(x0: x0, y0: y0, x1: x1, y1: c.y0), Box(x0: x0, y0: c.y1, x1: x1, y1: y1),
                    Box(x0: x0, y0: c.y0, x1: c.x0, y1: c.y1), Box(x0: c.x1, y0: c.y0, x1: x1, y1: c.y1)].filter { !$0.isEmpty }
        }
    }

    /// One display item and the state it was drawn in.
    package struct Entry {
        package let item: DisplayItem
        /// The accumulated layer transform (points) and opacity.
        package let transform: Transform
        package let opacity: Double
        /// The scissor in force (nil: none), exactly as `PixelRenderer.pushClip(_:_:)` (SDLBackend) computes it.
        package let clip: Box?
        /// The device pixels the item can touch (within its clip and the canvas); empty for
        /// push/pop items, which draw nothing themselves.
        package let bounds: Box
        /// The device pixels the item can touch ignoring its clip (within the canvas).
        package let unclipped: Box
        /// The device pixels the item can touch ignoring its clip and the canvas's edges: what
        /// the other two boxes are cut from, kept so a moved item's can be cut again.
        let uncut: Box
        /// Whether the item's pixels can depend on where the scissor cuts it, not only on which
        /// pixels it leaves (a scaled or rotated texture copy adjusts its source rectangle to the
        /// clipped destination): such an item is only redrawn whole inside the damage.
        package let clipSensitive: Bool
        /// Whether the item opens or closes a layer or a clip (``DrawGroups``).
        package let nesting: Nesting
        /// Whether the item only changes the layer or clip state (it opens or closes one).
        package var isState: Bool { nesting != .none }

        /// How an item nests what is drawn after it.
        package enum Nesting { case none, opensLayer, closesLayer, opensClip, closesClip }

        /// A hash of what ``drawsSame(as:)`` compares: equal entries have equal keys.
        package var key: Int {
            var h = Hasher()
            h.combine(item)
            if !isState { h.combine(transform); h.combine(opacity); h.combine(clip) }
            return h.finalize()
        }

        /// Whether two entries draw the same pixels (same item in the same state); push/pop
        /// items only need to be the same item, their effect is in the state of the items after.
        package func drawsSame(as o: Entry) -> Bool {
            if isState || o.isState { return item == o.item }
            return item == o.item && transform == o.transform && opacity == o.opacity && clip == o.clip
        }
    }

    /// Device pixels added around every drawn item's box: the shape cache's 3-pixel texture
    /// margin (`PixelRenderer.shapeCacheEdgePixels` (SDLBackend)), 1 for the anchor's rounding to a whole
    /// pixel, 1 for the bilinear footprint of a raster laid through a transform
    /// (``Framebuffer/layProjected(_:pitch:width:height:place:alpha:clip:)``) and the
    /// conservative 2 the damage design asks for.
    package static let marginPixels = 7
    /// A text line's horizontal bound in ems per Unicode scalar: DejaVu Sans's widest glyphs
    /// are about 1 em and an emoji box about 1.2 em (EmojiMetrics), so 2 is a safe over-estimate
    /// that spares measuring the string.
    package static let textEmsPerScalar = 2.0

    /// The drawn list's size, background, revision and scroll contents (its items are in
    /// ``entries``: the frame keeps no reference to the list's storage, so the next list can be
    /// patched from it in place).
    package let size: Size, background: Color
    package let revision: DisplayListRevision?
    package let scrollContents: [ScrollContentPosition]
    /// The renderer state the pixels depend on besides the list.
    package let scale: Double
    package let cachesShapes: Bool
    /// Whether text is drawn by our own resampling onto a framebuffer the renderer writes
    /// (`PixelRenderer.blit(_:in:source:alpha:)` (SDLBackend)), where a scissor cannot change a scaled text's pixels.
    package let textOnFramebuffer: Bool
    package let canvas: Box
    /// Per-item state and bounds, one entry per item of ``list``.
    package private(set) var entries: [Entry]
    /// False when some item could not be bounded (a perspective that flips behind the viewer,
    /// a non-finite coordinate): then the frame must be redrawn whole.
    package let bounded: Bool
    /// How many items' entries were worked out from the item itself; the others were taken
    /// over from the previous frame, as they were or moved with a scroll view's content.
    package let itemsWorkedOut: Int
    /// The list's push–pop groups and what each can touch, for redraws that pass over the
    /// groups outside a box.
    package let groups: DrawGroups

    /// The footprint of `list` drawn at `scale` on a `width`×`height` pixel framebuffer.
    ///
    /// `textBox` gives the box a text item paints in points, relative to its origin, under a
    /// device transform, as the renderer will rasterise it (nil: unknown); without it, or when it
    /// answers nil, a text's box is the conservative ``textEmsPerScalar`` estimate, several times
    /// too wide and an em taller on each side, which made a focus move's damage span the whole
    /// window whenever text is scaled (clip-sensitive).
    ///
    /// When `previous` is the frame of the list `list` was patched from (its
    /// ``DisplayList/revision``), only the items the revision names, and those drawn over the
    /// tree, are bounded again; the others keep `previous`'s entries, and ``damage(since:)``
    /// looks only at those items.
    package init(_ list: DisplayList, scale: Double, cachesShapes: Bool, textOnFramebuffer: Bool = false, width: Int, height: Int,
         following previous: DamageFrame? = nil, textBox: ((String, Font, Transform) -> Rect?)? = nil) {
        var copy = previous
        self.init(list, scale: scale, cachesShapes: cachesShapes, textOnFramebuffer: textOnFramebuffer, width: width, height: height,
                  taking: &copy, textBox: textBox)
    }

    /// The footprint of `list`, as ``init(_:scale:cachesShapes:textOnFramebuffer:width:height:following:textBox:)``,
    /// taking `previous`'s entries over when `list` was patched from it: they are updated in
    /// place (the named items, and those drawn over the tree), with no copy of the rest when the
    /// caller held no other reference to them, and the damage is worked out as they are. What
    /// is left in `previous` answers ``damage(since:)`` for this frame only.
    package init(_ list: DisplayList, scale: Double, cachesShapes: Bool, textOnFramebuffer: Bool = false, width: Int, height: Int,
                 taking previous: inout DamageFrame?, textBox: ((String, Font, Transform) -> Rect?)? = nil) {
        size = list.size; background = list.background; revision = list.revision; scrollContents = list.scrollContents
        self.scale = scale; self.cachesShapes = cachesShapes; self.textOnFramebuffer = textOnFramebuffer
        canvas = Box(x0: 0, y0: 0, x1: width, y1: height)
        var walker = Walker(scale: scale, cachesShapes: cachesShapes, textOnFramebuffer: textOnFramebuffer, canvas: canvas, textBox: textBox)
        // (`previous` is read in place, not bound: a bound copy would hold its entries too.)
        if let revision = list.revision, let base = previous?.revision, revision.base == base.id,
           base.prefixCount == revision.prefixCount, revision.prefixCount <= list.items.count,
           revision.prefixCount <= previous?.entries.count ?? 0, previous?.bounded == true,
           previous?.scale == scale, previous?.cachesShapes == cachesShapes, previous?.textOnFramebuffer == textOnFramebuffer,
           previous?.canvas == canvas {
            // The tree's items are balanced, so each changed range starts in the state its first
            // item had before, and the items drawn over the tree start at the root's state.
            var entries: [Entry] = []
            swap(&entries, &previous!.entries)
            var damage = Box.empty
            for range in revision.changed {
                let first = entries[range.lowerBound]
                walker.start(transform: first.transform, opacity: first.opacity, clip: first.clip)
                for i in range {
                    let entry = walker.entry(list.items[i])
                    if !entries[i].drawsSame(as: entry) { damage = damage.union(entries[i].bounds).union(entry.bounds) }
                    entries[i] = entry
                }
            }
            let p = revision.prefixCount
            walker.start(transform: .identity, opacity: 1, clip: nil)
            let tail = list.items[p...].map { walker.entry($0) }
            if entries.count - p == tail.count {
                for (k, entry) in tail.enumerated() where !entries[p + k].drawsSame(as: entry) {
                    damage = damage.union(entries[p + k].bounds).union(entry.bounds)
                }
            } else {
                for e in entries[p...] { damage = damage.union(e.bounds) }
                for e in tail { damage = damage.union(e.bounds) }
            }
            entries.replaceSubrange(p..., with: tail)
            self.entries = entries
            bounded = walker.bounded
            itemsWorkedOut = walker.worked
            groups = DrawGroups(entries)
            changed = (revision.changed, revision.prefixCount)
            patchedDamage = damage
            return
        }
        // A list whose scrolled content was moved: the moved items' entries are the last
        // frame's moved with it (``movedEntries(of:moved:previous:walker:)``). The last frame's
        // entries stay where they are: the move's damage is worked out against them.
        var entries: [Entry]
        if let moved = list.revision?.moved, let last = previous, last.revision?.id == moved.from,
           let taken = Self.movedEntries(of: list, moved: moved, previous: last, walker: &walker) {
            entries = taken
        } else {
            entries = []
            entries.reserveCapacity(list.items.count)
            for item in list.items { entries.append(walker.entry(item)) }
        }
        self.entries = entries
        bounded = walker.bounded
        itemsWorkedOut = walker.worked
        groups = DrawGroups(entries)
        changed = nil
        patchedDamage = nil
    }

    /// The entries of `list`, made from `previous`'s list by moving one scroll view's content
    /// by whole device pixels (`moved`): the moved items' are `previous`'s moved
    /// (``Walker/movedEntry(_:from:dx:dy:)``), the items drawn again and those drawn over the
    /// tree are worked out, and every other item's is `previous`'s. Nil when the move is not
    /// such (nested moves, a move by part of a pixel, content under a layer, a list of another
    /// length, another scale or canvas): the entries are then worked out whole.
    private static func movedEntries(of list: DisplayList, moved: DisplayListRevision.Moved, previous: DamageFrame,
                                     walker: inout Walker) -> [Entry]? {
        guard let revision = list.revision, previous.bounded, previous.scale == walker.scale,
              previous.cachesShapes == walker.cachesShapes, previous.textOnFramebuffer == walker.textOnFramebuffer,
              previous.canvas == walker.canvas, previous.entries.count == list.items.count,
              revision.prefixCount <= list.items.count else { return nil }
        var only: (range: Range<Int>, offset: Point)?
        for (r, offset) in zip(moved.ranges, moved.offsets) where offset != .zero && !r.isEmpty {
            guard only == nil else { return nil }
            only = (r, offset)
        }
        let old = previous.entries
        guard let (range, d) = only, range.upperBound <= revision.prefixCount,
              old[range.lowerBound].transform == .identity, old[range.lowerBound].opacity == 1 else { return nil }
        let fx = walker.scale * d.x, fy = walker.scale * d.y
        let dx = Int(fx.rounded()), dy = Int(fy.rounded())
        guard abs(fx - Double(dx)) < 1e-6, abs(fy - Double(dy)) < 1e-6 else { return nil }
        // Each range drawn again lies inside the moved one or clear of it.
        let inside = moved.changed.filter { range.contains($0.lowerBound) }, outside = moved.changed.filter { !range.contains($0.lowerBound) }
        guard inside.allSatisfy({ $0.upperBound <= range.upperBound }),
              outside.allSatisfy({ $0.upperBound <= range.lowerBound || $0.lowerBound >= range.upperBound }),
              (moved.changed.last?.upperBound ?? 0) <= revision.prefixCount else { return nil }
        var entries: [Entry] = []
        entries.reserveCapacity(list.items.count)
        var i = 0, next = outside.makeIterator(), pending = next.next()
        while i < revision.prefixCount {
            if i == range.lowerBound {
                // A balanced run of items: it starts, and leaves the state after it, as before.
                walker.start(transform: old[i].transform, opacity: old[i].opacity, clip: old[i].clip)
                var redrawn = inside.makeIterator(), current = redrawn.next()
                for j in range {
                    while let c = current, c.upperBound <= j { current = redrawn.next() }
                    if let c = current, c.contains(j) {
                        entries.append(walker.entry(list.items[j]))
                    } else {
                        entries.append(walker.movedEntry(list.items[j], from: old[j], dx: dx, dy: dy))
                    }
                }
                i = range.upperBound
            } else if let c = pending, c.lowerBound == i {
                walker.start(transform: old[i].transform, opacity: old[i].opacity, clip: old[i].clip)
                for j in c { entries.append(walker.entry(list.items[j])) }
                i = c.upperBound
                pending = next.next()
            } else {
                entries.append(old[i])
                i += 1
            }
        }
        walker.start(transform: .identity, opacity: 1, clip: nil)
        for item in list.items[revision.prefixCount...] { entries.append(walker.entry(item)) }
        return entries
    }

    /// The damage worked out as a patched frame's entries were updated (before ``grown(_:)``);
    /// nil for a frame compared whole.
    private let patchedDamage: Box?

    /// The items known to differ from the previous frame's (``init(_:scale:cachesShapes:width:height:following:textBox:)``
    /// with a matching revision): ranges of the first `prefixCount` items; every item from
    /// `prefixCount` on is compared. Nil when every item must be compared.
    package let changed: (ranges: [Range<Int>], prefixCount: Int)?

    /// The first item that may differ from the previous frame's, when this frame was patched
    /// from it (``changed``): every item before it is drawn exactly as then. Nil otherwise.
    package var firstChange: Int? {
        guard let changed else { return nil }
        return Swift.min(changed.ranges.first?.lowerBound ?? changed.prefixCount, changed.prefixCount)
    }

    /// Works out each item's entry in drawing order, following the layer and clip pushes.
    package struct Walker {
        package let scale: Double, cachesShapes: Bool, textOnFramebuffer: Bool, canvas: Box
        package let textBox: ((String, Font, Transform) -> Rect?)?
        /// The open layers: accumulated transform and opacity, and the point → pixel transform
        /// under it (worked out once a layer rather than once an item).
        package var layers: [(transform: Transform, opacity: Double, device: Transform)]
        package var clips: [Box] = []
        /// False once some item could not be bounded.
        package var bounded = true
        /// How many entries were worked out from their items (``entry(_:)``).
        package var worked = 0

        package init(scale: Double, cachesShapes: Bool, textOnFramebuffer: Bool, canvas: Box, textBox: ((String, Font, Transform) -> Rect?)?) {
            self.scale = scale; self.cachesShapes = cachesShapes; self.textOnFramebuffer = textOnFramebuffer
            self.canvas = canvas; self.textBox = textBox
            layers = [(.identity, 1, .scale(x: scale, y: scale))]
        }

        /// Continues from a known state (an entry's), with nothing pushed yet.
        package mutating func start(transform: Transform, opacity: Double, clip: Box?) {
            layers = [(transform, opacity, Transform.scale(x: scale, y: scale).concatenating(transform))]
            clips = clip.map { [$0] } ?? []
        }

        /// The entry of the next item, `previous`'s item moved `dx`, `dy` device pixels (whole
        /// ones) with everything around it: its boxes are `previous`'s moved and cut again by
        /// the canvas and the clip; items that open or close a layer or clip (and one under a
        /// perspective) are worked out as ``entry(_:)`` does.
        mutating func movedEntry(_ item: DisplayItem, from previous: Entry, dx: Int, dy: Int) -> Entry {
            switch item {
            case .pushLayer, .popLayer, .pushClip, .popClip: return entry(item)
            default: break
            }
            let top = layers[layers.count - 1], old = previous.uncut
            let limit = 500_000   // pixels: far inside ``pixelBox(_:margin:)``'s million
            guard previous.nesting == .none, !old.isEmpty, top.device.m31 == 0, top.device.m32 == 0, top.device.m33 == 1,
                  abs(old.x0) < limit, abs(old.y0) < limit, abs(old.x1) < limit, abs(old.y1) < limit
            else { return entry(item) }
            let uncut = Box(x0: old.x0 + dx, y0: old.y0 + dy, x1: old.x1 + dx, y1: old.y1 + dy)
            let unclipped = uncut.intersection(canvas), clip = clips.last
            return Entry(item: item, transform: top.transform, opacity: top.opacity, clip: clip,
                         bounds: clip.map { unclipped.intersection($0) } ?? unclipped, unclipped: unclipped, uncut: uncut,
                         clipSensitive: previous.clipSensitive, nesting: .none)
        }

        /// The entry of the next item, and the state after it.
        package mutating func entry(_ item: DisplayItem) -> Entry {
            worked += 1
            let top = layers[layers.count - 1]
            let device = top.device
            let clip = clips.last
            var bounds = Box.empty, unclipped = Box.empty, uncut = Box.empty, nesting = Entry.Nesting.none
            switch item {
            case .pushLayer(let transform, let opacity):
                nesting = .opensLayer
                let inner = top.transform.concatenating(transform)
                layers.append((inner, top.opacity * Swift.max(0, Swift.min(1, opacity)),
                               Transform.scale(x: scale, y: scale).concatenating(inner)))
            case .popLayer:
                nesting = .closesLayer
                if layers.count > 1 { layers.removeLast() }
            case .pushClip(let shape, let rect):
                nesting = .opensClip
                // As PixelRenderer.pushClip: the outline's bounding box, floored and ceiled.
                let box = device.boundingBox(ShapeOutline(shape, in: rect).rect)
                if let b = DamageFrame.pixelBox(box, margin: 0) {
                    var r = b
                    if let outer = clip { r = outer.intersection(r) }
                    clips.append(r)
                } else {
                    bounded = false
                    clips.append(clip ?? canvas)
                }
            case .popClip:
                nesting = .closesClip
                if !clips.isEmpty { clips.removeLast() }
            default:
                if let r = DamageFrame.pointBounds(item, device: device, textBox: textBox), DamageFrame.projectsInFront(device, r),
                   let b = DamageFrame.pixelBox(device.boundingBox(r), margin: DamageFrame.marginPixels) {
                    uncut = b
                    unclipped = b.intersection(canvas)
                    bounds = unclipped
                    if let clip { bounds = bounds.intersection(clip) }
                } else {
                    bounded = false
                }
            }
            return Entry(item: item, transform: top.transform, opacity: top.opacity, clip: clip, bounds: bounds,
                         unclipped: unclipped, uncut: uncut, clipSensitive: DamageFrame.isClipSensitive(item, device: device, cachesShapes: cachesShapes,
                                                                                         textOnFramebuffer: textOnFramebuffer),
                         nesting: nesting)
        }
    }

    /// The pixels that differ between `previous` (already on the framebuffer) and this frame,
    /// as one box; nil when only a whole redraw is known to be exact.
    package func damage(since previous: DamageFrame) -> Box? {
        guard bounded, previous.bounded, scale == previous.scale, cachesShapes == previous.cachesShapes,
              textOnFramebuffer == previous.textOnFramebuffer, canvas == previous.canvas, size == previous.size,
              background == previous.background
        else { return nil }
        // Items the two lists share at the start and at the end are drawn alike (an entry holds
        // its layer and clip state). Between them, the items both lists draw in the same order
        // (their longest common subsequence) leave every pixel only they touch as it was, so the
        // damage is the rest, old and new: a lifted tile drawn last (raised) moves only its own
        // items, wherever it moved to (``DrawOrderDiff/byKeys(_:_:candidates:same:)``).
        // Patched from `previous`: only the named items and those drawn over the tree differed,
        // compared as the entries were updated.
        if let patchedDamage, let base = revision?.base, base == previous.revision?.id { return grown(patchedDamage) }
        let old = previous.entries, new = entries
        var damage = Box.empty
        var head = 0
        while head < old.count, head < new.count, old[head].drawsSame(as: new[head]) { head += 1 }
        var tail = 0
        while tail < old.count - head, tail < new.count - head,
              old[old.count - 1 - tail].drawsSame(as: new[new.count - 1 - tail]) { tail += 1 }
        let oldMiddle = old[head..<(old.count - tail)], newMiddle = new[head..<(new.count - tail)]
        let oldKeys = oldMiddle.map(\.key), newKeys = newMiddle.map(\.key)
        let (keptOld, keptNew) = DrawOrderDiff.byKeys(oldKeys, newKeys) { i, j in
            oldMiddle[head + i].drawsSame(as: newMiddle[head + j])
        }
        for (i, e) in oldMiddle.enumerated() where !keptOld[i] { damage = damage.union(e.bounds) }
        for (j, e) in newMiddle.enumerated() where !keptNew[j] { damage = damage.union(e.bounds) }
        return grown(damage)
    }

    /// `damage` within the canvas, grown until every clip-sensitive item it touches lies
    /// wholly inside it.
    package func grown(_ damage: Box) -> Box {
        var damage = damage.intersection(canvas)
        // Grow the damage until every clip-sensitive item it touches lies wholly inside it, so
        // the damage scissor never cuts one (its own clips cut it as in a whole redraw).
        var grown = true
        while grown && !damage.isEmpty {
            grown = false
            for e in entries where e.clipSensitive && e.bounds.intersects(damage) {
                let g = damage.union(e.unclipped)
                if g != damage { damage = g; grown = true }
            }
        }
        return damage
    }

    /// Whether an item may be drawn by a texture copy or rasteriser whose output depends on the
    /// scissor beyond which pixels it keeps: text, emoji and images (scaled or rotated copies),
    /// and shapes that are not drawn 1:1 from the shape cache (no cache, or a perspective layer).
    package static func isClipSensitive(_ item: DisplayItem, device: Transform, cachesShapes: Bool, textOnFramebuffer: Bool) -> Bool {
        switch item {
        case .text(_, let font, _, _):
            // Text (and emoji) is copied 1:1 at whole pixels, which a scissor cuts exactly, when the
            // layer only translates and the rasterised size (font size × scale, rounded as
            // drawText does) equals the drawn size; otherwise the copy is scaled — by our own
            // resampling on a framebuffer we write, which no scissor changes either.
            guard device.isAxisAligned, device.m11 == device.m22, font.size > 0 else { return true }
            if textOnFramebuffer, device.m11 > 0 { return false }
            let px = Swift.max(1, Int((font.size * device.m11).rounded()))
            return device.m11 * font.size != Double(px)
        case .image:
            return true
        case .fill, .gradient, .stroke, .shadow:
            return !cachesShapes || device.m31 != 0 || device.m32 != 0 || device.m33 != 1
        case .pushClip, .popClip, .pushLayer, .popLayer:
            return false
        }
    }

    /// A point-space rectangle containing everything a drawing item paints (before the margin),
    /// for a text the box `textBox` gives for it under `device` (relative to its origin) where it can.
    package static func pointBounds(_ item: DisplayItem, device: Transform, textBox: ((String, Font, Transform) -> Rect?)?) -> Rect? {
        if case .text(let string, let font, _, let origin) = item, let box = textBox?(string, font, device) {
            return box.offsetBy(dx: origin.x, dy: origin.y)
        }
        return pointBounds(item)
    }

    /// A point-space rectangle containing everything a drawing item paints (before the margin).
    package static func pointBounds(_ item: DisplayItem) -> Rect? {
        switch item {
        case .fill(_, let rect, _):
            return rect
        case .gradient(_, let rect, _, _, _, _):
            return rect
        case .stroke(_, let rect, _, let lineWidth):
            // Strokes are drawn inside the outline; growing by the width is the conservative side.
            return rect.insetBy(dx: -abs(lineWidth), dy: -abs(lineWidth))
        case .shadow(_, let rect, _, let blur, let offset):
            // The falloff ends ``ShadowFalloff/extentSigmas`` σ (σ = blur / 2) past the offset
            // outline, where the renderer's rings and cached texture stop; the texture's
            // edge pixels and the anchor's rounding are in ``marginPixels``. (A further blur of
            // slack here made a lifted tile's damage ~25 % larger in area than what it draws.)
            let reach = ShadowFalloff.extentSigmas * abs(blur) / 2
            return rect.offsetBy(dx: offset.x, dy: offset.y).insetBy(dx: -reach, dy: -reach)
        case .text(let string, let font, _, let origin):
            let size = abs(font.size)
            let width = Double(string.unicodeScalars.count) * textEmsPerScalar * size
            return Rect(x: origin.x - size, y: origin.y - size, width: width + 2 * size, height: font.lineHeight + 2 * size)
        case .image(_, let rect, _):
            return rect
        case .pushClip, .popClip, .pushLayer, .popLayer:
            return nil
        }
    }

    /// Whether every corner of `r` maps in front of the viewer (w > 0), so its bounding box is
    /// the projection's bounds.
    package static func projectsInFront(_ t: Transform, _ r: Rect) -> Bool {
        guard t.m31 != 0 || t.m32 != 0 || t.m33 != 1 else { return true }
        for p in [Point(x: r.minX, y: r.minY), Point(x: r.maxX, y: r.minY), Point(x: r.maxX, y: r.maxY), Point(x: r.minX, y: r.maxY)] {
            guard t.m31 * p.x + t.m32 * p.y + t.m33 > 1e-6 else { return false }
        }
        return true
    }

    /// The whole pixels a device-space rectangle touches, grown by `margin`; nil when not finite.
    package static func pixelBox(_ r: Rect, margin: Int) -> Box? {
        // Anything beyond a million pixels is garbage, as in drawViaShapeCache.
        let limit = 1e6
        guard r.minX.isFinite, r.minY.isFinite, r.maxX.isFinite, r.maxY.isFinite,
              abs(r.minX) < limit, abs(r.minY) < limit, abs(r.maxX) < limit, abs(r.maxY) < limit else { return nil }
        return Box(x0: Int(r.minX.rounded(.down)) - margin, y0: Int(r.minY.rounded(.down)) - margin,
                   x1: Int(r.maxX.rounded(.up)) + margin, y1: Int(r.maxY.rounded(.up)) + margin)
    }
}
