import Rasterizer
import CSDL2

extension SDLRenderer {
    /// The pixels of ``framebuffer`` while this renderer may write them itself: a 32-bit xRGB or
    /// ARGB surface, drawn on directly (no texture is the render target); nil otherwise.
    ///
    /// SDL's software renderer blends a texture one pixel at a time and clears with
    /// non-temporal stores that push the pixels out of the cache just before they are blended
    /// over. Cached shapes are blended and opaque rectangles filled by the rasteriser's
    /// ``Framebuffer`` instead, four pixels at a time, with the same blend.
    /// Pixels are addressed as SDL's would be: this renderer never sets a viewport or a render
    /// scale, so a point in pixels is the surface's pixel.
    var framebufferPixels: Framebuffer? {
        guard let s = framebuffer, let pixels = s.pointee.pixels, SDL_GetRenderTarget(handle) == nil else { return nil }
        let format = s.pointee.format.pointee.format
        guard format == SDL_PIXELFORMAT_RGB888.rawValue || format == SDL_PIXELFORMAT_ARGB8888.rawValue,
              s.pointee.pitch % 4 == 0, s.pointee.flags & UInt32(SDL_RLEACCEL) == 0 else { return nil }
        // Whatever SDL still has queued lands first, so the order of drawing is kept.
        SDL_RenderFlush(handle)
        return Framebuffer(PixelRows(base: pixels.assumingMemoryBound(to: UInt32.self), pitch: Int(s.pointee.pitch) / 4,
                                     width: Int(s.pointee.w), height: Int(s.pointee.h)))
    }

    /// The clip in force (the top of the clip stack, else the damage scissor) as device pixels.
    var clipBox: DamageFrame.Box? { (clips.last ?? baseClip).map(Self.box) }

    /// An SDL rectangle as a box of device pixels.
    static func box(_ r: SDL_Rect) -> DamageFrame.Box {
        DamageFrame.Box(x0: Int(r.x), y0: Int(r.y), x1: Int(r.x) + Int(r.w), y1: Int(r.y) + Int(r.h))
    }

    /// A box of device pixels as an SDL rectangle.
    static func sdlRect(_ b: DamageFrame.Box) -> SDL_Rect {
        SDL_Rect(x: Int32(b.x0), y: Int32(b.y0), w: Int32(b.x1 - b.x0), h: Int32(b.y1 - b.y0))
    }

    /// Blends a streaming ARGB8888 `texture` (a cached shape) onto the framebuffer with its
    /// top-left pixel at `dst`'s origin and its alpha times `alpha` / 255, inside the current
    /// clip; false when the framebuffer or the texture's pixels cannot be reached, so the caller
    /// copies it through SDL.
    func blendIntoFramebuffer(_ texture: OpaquePointer, at dst: SDL_Rect, alpha: UInt8 = 255) -> Bool {
        blendIntoFramebuffer(texture, cut: NineSlice(), width: Int(dst.w), height: Int(dst.h), at: dst, alpha: alpha)
    }

    /// Blends a cut shape texture (``NineSlice``) of `width` × `height` pixels onto the
    /// framebuffer as the whole shape `dst` (``Framebuffer/blend(_:pitch:cut:width:height:into:alpha:clip:)``);
    /// false when the framebuffer or the texture's pixels cannot be reached.
    func blendIntoFramebuffer(_ texture: OpaquePointer, cut slice: NineSlice, width: Int, height: Int, at dst: SDL_Rect,
                              alpha: UInt8 = 255) -> Bool {
        guard let fb = framebufferPixels else { return false }
        let clip = clipBox, shape = Self.box(dst)
        guard fb.clipped(shape, to: clip) != nil else { return true }
        var raw: UnsafeMutableRawPointer?
        var pitch: Int32 = 0
        guard SDL_LockTexture(texture, nil, &raw, &pitch) == 0, let raw else { return false }
        defer { SDL_UnlockTexture(texture) }
        fb.blend(raw.assumingMemoryBound(to: UInt32.self), pitch: Int(pitch) / 4, cut: slice, width: width, height: height,
                 into: shape, alpha: alpha, clip: clip)
        return true
    }

    /// Fills `rects` (nil: the whole framebuffer) with the opaque colour `c`, inside the current
    /// clip (`clipped` false: ignoring it); false when the framebuffer cannot be reached.
    func fillFramebuffer(_ rects: [SDL_Rect]?, opaque c: SDL_Color, clipped: Bool = true) -> Bool {
        guard let s = framebuffer, let fb = framebufferPixels else { return false }
        let pixel = SDL_MapRGBA(s.pointee.format, c.r, c.g, c.b, 255)
        let clip = clipped ? clipBox : nil
        for rect in rects ?? [SDL_Rect(x: 0, y: 0, w: Int32(fb.width), h: Int32(fb.height))] {
            fb.fill(Self.box(rect), pixel: pixel, clip: clip)
        }
        return true
    }
}
