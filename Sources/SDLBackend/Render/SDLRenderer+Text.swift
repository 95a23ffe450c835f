import CSDL2
import CSDL2TTF
import Foundation
import UICore

extension SDLRenderer {
    /// Draws one line of text whose line box (``Font/lineHeight`` tall) starts at `origin`.
    ///
    /// Text is rasterised at the size it covers on screen (font size × pixels per point), so it
    /// stays crisp under HiDPI and lift scaling; glyph boxes are centred in the line box.
    /// DejaVu Sans's digits are already tabular, so `monospacedDigits` needs nothing more.
    func drawText(_ string: String, font: Font, color: Color, origin: Point) {
        guard !string.isEmpty, !clippedAway, color.alpha > 0 else { return }
        let px = Swift.max(1, Int((font.size * pixelScale).rounded()))
        let unitsPerPoint = Double(px) / font.size
        let alpha = color.alpha * opacity
        let lineHeight = font.lineHeight
        var x = origin.x
        for run in TextRun.split(string) {
            if run.isEmoji {
                let box = EmojiMetrics.box(run.text, fontSize: font.size, fonts: fonts)
                let rect = Rect(x: x, y: origin.y + (lineHeight - box.height) / 2, width: box.width, height: box.height)
                drawEmoji(run.text, in: rect, alpha: opacity)
                x += box.width
            } else {
                guard let face = fonts.face(weight: font.weight, pixels: px),
                      let tex = textTexture(run.text, face: face, key: TextKey(text: run.text, pixels: px, bold: FontLibrary.isBold(font.weight),
                                                                               rgb: Self.rgb(color))) else { continue }
                let faceHeight = Double(TTF_FontHeight(face)) / unitsPerPoint
                let rect = Rect(x: x, y: origin.y + (lineHeight - faceHeight) / 2,
                                width: Double(tex.width) / unitsPerPoint, height: Double(tex.height) / unitsPerPoint)
                blit(tex, in: rect, alpha: alpha)
                x += rect.width
            }
        }
    }

    /// 0xRRGGBB of a colour.
    static func rgb(_ c: Color) -> UInt32 {
        UInt32(byte(c.red)) << 16 | UInt32(byte(c.green)) << 8 | UInt32(byte(c.blue))
    }

    /// The cached texture of a text run, rendering it on a miss.
    func textTexture(_ text: String, face: OpaquePointer, key: TextKey) -> CachedTexture? {
        if let hit = textCache[key] { return hit }
        let c = SDL_Color(r: UInt8(key.rgb >> 16 & 0xFF), g: UInt8(key.rgb >> 8 & 0xFF), b: UInt8(key.rgb & 0xFF), a: 255)
        guard let surface = TTF_RenderUTF8_Blended(face, text, c) else { return nil }
        defer { SDL_FreeSurface(surface) }
        guard let tex = makeTexture(surface) else { return nil }
        textCache.insert(tex, for: key, cost: tex.width * tex.height * 4)
        return tex
    }

    /// Draws an emoji cluster scaled into `rect` (points), or a neutral placeholder when the
    /// emoji face is missing or lacks the glyph.
    func drawEmoji(_ cluster: String, in rect: Rect, alpha: Double) {
        let ps = pixelScale
        let w = Swift.max(1, Int((rect.width * ps).rounded())), h = Swift.max(1, Int((rect.height * ps).rounded()))
        let key = EmojiKey(text: cluster, width: w, height: h)
        var tex = emojiCache[key]
        if tex == nil, let face = fonts.emoji,
           let strike = TTF_RenderUTF8_Blended(face, cluster, SDL_Color(r: 255, g: 255, b: 255, a: 255)) {
            defer { SDL_FreeSurface(strike) }
            if let small = SurfaceResampler.resample(strike, width: w, height: h) {
                defer { SDL_FreeSurface(small) }
                if let made = makeTexture(small) {
                    emojiCache.insert(made, for: key, cost: w * h * 4)
                    tex = made
                }
            }
        }
        if let tex {
            blit(tex, in: rect, alpha: alpha)
        } else {
            // Placeholder: a soft grey rounded square, 80 % of the glyph box with 25 % corners (a
            // look chosen here, not a measured value); never crash on missing fonts.
            let inset = rect.insetBy(dx: rect.width * 0.1, dy: rect.height * 0.1)
            fill(.roundedRect(cornerRadius: inset.height * 0.25), inset, solid: Color.gray.opacity(0.55))
        }
    }

