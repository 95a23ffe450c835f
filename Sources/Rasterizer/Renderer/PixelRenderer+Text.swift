import Foundation
import UICore

extension PixelRenderer {
    /// Draws one line of text whose line box (``Font/lineHeight`` tall) starts at `origin`.
    ///
    /// Text is rasterised at the size it covers on screen (font size × pixels per point), so it
    /// stays crisp under HiDPI and lift scaling; glyph boxes are centred in the line box.
    /// DejaVu Sans's digits are already tabular, so `monospacedDigits` needs nothing more.
    func drawText(_ string: String, font: Font, color: Color, origin: Point) {
        guard !string.isEmpty, !clippedAway, color.alpha > 0, let glyphs else { return }
        let px = Swift.max(1, Int((font.size * pixelScale).rounded()))
        let unitsPerPoint = Double(px) / font.size
        let alpha = color.alpha * opacity
        let lineHeight = font.lineHeight
        let bold = font.weight.drawsBold, rgb = Self.rgb(color)
        /// Lays a run's raster at `x` (the face box centred in the line box, every run on its
        /// baseline) and returns its width in points.
        func lay(_ placed: GlyphRaster, at x: Double) -> Double {
            let rect = Rect(x: x, y: origin.y + (lineHeight - placed.faceHeight / unitsPerPoint) / 2 + placed.drop / unitsPerPoint,
                            width: Double(placed.raster.width) / unitsPerPoint, height: Double(placed.raster.height) / unitsPerPoint)
            blit(placed.raster, in: rect, alpha: alpha)
            return rect.width
        }
        // A text drawn before as one run is found under its whole string, before the string is
        // split into runs (a Unicode property lookup per scalar: the dearest part of a hit, a
        // tenth of the drawing of a held Down's scrolled frames). The cache names a run by its
        // text, size, weight and colour alone, as the lookup of each run below does.
        if let placed = textCache[TextKey(text: string, pixels: px, bold: bold, rgb: rgb)] {
            _ = lay(placed, at: origin.x)
            return
        }
        var x = origin.x
        for run in glyphs.runs(of: string) {
            if run.isEmoji {
                let box = glyphs.emojiBox(run.text, fontSize: font.size)
                let rect = Rect(x: x, y: origin.y + (lineHeight - box.height) / 2, width: box.width, height: box.height)
                drawEmoji(run.text, in: rect, alpha: opacity)
                x += box.width
            } else {
                let key = TextKey(text: run.text, pixels: px, bold: bold, rgb: rgb)
                guard let placed = textRaster(run, weight: font.weight, key: key) else { continue }
                x += lay(placed, at: x)
            }
        }
    }

    /// 0xRRGGBB of a colour.
    static func rgb(_ c: Color) -> UInt32 {
        UInt32(byte(c.red)) << 16 | UInt32(byte(c.green)) << 8 | UInt32(byte(c.blue))
    }

    /// The cached raster of a text run (premultiplied) and its place in the line, rendering it on a miss.
    func textRaster(_ run: GlyphRun, weight: Font.Weight, key: TextKey) -> GlyphRaster? {
        if let hit = textCache[key] { return hit }
        guard let made = glyphs?.raster(of: run, weight: weight, pixels: key.pixels, rgb: key.rgb) else { return nil }
        let placed = GlyphRaster(raster: made.raster.premultiplied(), faceHeight: made.faceHeight, drop: made.drop)
        textCache.insert(placed, for: key, cost: placed.raster.byteCount)
        return placed
    }

    /// Draws an emoji cluster scaled into `rect` (points), or a neutral placeholder when the
    /// emoji face is missing or lacks the glyph.
    func drawEmoji(_ cluster: String, in rect: Rect, alpha: Double) {
        let ps = pixelScale
        let w = Swift.max(1, Int((rect.width * ps).rounded())), h = Swift.max(1, Int((rect.height * ps).rounded()))
        let key = EmojiKey(text: cluster, width: w, height: h)
        var tex = emojiCache[key]
        if tex == nil, let strike = glyphs?.emojiStrike(cluster),
           let small = RasterResampler.resample(strike, width: w, height: h)?.premultiplied() {
            emojiCache.insert(small, for: key, cost: small.byteCount)
            tex = small
        }
        if let tex {
            blit(tex, in: rect, alpha: alpha)
        } else {
            // Placeholder: a soft grey rounded square, 80 % of the glyph box with 25 % corners (a
            // look chosen here, not a measured value); never crash on missing fonts.
            let inset = rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1)
            draw(.fill(.roundedRect(cornerRadius: inset.height * 0.25), inset, Color.gray.opacity(0.55)))
        }
    }

    /// Lays the premultiplied raster `raster` (its `source` part, in raster pixels; nil: whole)
    /// over the framebuffer into `rect` (points) on an axis-aligned layer, at `alpha`, inside the
    /// current clip: pixel for pixel when it is drawn at its own size (snapped to whole pixels:
    /// crisp text), else resampled bilinearly onto whole destination pixels. Each destination
    /// pixel's value depends only on where it lies in that rectangle, never on the clip, so a
    /// damage scissor can cut scaled text anywhere
    /// (``DamageFrame/isClipSensitive(_:device:cachesShapes:textOnFramebuffer:)``).
    /// Rotated, mirrored or tilted layers reach rasters through ``drawProjected(_:)`` instead.
    func blit(_ raster: PixelRaster, in rect: Rect, source: DamageFrame.Box? = nil, alpha: Double) {
        guard alpha > 0, !rect.isEmpty, let fb = target else { return }
        let t = device
        guard !drawsRastersUpright else { return }
        let src = source ?? DamageFrame.Box(x0: 0, y0: 0, x1: raster.width, y1: raster.height)
        let sw = src.x1 - src.x0, sh = src.y1 - src.y0
        guard sw > 0, sh > 0 else { return }
        let p0 = t.apply(rect.origin), p1 = t.apply(Point(x: rect.maxX, y: rect.maxY))
        raster.withPixels { all in
            let first = all + src.y0 * raster.width + src.x0
            if abs((p1.x - p0.x) - Double(sw)) < 0.5 && abs((p1.y - p0.y) - Double(sh)) < 0.5 {
                fb.layOver(first, pitch: raster.width, width: sw, height: sh, x: Int(p0.x.rounded()), y: Int(p0.y.rounded()),
                           alpha: Self.byte(alpha), clip: clipBox)
                return
            }
            // Whole destination pixels (crisper than a sub-pixel phase, and what the golden
            // snapshots hold).
            let q0 = Point(x: p0.x.rounded(), y: p0.y.rounded())
            let q1 = Point(x: q0.x + (p1.x - p0.x).rounded(), y: q0.y + (p1.y - p0.y).rounded())
            guard q1.x > q0.x, q1.y > q0.y else { return }
            // Raster x = kx · device x + cx over the source rectangle, its pixels outside it unsampled.
            let kx = Double(sw) / (q1.x - q0.x), ky = Double(sh) / (q1.y - q0.y)
            fb.layResampled(first, pitch: raster.width, width: sw, height: sh,
                            kx: kx, ky: ky, cx: -kx * q0.x, cy: -ky * q0.y, alpha: Self.byte(alpha), clip: clipBox)
        }
    }
}
