import Rasterizer
import CPixelBlend
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
        // Every run sits on the text face's baseline (a fallback face has its own ascent).
        let primary = fonts.face(weight: font.weight, pixels: px)
        for run in TextRun.split(string, fonts: fonts) {
            if run.isEmoji {
                let box = EmojiMetrics.box(run.text, fontSize: font.size, fonts: fonts)
                let rect = Rect(x: x, y: origin.y + (lineHeight - box.height) / 2, width: box.width, height: box.height)
                drawEmoji(run.text, in: rect, alpha: opacity)
                x += box.width
            } else {
                guard let face = fonts.face(of: run, weight: font.weight, pixels: px),
                      let tex = textTexture(run.text, face: face, key: TextKey(text: run.text, pixels: px, bold: FontLibrary.isBold(font.weight),
                                                                               rgb: Self.rgb(color))) else { continue }
                let base = primary ?? face
                let faceHeight = Double(TTF_FontHeight(base)) / unitsPerPoint
                let shift = Double(TTF_FontAscent(base) - TTF_FontAscent(face)) / unitsPerPoint
                let rect = Rect(x: x, y: origin.y + (lineHeight - faceHeight) / 2 + shift,
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
        guard let tex = makeTexture(surface, keepingPixels: true) else { return nil }
        // The texture and the premultiplied pixels kept for blending both count.
        textCache.insert(tex, for: key, cost: tex.width * tex.height * 4 * (tex.premultiplied == nil ? 1 : 2))
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
                if let made = makeTexture(small, keepingPixels: true) {
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

    /// A blended, linearly filtered texture from a surface; with `keepingPixels`, its pixels
    /// premultiplied beside it (``CachedTexture/premultiplied``).
    func makeTexture(_ surface: UnsafeMutablePointer<SDL_Surface>, keepingPixels: Bool = false) -> CachedTexture? {
        guard let t = SDL_CreateTextureFromSurface(handle, surface) else { return nil }
        SDL_SetTextureBlendMode(t, SDL_BLENDMODE_BLEND)
        SDL_SetTextureScaleMode(t, SDL_ScaleModeLinear)
        return CachedTexture(texture: t, width: Int(surface.pointee.w), height: Int(surface.pointee.h),
                             premultiplied: keepingPixels ? Self.premultipliedPixels(of: surface) : nil)
    }

    /// A surface's pixels as premultiplied ARGB8888, rows packed; nil when SDL cannot convert it.
    static func premultipliedPixels(of surface: UnsafeMutablePointer<SDL_Surface>) -> [UInt32]? {
        guard let argb = SDL_ConvertSurfaceFormat(surface, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { return nil }
        defer { SDL_FreeSurface(argb) }
        let w = Int(argb.pointee.w), h = Int(argb.pointee.h), pitch = Int(argb.pointee.pitch) / 4
        guard w > 0, h > 0, let raw = argb.pointee.pixels else { return nil }
        SDL_LockSurface(argb)
        defer { SDL_UnlockSurface(argb) }
        let rows = raw.assumingMemoryBound(to: UInt32.self)
        var out = [UInt32](repeating: 0, count: w * h)
        for y in 0..<h {
            for x in 0..<w {
                let p = rows[y * pitch + x], a = p >> 24
                func ch(_ shift: UInt32) -> UInt32 { ((p >> shift & 0xFF) * a + 127) / 255 }
                out[y * w + x] = a << 24 | ch(16) << 16 | ch(8) << 8 | ch(0)
            }
        }
        return out
    }

    /// Lays the premultiplied raster `pixels` (`width` pixels a row; its `source` part) over the
    /// framebuffer scaled onto the device rectangle `p0`–`p1`, bilinearly, at `alpha`, inside the current clip.
    /// Each destination pixel's value depends only on where it lies in that rectangle, never on
    /// the clip (SDL's scaled copy moves its source rectangle with the clipped destination), so a
    /// damage scissor can cut scaled text anywhere (``DamageFrame/isClipSensitive(_:device:cachesShapes:textOnFramebuffer:)``).
    private func blendScaled(_ pixels: [UInt32], width: Int, source src: SDL_Rect, from p0: Point, to p1: Point,
                             alpha: Double, into fb: Framebuffer) {
        guard p1.x > p0.x, p1.y > p0.y, src.w > 0, src.h > 0 else { return }
        // Raster x = kx · device x + cx over the source rectangle, its pixels outside it unsampled
        // (transparent).
        let kx = Double(src.w) / (p1.x - p0.x), ky = Double(src.h) / (p1.y - p0.y)
        _ = pixels.withUnsafeBufferPointer { all in
            fb.layResampled(all.baseAddress! + Int(src.y) * width + Int(src.x), pitch: width, width: Int(src.w), height: Int(src.h),
                            kx: kx, ky: ky, cx: -kx * p0.x, cy: -ky * p0.y, alpha: Self.byte(alpha), clip: clipBox)
        }
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
                // Pixel for pixel onto our framebuffer: laid over by the rasteriser, as scaled
                // text is (one blend for text, rounded as our other blends round).
                if let pixels = tex.premultiplied, let fb = framebufferPixels {
                    _ = pixels.withUnsafeBufferPointer { all in
                        fb.layOver(all.baseAddress! + Int(src.y) * tex.width + Int(src.x), pitch: tex.width,
                                   width: Int(src.w), height: Int(src.h), x: Int(dst.x), y: Int(dst.y),
                                   alpha: Self.byte(alpha), clip: clipBox)
                    }
                    return
                }
            } else if let pixels = tex.premultiplied, let fb = framebufferPixels {
                // Whole destination pixels, as SDL's scaled copy places it (crisper than a
                // sub-pixel phase, and what the golden snapshots hold).
                let q0 = Point(x: p0.x.rounded(), y: p0.y.rounded())
                let q1 = Point(x: q0.x + (p1.x - p0.x).rounded(), y: q0.y + (p1.y - p0.y).rounded())
                blendScaled(pixels, width: tex.width, source: src, from: q0, to: q1, alpha: alpha, into: fb)
                return
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
