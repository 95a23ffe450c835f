import Foundation
import UICore

extension PixelRenderer {
    /// Forgets what is on the framebuffer, so the next damage-only ``render(_:)`` redraws whole
    /// (call it after drawing on the pixels by other means, or to time a whole redraw).
    public func invalidateDamage() {
        forgetFrame()
    }

    /// Forgets the last frame and the backdrop taken under it.
    func forgetFrame() {
        previousFrame = nil
        backdrop = nil
        staleMoved = nil
    }

    /// The box in points, relative to the text's origin, that ``drawText(_:font:color:origin:)``
    /// paints a line of plain text in under the device transform `t`: its raster's size at the
    /// pixel size it is rasterised at, placed as drawText places it (remembered per string and
    /// size). Only the width is known when the glyph source gives no box
    /// (``GlyphSource/plainBox(_:weight:pixels:)``): the height is then an em above and below
    /// the line box, and the width a quarter em either side. Nil for text with emoji or other
    /// faces, or when no face of that size is open yet (the damage then takes the conservative
    /// estimate).
    func measuredTextBox(_ string: String, font: Font, device t: Transform) -> Rect? {
        guard font.size > 0, !string.isEmpty, let glyphs else { return nil }
        let det = abs(t.m11 * t.m22 - t.m12 * t.m21)
        let ps = det > 0 ? det.squareRoot() : scale
        let px = Swift.max(1, Int((font.size * ps).rounded()))
        let key = TextKey(text: string, pixels: px, bold: font.weight.drawsBold, rgb: 0)
        // Looked up before the source splits the string into runs (a Unicode property lookup
        // per scalar, the dearest part of a hit): only plain one-run texts are ever kept.
        let box: PlainTextBox
        if let known = textBoxes[key] {
            box = known
        } else if let measured = glyphs.plainBox(string, weight: font.weight, pixels: px) {
            box = measured
            textBoxes.insert(box, for: key, cost: 1)
        } else if let w = glyphs.plainWidth(string, weight: font.weight, pixels: px) {
            // A height of 0 marks a box whose width alone is known.
            box = PlainTextBox(width: w, height: 0, faceHeight: 0)
            textBoxes.insert(box, for: key, cost: 1)
        } else {
            return nil
        }
        let pointsPerPixel = font.size / Double(px), size = abs(font.size)
        guard box.height > 0 else {
            return Rect(x: -size / 4, y: -size, width: Double(box.width) * pointsPerPixel + size / 2, height: font.lineHeight + 2 * size)
        }
        return Rect(x: 0, y: (font.lineHeight - Double(box.faceHeight) * pointsPerPixel) / 2,
                    width: Double(box.width) * pointsPerPixel, height: Double(box.height) * pointsPerPixel)
    }

    /// Renders `list` on a target that still holds the previous frame: clears the box where
    /// the two lists differ (``DamageFrame/damage(since:)``) to the background and redraws, with
    /// that box as the scissor, every item that can touch it; everything else is left as it is.
    /// While an animation changes only items drawn over an unchanging lower part, that part's
    /// pixels are copied back from a ``Backdrop`` instead of being cleared and drawn again.
    /// Redraws whole when the difference cannot be bounded.
    func renderDamage(_ list: DisplayList) {
        let w = target?.width ?? 0, h = target?.height ?? 0
        // The last frame's entries become this one's, updated in place where the list was
        // patched: no other reference may hold them meanwhile (the backdrop stays).
        var previous = previousFrame
        previousFrame = nil
        let frame = DamageFrame(list, scale: scale, cachesShapes: diagnostics.cachesShapes, textOnFramebuffer: true,
                                width: w, height: h, taking: &previous) { [self] in
            measuredTextBox($0, font: $1, device: $2)
        }
        defer { previousFrame = frame }
        let pending = provisional
        provisional = nil
        let entries = frame.entries, bounds = layerBounds(frame)
        guard w > 0, h > 0, let previous else {
            renderWhole(list, bounds: bounds)
            return
        }
        // A list built whole after a scroll: move the pixels the content already has on screen.
        if frame.changed == nil, let shift = frame.shift(since: previous, pending: pending), let fb = target {
            renderShifted(list, frame: frame, shift: shift, into: fb)
            return
        }
        guard var damage = frame.damage(since: previous) else {
            renderWhole(list, bounds: bounds)
            return
        }
        if let pending { damage = damage.union(pending) }
        // The backdrop holds while every frame since it was taken changed nothing before its start.
        if let kept = backdrop, frame.firstChange.map({ $0 < kept.start }) ?? true { backdrop = nil }
        if damage.isEmpty { lastDamage = Rect(x: 0, y: 0, width: 0, height: 0); return }
        if let kept = backdrop, kept.covers(damage), let fb = target {
            // The lower part comes back from the backdrop; only what is drawn over it is drawn.
            draw(damage) {
                restore(damage, from: kept, around: frame, into: fb)
                diagnostics.framesFromBackdrop += 1
                let start = kept.start
                drawItems(list, bounds: bounds, passingOver: (frame.groups, damage, start),
                          where: { entries[$0].isState || ($0 >= start && entries[$0].bounds.intersects(damage)) })
            }
            return
        }
        let plan = backdropPlan(frame, damage: damage)
        // A backdrop reads pixels outside the box drawn: none may be left unmoved.
        if let plan, let stale = staleMoved, stale.intersects(plan.region) { redrawMoved(stale, list, frame: frame, bounds: bounds) }
        let drawn = plan?.drawn ?? damage
        draw(drawn) {
            // The backdrop taken at the plan's start must hold the pixels of what is drawn before it.
            clear(to: list.background, drawn, around: frame, before: plan?.start ?? entries.count)
            drawItems(list, bounds: bounds, mark: plan?.start, atMark: { [self] in
                // Items drawn before the start at an inexact scale will be drawn again sharp: not kept.
                guard let plan, provisional == nil, let fb = target else { return }
                backdrop = Backdrop(start: plan.start, region: plan.region, from: fb)
            }, passingOver: (frame.groups, drawn, 0), where: { entries[$0].isState || entries[$0].bounds.intersects(drawn) })
        }
    }

