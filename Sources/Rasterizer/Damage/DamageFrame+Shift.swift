import UICore

extension DamageFrame {
    /// The most items a shifted scroll's content may gain, lose or change against the last
    /// frame's before the move is given up for a whole redraw of the damage: a row of grid
    /// tiles entering and another leaving (~20 items a tile) plus two animating lifts, with room
    /// to spare (our estimate; the diff's cost grows with the square of it).
    package static let maxShiftEdits = 384

    /// How to draw this frame by moving the last frame's pixels (``PixelShift``), when what
    /// changed is a scroll view's content moved by whole device pixels; nil otherwise (the
    /// caller then works out ``damage(since:)``).
    ///
    /// It holds when the lists agree up to an item inside that scroll view's clip, the content
    /// of that clip in both lists — item for item, in drawing order — is mostly the last one's
    /// moved by the change of the scroll view's ``ScrollContentPosition/translation`` (times the
    /// scale: whole pixels), and as many items follow the clip in both lists. The damage is then
    /// what scrolled into view, the moved places of the content items with no moved counterpart
    /// and the places of the new ones, whatever is drawn under or over the clip and reaches into
    /// it (where its pixels were moved to and where it is; nothing below an opaque rectangle
    /// covering the clip), any other change after the clip, and `pending` (pixels due to be
    /// drawn again, `PixelRenderer.provisional` (SDLBackend)) where it was and where the move took it. Nil
    /// as well when that damage would hold the whole clip.
    package func shift(since previous: DamageFrame, pending: Box? = nil) -> PixelShift? {
        guard bounded, previous.bounded, scale == previous.scale, cachesShapes == previous.cachesShapes,
              textOnFramebuffer == previous.textOnFramebuffer, canvas == previous.canvas, size == previous.size, background == previous.background,
              !scrollContents.isEmpty, scrollContents != previous.scrollContents,
              let found = knownMove(since: previous) ?? foundMove(since: previous) else { return nil }
        // Read in place: an entry copied whole (as a loop over a slice hands each out) retains
        // its item's payload.
        return previous.entries.withUnsafeBufferPointer { old in
            entries.withUnsafeBufferPointer { new in shift(found, old, new, pending: pending) }
        }
    }

    /// ``shift(since:pending:)`` for the content move `found`, over the two frames' entries.
    private func shift(_ found: ContentMove, _ old: UnsafeBufferPointer<Entry>, _ new: UnsafeBufferPointer<Entry>,
                       pending: Box?) -> PixelShift? {
        let (open, oldEnd, newEnd, d) = (found.open, found.oldEnd, found.newEnd, found.d)
        // Only the clip's pixels on the canvas move (a scroll view may reach past the window's edge).
        guard new[open].transform == .identity, new[open].opacity == 1, let clip = new[open + 1].clip?.intersection(canvas),
              !clip.isEmpty else { return nil }
        let fx = scale * d.x, fy = scale * d.y
        let dx = Int(fx.rounded()), dy = Int(fy.rounded())
        guard abs(fx - Double(dx)) < 1e-6, abs(fy - Double(dy)) < 1e-6, dx != 0 || dy != 0,
              abs(dx) < clip.x1 - clip.x0, abs(dy) < clip.y1 - clip.y0 else { return nil }
        let plan = PixelShift(clip: clip, dx: dx, dy: dy, damage: [])
        var boxes = plan.exposed

        // Under the content: what lies inside the clip moved with it, and is drawn again where
        // it was moved to and where it is (down to an opaque rectangle covering the clip).
        for i in stride(from: open - 1, through: 0, by: -1) where !new[i].isState && new[i].bounds.intersects(clip) {
            if Self.covers(clip, new[i], scale: scale) { break }
            boxes += [plan.moved(new[i].bounds), new[i].bounds.intersection(clip)]
        }

        // The content: items that are the last frame's moved keep their moved pixels.
        let base = open + 1
        for i in base..<oldEnd where !found.keptOld[i - base] && !old[i].isState { boxes.append(plan.moved(old[i].bounds)) }
        for j in base..<newEnd where !found.keptNew[j - base] && !new[j].isState { boxes.append(new[j].bounds) }

        // After the clip: what changed, and whatever lies over the moved pixels.
        for k in 0..<(new.count - newEnd) {
            let o = oldEnd + k, n = newEnd + k
            if !old[o].drawsSame(as: new[n]) {
                boxes += [old[o].bounds, plan.moved(old[o].bounds), new[n].bounds]
            } else if !new[n].isState, new[n].bounds.intersects(clip) {
                boxes += [plan.moved(old[o].bounds), new[n].bounds.intersection(clip)]
            }
        }
        if let pending { boxes += [pending, plan.moved(pending)] }
        let damage = PixelShift.merged(PixelShift.merged(boxes).map { grown($0) })
        // Nothing is gained when the whole clip is drawn again anyway.
        guard !damage.contains(where: { $0.contains(clip) }) else { return nil }
        return PixelShift(clip: clip, dx: dx, dy: dy, damage: damage)
    }

