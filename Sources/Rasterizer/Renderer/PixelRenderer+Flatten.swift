import CPixelBlend
import UICore

extension PixelRenderer {
    /// Fewest items a layer's body holds for flattening it to pay (a badge or a lone shape is
    /// cheaper drawn than flattened and resampled; our estimate).
    static let flattenMinimumItems = 4

    /// Draws the scaled layer opened at `items[start]` — its leading shadows as usual, its body
    /// from a flattened raster (``LayerFlattener``), or item by item when that is cheaper
    /// (``directTextLimit``) — and returns the index after its `popLayer`; nil when the
    /// item is not such a layer or its body must be drawn directly this frame (the caller then
    /// draws item by item). `bounds` gives each item's unclipped device pixels.
    func drawFlattened(_ items: [DisplayItem], at start: Int, bounds: (Int) -> DamageFrame.Box,
                       keep: (Int) -> Bool) -> Int? {
        guard case .pushLayer(let t, _) = items[start], t.m12 == 0, t.m21 == 0, t.m31 == 0, t.m32 == 0, t.m33 == 1,
              t.m11 != 1 || t.m22 != 1, t.m11 > 0, t.m22 > 0, let fb = target, !clippedAway else { return nil }
        // The body after the leading shadows, and the layer's own pop.
        var body = start + 1
        while body < items.count, case .shadow = items[body] { body += 1 }
        // On the way, whether the body is cheaper drawn item by item (``directTextLimit``).
        var depth = 0, end = start + 1, texts = 0, plain = true
        scan: while end < items.count {
            switch items[end] {
            case .pushLayer(let inner, _):
                // A perspective tilt inside is drawn directly (the shape cache's affine-only rule).
                if inner.m31 != 0 || inner.m32 != 0 || inner.m33 != 1 { return nil }
                depth += 1
            case .popLayer:
                if depth == 0 { break scan }
                depth -= 1
            case .text:
                texts += 1
            case .gradient, .image, .shadow:
                if end >= body { plain = false }
            default:
                break
            }
            end += 1
        }
        guard end < items.count, end - body >= Self.flattenMinimumItems else { return nil }
        // At full opacity only: a fading layer's body is laid as one raster at its opacity (its
        // items composited together first), which drawing them one by one would not give.
        if plain, texts <= Self.directTextLimit, case .pushLayer(_, let fade) = items[start], fade >= 1,
           layers[layers.count - 1].opacity >= 1 {
            drawScaledDirectly(items, start: start, body: body, end: end, keep: keep, into: fb)
            return end + 1
        }
        // Content cut by the canvas edge cannot be rescaled from what was drawn of it. A text's
        // bounds are an estimate that may run to the edge when its width is not known yet
        // (``DamageFrame``); the raster then just ends at the edge, as the text really does.
        var box = DamageFrame.Box.empty
        for i in body..<end {
            let b = bounds(i)
            // Items that draw nothing themselves (a nested layer or clip opening or closing, an
            // offset title's layer) have no pixels to be cut.
            if b.isEmpty { continue }
            if case .text = items[i] {} else if b.x0 <= 0 || b.y0 <= 0 || b.x1 >= fb.width || b.y1 >= fb.height { return nil }
            box = box.union(b)
        }
        guard !box.isEmpty else { return nil }
        // The body is keyed and flattened relative to its first item's place, so the raster of a
        // lifted tile serves it wherever a scroll moves it (by whole pixels: drawn exactly).
        let anchor = items[body..<end].lazy.compactMap(\.anchor).first ?? .zero
        let toAnchor = Point(x: -anchor.x, y: -anchor.y)
        var hasher = Hasher()
        for i in body..<end { items[i].hashTranslated(by: toAnchor, into: &hasher) }
        let key = hasher.finalize()
        let top = layers[layers.count - 1]
        let device = Transform.scale(x: scale, y: scale).concatenating(top.transform.concatenating(t))
            .concatenating(.translation(x: anchor.x, y: anchor.y))
        guard let flat = flattener.raster(for: key, device: device, frame: frameNumber, box: box, flatten: { target, place in
            target.drawBody(items[body..<end].map { $0.translated(by: toAnchor) }[...], place: place)
        }) else { return nil }
        draw(items[start])
        // The shadows go under the body: where the body is surely opaque they cannot show, so
        // they are drawn only around that box (a lifted card hides most of its own shadow).
        let opacity = layers[layers.count - 1].opacity
        let hidden = opacity >= 1 ? flat.opaqueBox(at: device) : .empty
        for i in (start + 1)..<body where keep(i) { draw(items[i], around: hidden, in: fb) }
        blend(flat, device: device, opacity: opacity, into: fb)
        draw(items[end])
        return end + 1
    }

