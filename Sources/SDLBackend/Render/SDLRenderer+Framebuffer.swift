import CPixelBlend
import CSDL2

extension SDLRenderer {
    /// The pixels of ``framebuffer`` while this renderer may write them itself: a 32-bit xRGB or
    /// ARGB surface, drawn on directly (no texture is the render target); nil otherwise.
    ///
    /// SDL's software renderer blends a texture one pixel at a time and clears with
    /// non-temporal stores that push the pixels out of the cache just before they are blended
    /// over. Cached shapes are blended and opaque rectangles filled here instead (``blendIntoFramebuffer(_:at:)``,
    /// ``fillFramebuffer(_:opaque:clipped:)``), four pixels at a time, with the same blend (`make
    /// bench`'s `frame:` rows).
    /// Pixels are addressed as SDL's would be: this renderer never sets a viewport or a render
    /// scale, so a point in pixels is the surface's pixel.
    var framebufferPixels: (base: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int)? {
        guard let s = framebuffer, let pixels = s.pointee.pixels, SDL_GetRenderTarget(handle) == nil else { return nil }
        let format = s.pointee.format.pointee.format
        guard format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              s.pointee.pitch % 4 == 0, s.pointee.flags & UInt32(SDL_RLEACCEL) == 0 else { return nil }
        // Whatever SDL still has queued lands first, so the order of drawing is kept.
        SDL_RenderFlush(handle)
        return (pixels.assumingMemoryBound(to: UInt32.self), Int(s.pointee.pitch) / 4, Int(s.pointee.w), Int(s.pointee.h))
    }

    /// `rect` cut to `clip` (nil: none) and the framebuffer's `width` × `height`; nil when
    /// nothing is left.
    static func clipped(_ rect: SDL_Rect, to clip: SDL_Rect?, width: Int, height: Int) -> SDL_Rect? {
        var x0 = Int(rect.x), y0 = Int(rect.y), x1 = x0 + Int(rect.w), y1 = y0 + Int(rect.h)
        if let c = clip {
            x0 = Swift.max(x0, Int(c.x)); y0 = Swift.max(y0, Int(c.y))
            x1 = Swift.min(x1, Int(c.x) + Int(c.w)); y1 = Swift.min(y1, Int(c.y) + Int(c.h))
        }
        x0 = Swift.max(x0, 0); y0 = Swift.max(y0, 0)
        x1 = Swift.min(x1, width); y1 = Swift.min(y1, height)
        guard x1 > x0, y1 > y0 else { return nil }
        return SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
    }

    /// Blends a streaming ARGB8888 `texture` (a cached shape) onto the framebuffer with its
    /// top-left pixel at `dst`'s origin and its alpha times `alpha` / 255, inside the current
    /// clip; false when the framebuffer or the texture's pixels cannot be reached, so the caller
    /// copies it through SDL.
    func blendIntoFramebuffer(_ texture: OpaquePointer, at dst: SDL_Rect, alpha: UInt8 = 255) -> Bool {
        blendIntoFramebuffer(texture, cut: NineSlice(), width: Int(dst.w), height: Int(dst.h), at: dst, alpha: alpha)
    }