    /// A blended, linearly filtered texture from a surface.
    func makeTexture(_ surface: UnsafeMutablePointer<SDL_Surface>) -> CachedTexture? {
        guard let t = SDL_CreateTextureFromSurface(handle, surface) else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return CachedTexture(texture: t, width: Int(surface.pointee.w), height: Int(surface.pointee.h))
    }

    /// Draws a texture (or its `source` part, in texture pixels) into a rectangle in points.
    ///
    /// Axis-aligned layers use `SDL_RenderCopyF`, snapped to whole pixels when the texture is
    /// drawn 1:1 (crisp text); rotated or perspective layers draw a subdivided textured mesh so
    /// the image follows the projection.
    func blit(_ tex: CachedTexture, in rect: Rect, source: SDL_Rect? = nil, alpha: Double) {
        guard alpha > 0, !rect.isEmpty else { return }
        let t = device
        let src = source ?? SDL_Rect(x: 0, y: 0, w: Int32(tex.width), h: Int32(tex.height))
        if t.isAxisAligned && t.m11 > 0 && t.m22 > 0 {
            let p0 = t.apply(rect.origin), p1 = t.apply(Point(x: rect.maxX, y: rect.maxY))
            var dst = SDL_FRect(x: Float(p0.x), y: Float(p0.y), w: Float(p1.x - p0.x), h: Float(p1.y - p0.y))
            if abs(Double(dst.w) - Double(src.w)) < 0.5 && abs(Double(dst.h) - Double(src.h)) < 0.5 {
                dst = SDL_FRect(x: dst.x.rounded(), y: dst.y.rounded(), w: Float(src.w), h: Float(src.h))
            }
            SDL_SetTextureAlphaMod(tex.texture, Self.byte(alpha))
            var s = src
            SDL_RenderCopyF(handle, tex.texture, &s, &dst)
            SDL_SetTextureAlphaMod(tex.texture, 255)
            return
        }
        // Rotation (+ uniform-ish scale, no shear or mirror): SDL_RenderCopyExF, which the software
        // renderer draws with a filtered rotozoom (a textured mesh there samples nearest texels).
        let ax = Point(x: t.m11, y: t.m21), ay = Point(x: t.m12, y: t.m22)
        if t.m31 == 0 && t.m32 == 0 && t.m33 == 1 && abs(ax.x * ay.x + ax.y * ay.y) < 1e-6 && (ax.x * ay.y - ax.y * ay.x) > 0 {
            let sx = (ax.x * ax.x + ax.y * ax.y).squareRoot(), sy = (ay.x * ay.x + ay.y * ay.y).squareRoot()
            let c = t.apply(rect.center)
            var dst = SDL_FRect(x: Float(c.x - rect.width * sx / 2), y: Float(c.y - rect.height * sy / 2),
                                w: Float(rect.width * sx), h: Float(rect.height * sy))
            var s = src
            SDL_SetTextureAlphaMod(tex.texture, Self.byte(alpha))
            SDL_RenderCopyExF(handle, tex.texture, &s, &dst, atan2(ax.y, ax.x) * 180 / Double.pi, nil, SDL_FLIP_NONE)
            SDL_SetTextureAlphaMod(tex.texture, 255)
            return
        }
        // Perspective needs a grid: each triangle maps its texture affinely (8×8 cells keep the
        // error under a pixel at the tilts docs/design.md uses).
        let n = (t.m31 == 0 && t.m32 == 0) ? 1 : 8
        let c = SDL_Color(r: 255, g: 255, b: 255, a: Self.byte(alpha))
        var mesh = Mesh()
        let u0 = Double(src.x) / Double(tex.width), v0 = Double(src.y) / Double(tex.height)
        let du = Double(src.w) / Double(tex.width), dv = Double(src.h) / Double(tex.height)
        for j in 0...n {
            for i in 0...n {
                let fx = Double(i) / Double(n), fy = Double(j) / Double(n)
                let p = Point(x: rect.minX + fx * rect.width, y: rect.minY + fy * rect.height)
                mesh.vertices.append(SDL_Vertex(position: Self.fpoint(p, t), color: c,
                                                tex_coord: SDL_FPoint(x: Float(u0 + fx * du), y: Float(v0 + fy * dv))))
            }
        }
        let row = Int32(n + 1)
        for j in 0..<Int32(n) {
            for i in 0..<Int32(n) {
                let a = j * row + i
                mesh.indices.append(contentsOf: [a, a + 1, a + row + 1, a, a + row + 1, a + row])
            }
        }
        mesh.draw(handle, texture: tex.texture, separateTriangles: snapsVertices)
    }
}