    /// Draws the scaled layer opened at `items[start]` item by item (its body `body..<end`,
    /// closed at `end`): its leading shadows only around what its body's largest opaque fill
    /// surely covers, as a flattened body's are, then the body, the items `keep` admits.
    private func drawScaledDirectly(_ items: [DisplayItem], start: Int, body: Int, end: Int, keep: (Int) -> Bool,
                                    into fb: Framebuffer) {
        draw(items[start])
        let device = self.device
        var hidden = DamageFrame.Box.empty
        // Fills at the body's own level, before any clip or layer inside it could cut them.
        scan: for i in body..<end {
            switch items[i] {
            case .fill(let shape, let rect, let color) where color.alpha >= 1:
                if let box = OpaqueCover.interior(of: shape, in: rect, device: device, margin: OpaqueCover.scaledEdgeMargin),
                   box.area > hidden.area {
                    hidden = box
                }
            case .pushClip, .pushLayer:
                break scan
            default:
                continue
            }
        }
        for i in (start + 1)..<body where keep(i) { draw(items[i], around: hidden, in: fb) }
        for i in body..<end where keep(i) { draw(items[i]) }
        draw(items[end])
    }

    /// The most texts the body of a scaled layer at full opacity holds for it to be drawn item by
    /// item rather than flattened and resampled, when nothing else in it but fills, strokes, and
    /// the clips and layers around them (a list row or a button: its platter, label and
    /// progress bar): a guide row's two and a card's title and subtitle, with room for one more.
    /// Its shapes come from the shape cache at each step of the lift (a long one cut short,
    /// ``NineSlice``: an opaque platter is laid as stores) and its texts from the text cache at
    /// the two or three pixel sizes a lift passes through (each drawn at a scale is resampled
    /// from its raster); a flattened raster is resampled whole every frame. Holding Down through
    /// the guide at 1920×1080, its lifting rows took a fifth of the CPU flattened and resampled.
    /// Gradients, images and shadows cost per pixel drawn directly too, so a body with any of
    /// them (a tile's art) is flattened.
    static let directTextLimit = 3

    /// Draws `item` only outside `hidden` (device pixels), inside the current clip: in up to
    /// four boxes around it, each drawn exactly as that part of the whole would be.
    private func draw(_ item: DisplayItem, around hidden: DamageFrame.Box, in fb: Framebuffer) {
        let clip = clipBox ?? fb.bounds
        guard hidden.intersects(clip) else { draw(item); return }
        for part in clip.subtracting(hidden) {
            clips.append(part)
            draw(item)
            clips.removeLast()
        }
    }

    /// Draws `items` (a layer's body) with fresh layer and clip stacks under the point → pixel
    /// transform `place`, on the whole target: the offscreen half of ``LayerFlattener``.
    func drawBody(_ items: ArraySlice<DisplayItem>, place: Transform) {
        drawInto(target, place: place) { for item in items { draw(item) } }
    }

    /// Lays the raster `flat` over the framebuffer as the layer's body drawn under `device` at
    /// `opacity`, inside the current clip.
    private func blend(_ flat: FlatLayer, device: Transform, opacity: Double,
                       into fb: Framebuffer) {
        let m = flat.mapping(to: device)
        let alpha = Self.byte(opacity)
        let reached = flat.pixels.withUnsafeBufferPointer { src in
            // At its own scale, moved by whole pixels, the raster is laid pixel for pixel: the
            // same pixels as resampling it there (every weight is zero), without the resampling.
            if flat.isExact(at: device) {
                return fb.layOver(src.baseAddress!, pitch: flat.width, width: flat.width, height: flat.height,
                                  x: Int((-m.cx).rounded()), y: Int((-m.cy).rounded()), alpha: alpha, clip: clipBox)
            }
            return fb.layResampled(src.baseAddress!, pitch: flat.width, width: flat.width, height: flat.height,
                                   kx: m.kx, ky: m.ky, cx: m.cx, cy: m.cy, alpha: alpha, clip: clipBox)
        }
        if let box = reached, !flat.isExact(at: device) {
            provisional = provisional?.union(box) ?? box
        }
    }
}