    /// Each item's unclipped device pixels in `frame`, with which ``drawItems(_:bounds:mark:atMark:passingOver:where:)``
    /// lays scaled layers from flattened rasters; nil when layers are drawn directly
    /// (``RendererDiagnostics``).
    private func layerBounds(_ frame: DamageFrame) -> ((Int) -> DamageFrame.Box)? {
        guard diagnostics.flattensLayers && diagnostics.cachesShapes else { return nil }
        let entries = frame.entries
        return { entries[$0].unclipped }
    }

    /// Draws `frame` by moving the pixels of the scroll view's clip as `shift` says and redrawing
    /// its damage boxes one by one (each cleared and drawn with every item that can touch it).
    private func renderShifted(_ list: DisplayList, frame: DamageFrame, shift: PixelShift,
                               into fb: Framebuffer) {
        // The backdrop's pixels are the last frame's, unmoved.
        backdrop = nil
        if screenMovesScrolledPixels {
            staleMoved = staleMoved.map { $0.union(shift.clip) } ?? shift.clip
        } else {
            fb.move(shift)
        }
        diagnostics.framesShifted += 1
        let entries = frame.entries, bounds = layerBounds(frame)
        var changed = shift.clip
        if let source = shift.source(within: fb.bounds) {
            lastMove = MovedPixels(source: source.rect, dx: shift.dx, dy: shift.dy, redrawn: shift.damage.map(\.rect))
        }
        for box in shift.damage {
            draw(box) {
                clear(to: list.background, box, around: frame, before: entries.count)
                drawItems(list, bounds: bounds, passingOver: (frame.groups, box, 0), where: { entries[$0].isState || entries[$0].bounds.intersects(box) })
            }
            changed = changed.union(box)
        }
        lastDamage = changed.rect
    }

    /// Draws `stale`, pixels the screen moved and the target did not, as `list` has them (the
    /// screen already shows them: they are not reported as changed).
    private func redrawMoved(_ stale: DamageFrame.Box, _ list: DisplayList, frame: DamageFrame,
                             bounds: ((Int) -> DamageFrame.Box)?) {
        staleMoved = nil
        diagnostics.movedPixelsRedrawn += 1
        let entries = frame.entries, reported = lastDamage
        draw(stale) {
            clear(to: list.background, stale, around: frame, before: entries.count)
            drawItems(list, bounds: bounds, passingOver: (frame.groups, stale, 0), where: { entries[$0].isState || entries[$0].bounds.intersects(stale) })
        }
        lastDamage = reported
    }

    /// Clears `box` to `background` but where an item of `frame` before index `limit` surely
    /// paints opaque (``OpaqueCover``): drawn over the box, it overwrites those pixels whole.
    private func clear(to background: Color, _ box: DamageFrame.Box, around frame: DamageFrame, before limit: Int) {
        prepare(box, around: frame, items: 0..<limit, counting: \.pixelsLeftUncleared) { clear(to: background, $0) }
    }