    /// A scroll view's content moved between two frames: the `pushClip` of its clip (at `open`
    /// in both lists), where the clip closes in each, the move in points, and which content
    /// items (those between the two, counted from `open + 1`) are the other frame's moved.
    struct ContentMove {
        let open: Int, oldEnd: Int, newEnd: Int
        let d: Point
        let keptOld: [Bool], keptNew: [Bool]
    }

    /// The content move found by comparing the two frames' items: the lists agree up to an item
    /// inside a scroll view's clip, and the items of its content in drawing order are matched
    /// against the last frame's moved by the change of its ``ScrollContentPosition/translation``
    /// (a diff, at most ``maxShiftEdits`` items apart). Nil when there is no such move.
    private func foundMove(since previous: DamageFrame) -> ContentMove? {
        // Read in place: an entry copied whole retains its item's payload (a frame built after a
        // scroll compares hundreds of them; their copies were a third of this function's time).
        previous.entries.withUnsafeBufferPointer { old in
            entries.withUnsafeBufferPointer { new in foundMove(old, new, since: previous) }
        }
    }

    /// ``foundMove(since:)`` over the two frames' entries.
    private func foundMove(_ old: UnsafeBufferPointer<Entry>, _ new: UnsafeBufferPointer<Entry>,
                           since previous: DamageFrame) -> ContentMove? {
        var head = 0
        while head < old.count, head < new.count, old[head].drawsSame(as: new[head]) { head += 1 }
        guard head < old.count, head < new.count, let open = Self.openClip(before: head, in: entries),
              let d = scrolled(at: open, since: previous),
              let oldEnd = Self.closingPop(of: open, in: previous.entries), let newEnd = Self.closingPop(of: open, in: entries),
              old.count - oldEnd == new.count - newEnd else { return nil }
        let base = open + 1
        // Entries are compared where they lie: passed by value, each was copied whole (its
        // item's payload retained), a third of this diff's time in perf on a rebuilt frame of
        // the grid.
        guard let oldAt = old.baseAddress, let newAt = new.baseAddress else { return nil }
        // By index: an iterator hands out each entry as a copy.
        let oldKeys = (base..<oldEnd).map { old[$0].item.positionFreeKey }, newKeys = (base..<newEnd).map { new[$0].item.positionFreeKey }
        guard let (keptOld, keptNew) = DrawOrderDiff.shifted(oldKeys.count, newKeys.count, maxEdits: Self.maxShiftEdits, same: { i, j in
            oldKeys[i] == newKeys[j] && Self.isMove(of: oldAt + base + i, by: d, to: newAt + base + j)
        }) else { return nil }
        return ContentMove(open: open, oldEnd: oldEnd, newEnd: newEnd, d: d, keptOld: keptOld, keptNew: keptNew)
    }

    /// The content move the list's revision states (``DisplayListRevision/moved``) when this
    /// frame's list was made from `previous`'s by moving one scroll view's content (and drawing
    /// some nodes again): no comparison of the items. Its items are the last frame's moved, but
    /// for those drawn again and those of the clip outside the content. Nil when the revision
    /// says no such thing, or what it says does not hold in the two frames (the caller then
    /// compares them, ``foundMove(since:)``).
    func knownMove(since previous: DamageFrame) -> ContentMove? {
        guard let moved = revision?.moved, let from = previous.revision?.id, moved.from == from,
              entries.count == previous.entries.count else { return nil }
        var only: (range: Range<Int>, offset: Point)?
        for (r, offset) in zip(moved.ranges, moved.offsets) where offset != .zero && !r.isEmpty {
            // One scroll view's content moved (nested moves are compared).
            guard only == nil else { return nil }
            only = (r, offset)
        }
        let old = previous.entries, new = entries
        guard let (range, offset) = only, let open = Self.openClip(before: range.lowerBound, in: new),
              let d = scrolled(at: open, since: previous), let end = Self.closingPop(of: open, in: new),
              Self.closingPop(of: open, in: old) == end, range.upperBound <= end,
              abs(offset.x - d.x) < 1e-9, abs(offset.y - d.y) < 1e-9,
              // The lists agree up to the clip.
              moved.changed.allSatisfy({ $0.lowerBound > open }) else { return nil }
        let base = open + 1
        var kept = [Bool](repeating: false, count: end - base)
        for i in range { kept[i - base] = true }
        for r in moved.changed {
            for i in r where i >= base && i < end { kept[i - base] = false }
        }
        return ContentMove(open: open, oldEnd: end, newEnd: end, d: d, keptOld: kept, keptNew: kept)
    }