    /// Blends a cut shape texture (``NineSlice``) onto the framebuffer as the whole shape, its
    /// top-left pixel at `dst`'s origin (`dst` the whole shape's size): its repeated column and row
    /// stretched, the rest laid as it is (a slice that cuts nothing lays the whole texture);
    /// false when the framebuffer or the texture's pixels cannot be reached.
    func blendIntoFramebuffer(_ texture: OpaquePointer, cut slice: NineSlice, width: Int, height: Int, at dst: SDL_Rect,
                              alpha: UInt8 = 255) -> Bool {
        guard let fb = framebufferPixels else { return false }
        let clip = clips.last ?? baseClip
        guard Self.clipped(dst, to: clip, width: fb.width, height: fb.height) != nil else { return true }
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &raw, &pitch) == 0, let raw else { return false }
        defer { SDL_UnlockTexture(texture) }
        let source = raw.assumingMemoryBound(to: UInt32.self)
        let sourcePitch = Int(pitch) / 4
        slice.forEachPiece(width: width, height: height) { psx, psy, sw, sh, dx, dy, dw, dh in
            let landing = SDL_Rect(x: dst.x + Int32(dx), y: dst.y + Int32(dy), w: Int32(dw), h: Int32(dh))
            guard let r = Self.clipped(landing, to: clip, width: fb.width, height: fb.height) else { return }
            let stretchedX = dw != sw, stretchedY = dh != sh
            let sx = psx + (stretchedX ? 0 : Int(r.x - landing.x)), sy = psy + (stretchedY ? 0 : Int(r.y - landing.y))
            let from = source + sy * sourcePitch + sx, rowPitch = stretchedY ? 0 : sourcePitch
            let to = fb.base + Int(r.y) * fb.pitch + Int(r.x)
            if stretchedX {
                cpb_blend_repeated(to, fb.pitch, from, rowPitch, r.w, r.h, UInt32(alpha))
            } else {
                cpb_blend(to, fb.pitch, from, rowPitch, r.w, r.h, UInt32(alpha))
            }
        }
        return true
    }

    /// Lays a premultiplied raster (`width` × `height` pixels from `pixels`, rows `pitch` apart)
    /// over the framebuffer resampled bilinearly, where raster x = `kx` · device x + `cx`
    /// (likewise y), at `alpha`, inside the current clip; returns the device pixels it reached
    /// (nil: none). Each pixel's value depends only on where it lies, never on the clip.
    @discardableResult
    func layResampled(_ pixels: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int,
                      kx: Double, ky: Double, cx: Double, cy: Double, alpha: Double,
                      into fb: (base: UnsafeMutablePointer<UInt32>, pitch: Int, width: Int, height: Int)) -> SDL_Rect? {
        guard kx > 0, ky > 0, width > 0, height > 0 else { return nil }
        // The device pixels the raster reaches, one more each side for the bilinear footprint.
        let x0 = Int(((0 - cx) / kx).rounded(.down)) - 1, x1 = Int(((Double(width) - cx) / kx).rounded(.up)) + 1
        let y0 = Int(((0 - cy) / ky).rounded(.down)) - 1, y1 = Int(((Double(height) - cy) / ky).rounded(.up)) + 1
        let reach = SDL_Rect(x: Int32(x0), y: Int32(y0), w: Int32(x1 - x0), h: Int32(y1 - y0))
        guard let r = Self.clipped(reach, to: clips.last ?? baseClip, width: fb.width, height: fb.height) else { return nil }
        cpb_blend_premultiplied_scaled(fb.base, fb.pitch, r.x, r.y, r.w, r.h, pixels, pitch, Int32(width), Int32(height),
                                       kx, ky, cx, cy, UInt32(Self.byte(alpha)))
        return r
    }

    /// Fills `rects` (nil: the whole framebuffer) with the opaque colour `c`, inside the current
    /// clip (`clipped` false: ignoring it); false when the framebuffer cannot be reached.
    func fillFramebuffer(_ rects: [SDL_Rect]?, opaque c: SDL_Color, clipped: Bool = true) -> Bool {
        guard let s = framebuffer, let fb = framebufferPixels else { return false }
        let pixel = SDL_MapRGBA(s.pointee.format, c.r, c.g, c.b, 255)
        let clip = clipped ? clips.last ?? baseClip : nil
        for rect in rects ?? [SDL_Rect(x: 0, y: 0, w: Int32(fb.width), h: Int32(fb.height))] {
            guard let r = Self.clipped(rect, to: clip, width: fb.width, height: fb.height) else { continue }
            cpb_fill(fb.base + Int(r.y) * fb.pitch + Int(r.x), fb.pitch, pixel, r.w, r.h)
        }
        return true
    }
}