    /// Copies `kept`'s pixels of `box` back but where an item of `frame` drawn over the backdrop
    /// (from its start on) surely paints opaque (``OpaqueCover``): a raised tile's art overwrites
    /// them whole, so copying them first only costs time.
    private func restore(_ box: DamageFrame.Box, from kept: Backdrop, around frame: DamageFrame, into fb: Framebuffer) {
        prepare(box, around: frame, items: kept.start..<frame.entries.count, counting: \.pixelsLeftUnrestored) {
            kept.restore($0, into: fb)
        }
    }

    /// Runs `write` (a clear or a restore of the pixels under what is drawn next) on the pieces of
    /// `box` outside the interiors the items `items` of `frame` surely paint opaque, and adds the
    /// pixels it skipped to the diagnostics' `skipped` count.
    private func prepare(_ box: DamageFrame.Box, around frame: DamageFrame, items: Range<Int>,
                         counting skipped: WritableKeyPath<RendererDiagnostics, Int>, _ write: (DamageFrame.Box) -> Void) {
        let covers = diagnostics.clearsAroundOpaqueItems ? OpaqueCover.covers(in: frame, box: box, items: items) : []
        guard !covers.isEmpty else { write(box); return }
        var written = 0
        for piece in OpaqueCover.uncovered(box, by: covers) {
            write(piece)
            written += piece.area
        }
        diagnostics[keyPath: skipped] += box.area - written
    }

    /// Runs `body` with `box` as the scissor under every clip (``baseClip``), and reports it
    /// as the pixels this frame changed (``lastDamage``).
    private func draw(_ box: DamageFrame.Box, _ body: () -> Void) {
        lastDamage = box.rect
        baseClip = box
        defer { baseClip = nil }
        body()
    }

    /// How to take a backdrop while `frame` is drawn (``Backdrop``): at its first changed item,
    /// when the frame was patched from the last one and no scaled layer is open there (whose
    /// flattened body would straddle it), over the clip that item is drawn in. What is drawn from
    /// there on must not reach that region's pixels outside the box drawn this frame (they are the
    /// last frame's, and must hold only the lower part): the box is the damage grown over what
    /// is drawn from there on across its edges (a lifted tile's title under its shadow) while that stays
    /// small (at most ``backdropGrowth`` times the damage), and the region is cut by whatever
    /// still reaches past it. Nil when no backdrop larger than the box can be taken.
    func backdropPlan(_ frame: DamageFrame, damage: DamageFrame.Box) -> (start: Int, region: DamageFrame.Box, drawn: DamageFrame.Box)? {
        guard let s = frame.firstChange, s > 0, s < frame.entries.count else { return nil }
        let first = frame.entries[s], t = first.transform
        guard t.m11 == 1, t.m22 == 1, t.m12 == 0, t.m21 == 0, t.m31 == 0, t.m32 == 0, t.m33 == 1, first.opacity == 1 else { return nil }
        let clip = first.clip ?? frame.canvas
        // Grow the drawn box over what is drawn from the start on across its edges, a few times
        // at most: such an item (a lifted tile's title hanging below its art) would otherwise cut
        // the region to the box, and the next frame's damage, a little larger, would not fit it.
        var drawn = damage
        for _ in 0..<3 {
            var grown = drawn
            for e in frame.entries[s...] where !e.isState && e.bounds.intersects(drawn) { grown = grown.union(e.bounds) }
            grown = frame.grown(grown)
            if grown == drawn || grown.area > Int(Self.backdropGrowth * Double(damage.area)) { break }
            drawn = grown
        }
        var r = clip.union(drawn).intersection(frame.canvas)
        for e in frame.entries[s...] where !e.isState && e.bounds.intersects(r) {
            // What the item draws beyond each side of the box is cut off the region.
            let b = e.bounds
            if b.x0 < drawn.x0 { r.x0 = Swift.max(r.x0, Swift.min(drawn.x0, b.x1)) }
            if b.y0 < drawn.y0 { r.y0 = Swift.max(r.y0, Swift.min(drawn.y0, b.y1)) }
            if b.x1 > drawn.x1 { r.x1 = Swift.min(r.x1, Swift.max(drawn.x1, b.x0)) }
            if b.y1 > drawn.y1 { r.y1 = Swift.min(r.y1, Swift.max(drawn.y1, b.y0)) }
        }
        guard r != drawn else { return nil }
        return (s, r, drawn)
    }

    /// How much larger than the damage the box drawn on a frame that takes a backdrop may grow
    /// (``backdropPlan(_:damage:)``): a lifted tile's title beside its shadow adds a tenth or so;
    /// more means something large is drawn over the animation, and the backdrop is cut instead
    /// (our estimate).
    static let backdropGrowth = 1.5
}