    /// How far the content of the scroll view whose clip is pushed at `open` moved since
    /// `previous` (points): the change of its ``ScrollContentPosition/translation``; nil when
    /// the item is not such a clip.
    private func scrolled(at open: Int, since previous: DamageFrame) -> Point? {
        guard case .pushClip(.rect, let rect) = entries[open].item,
              let before = Self.onlyPosition(of: rect, in: previous.scrollContents),
              let after = Self.onlyPosition(of: rect, in: scrollContents) else { return nil }
        // The content is drawn in window points under no layer, so a move of d points is d ×
        // scale device pixels: whole ones (the runtime snaps offsets to pixels), or no shift.
        return Point(x: after.translation.x - before.translation.x, y: after.translation.y - before.translation.y)
    }

    /// Whether `n` draws `o`'s pixels moved by `d` points: the item moved, in the same layer
    /// state moved with it (a lift about a tile's centre moves with the tile).
    private static func isMove(of o: UnsafePointer<Entry>, by d: Point, to n: UnsafePointer<Entry>) -> Bool {
        guard o.pointee.isState == n.pointee.isState,
              o.pointee.opacity == n.pointee.opacity, n.pointee.item.isTranslation(of: o.pointee.item, by: d) else { return false }
        return o.pointee.isState || DisplayItem.conjugated(o.pointee.transform, d, n.pointee.transform)
    }

    /// Whether the entry `e` is an opaque axis-aligned rectangle covering every pixel of `clip`
    /// (so nothing drawn before it shows there).
    private static func covers(_ clip: Box, _ e: Entry, scale: Double) -> Bool {
        guard case .fill(.rect, let r, let colour) = e.item, colour.alpha == 1, e.opacity == 1, e.transform.isAxisAligned,
              e.clip.map({ $0.contains(clip) }) ?? true else { return false }
        // The pixels the rectangle covers fully (its edges are blended).
        let b = Transform.scale(x: scale, y: scale).concatenating(e.transform).boundingBox(r)
        let inner = Box(x0: Int(b.minX.rounded(.up)), y0: Int(b.minY.rounded(.up)), x1: Int(b.maxX.rounded(.down)), y1: Int(b.maxY.rounded(.down)))
        return inner.contains(clip)
    }

    /// The innermost clip open at item `index`: the index of its `pushClip`.
    package static func openClip(before index: Int, in entries: [Entry]) -> Int? {
        enclosingClipItem(from: index - 1, step: -1, in: entries)
    }

    /// The index of the `popClip` closing the clip pushed at `open`.
    package static func closingPop(of open: Int, in entries: [Entry]) -> Int? {
        enclosingClipItem(from: open + 1, step: 1, in: entries)
    }

    /// Walks `entries` from `start` by `step` (−1 or 1) to the clip item at the walk's starting
    /// nesting level: the `pushClip` that opened the clip `start` lies in (backward) or the
    /// `popClip` that closes it (forward).
    private static func enclosingClipItem(from start: Int, step: Int, in entries: [Entry]) -> Int? {
        var depth = 0, i = start
        while i >= 0, i < entries.count {
            let opens: Bool
            switch entries[i].nesting {
            case .opensClip: opens = true
            case .closesClip: opens = false
            default: i += step; continue
            }
            // Walking back, a pop nests deeper and a push climbs out; walking on, the reverse.
            if opens == (step < 0) {
                if depth == 0 { return i }
                depth -= 1
            } else {
                depth += 1
            }
            i += step
        }
        return nil
    }

    /// The one scroll position drawn with the clip `rect`; nil when there is none or more than one.
    private static func onlyPosition(of rect: Rect, in positions: [ScrollContentPosition]) -> ScrollContentPosition? {
        var found: ScrollContentPosition?
        for p in positions where p.clip == rect {
            if found != nil { return nil }
            found = p
        }
        return found
    }
}
