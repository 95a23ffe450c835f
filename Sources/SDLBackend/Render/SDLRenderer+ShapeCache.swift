import Rasterizer
import CSDL2
import Foundation
import UICore

extension SDLRenderer {
    /// A shape rendered once into a texture by ``drawViaShapeCache(_:)``: the texture and where
    /// its top-left pixel sits relative to the item's anchor (its rectangle's origin in pixels).
    struct CachedShape {
        let texture: OpaquePointer
        let x: Int32, y: Int32, width: Int32, height: Int32
    }

    /// Shape textures kept: a screen draws a few hundred shapes (the grid's recipe art is ~15 a
    /// tile), and a lift animation adds a few dozen scaled ones a frame, kept when the next lift
    /// draws the same steps (our estimate).
    static let shapeCacheCapacity = 2048
    /// Texture memory budget for shapes: 96 MiB of ARGB pixels (every shape of two screens' worth
    /// of grid tiles, measured at ~20 MiB a screen in `make bench`'s grid).
    static let shapeCacheBytes = 96 << 20
    /// Largest plain fill or stroke cached by SDL's renderer, in texture pixels (400 × 400):
    /// larger plain shapes draw their interiors as `SDL_RenderFillRects` spans, cheaper than
    /// blending a texture. On SDL's software renderer every plain shape up to
    /// ``shapeCacheMaxArea`` is cached (masks are the one rasteriser there; a long one is kept
    /// short where our own blending draws it, ``NineSlice``).
    static let shapeCacheMaxPlainArea = 160_000
    /// Largest gradient or shadow cached, in texture pixels: one 1920×1080 frame.
    static let shapeCacheMaxArea = 1920 * 1080
    /// Pixels drawn around a shape beyond its outline: the outermost anti-aliasing ring
    /// (``edgeRingsPixels``) plus one pixel for vertex snapping.
    static let shapeCacheEdgePixels = 3.0

    /// Draws a fill, gradient, stroke or shadow from a cached texture, rendering the texture on
    /// a miss; returns false (nothing drawn) when the item is not cached, so the caller draws it
    /// directly.
    ///
    /// SDL's software renderer rasterises every blended triangle through a temporary surface as
    /// large as its bounding box (cleared, filled, then blended in): that was ~60 % of a grid
    /// frame's instructions. A cached shape is one blended copy instead. The texture
    /// is drawn with blending off, so it holds each pixel's colour and coverage exactly as the
    /// direct path would blend them; drawing it blends once, as that path does. Textures depend
    /// on everything but the position (``ShapeTextureKey``): the item is anchored at its
    /// rectangle's origin rounded to a whole pixel (text is too), so a shape that moves — a
    /// scrolled card — reuses its texture, and a scaled or rotated layer (the lift) gets one at
    /// the scale it is drawn, never a resampled one. Every renderer that can draw into textures
    /// caches (``RendererDiagnostics/cachesShapes``), only affine layers (a perspective tilt draws directly). A
    /// texture is kept once the shape is drawn in a second frame (``AdmittingCache``), and a long
    /// straight shape is kept short where our own blending draws it (``NineSlice``).
    func drawViaShapeCache(_ item: DisplayItem) -> Bool {
        guard diagnostics.cachesShapes, !clippedAway else { return false }
        let t = device
        guard t.m31 == 0, t.m32 == 0, t.m33 == 1 else { return false }
        let ps = pixelScale
        let shape: ShapeKind, rect: Rect, paint: ShapeTextureKey.Paint
        var reach = 0.0, plain = false
        // What a shadow texture's alpha is multiplied by as it is drawn (nil: not a shadow).
        var modulation: Double?
        var rendered = item
        switch item {
        case .fill(let s, let r, let c):
            // An axis-aligned plain rectangle is a few fill spans and four thin rings, but
            // working those out costs about 0.1 ms a rectangle (measured: the shapes of a tile's
            // art redrawn under a neighbour's lift), while laying an opaque one from the cache
            // into our framebuffer is a copy. Translucent ones draw directly: from the same mask,
            // only inside the clip, where our framebuffer is (no texture to keep for one
            // translucent colour and size); through SDL otherwise, whose texture blending would
            // round them differently.
            if case .rect = s, t.isAxisAligned, c.alpha < 1 || framebuffer == nil { return false }
            (shape, rect, paint, plain) = (s, r, .fill(c), true)
        case .gradient(let s, let r, let from, let to, let start, let end):
            (shape, rect, paint) = (s, r, .gradient(from: from, to: to, start: start, end: end))
        case .stroke(let s, let r, let c, let lineWidth):
            (shape, rect, paint, plain) = (s, r, .stroke(c, lineWidth: lineWidth), true)
        case .shadow(let s, let r, let c, let blur, let offset):
            // A shadow is rendered at full alpha and drawn at its colour's alpha times the layer's
            // opacity, so one texture serves every step of a fade: a focus lift's shadow darkening,
            // a card's shine brightening, a scroll transition's opacity.
            let full = Color(red: c.red, green: c.green, blue: c.blue)
            (shape, rect, paint) = (s, r.offsetBy(dx: offset.x, dy: offset.y), .shadow(full, blur: blur))
            reach = ShadowFalloff.extentSigmas * blur / 2 * ps
            modulation = c.alpha * opacity
            rendered = .shadow(s, r, full, blur: blur, offset: offset)
        default:
            return false
        }
        guard !rect.isEmpty, ps > 0 else { return false }
        let grow = (reach + Self.shapeCacheEdgePixels) / ps
        let linear = Transform(m11: t.m11, m12: t.m12, m13: 0, m21: t.m21, m22: t.m22, m23: 0, m31: 0, m32: 0, m33: 1)
        let box = linear.boundingBox(Rect(x: -grow, y: -grow, width: rect.width + 2 * grow, height: rect.height + 2 * grow))
        let anchor = t.apply(rect.origin)
        let limit = 1e6   // pixels: anything further out is garbage, not a shape to cache
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite,
              abs(box.minX) < limit, abs(box.maxX) < limit, abs(box.minY) < limit, abs(box.maxY) < limit,
              abs(anchor.x) < limit, abs(anchor.y) < limit else { return false }
        let x0 = Int(box.minX.rounded(.down)) - 1, y0 = Int(box.minY.rounded(.down)) - 1
        let width = Int(box.maxX.rounded(.up)) + 1 - x0, height = Int(box.maxY.rounded(.up)) + 1 - y0
        let plainLimit = drawsMasks ? Self.shapeCacheMaxArea : Self.shapeCacheMaxPlainArea
        guard width > 0, height > 0, width * height <= (plain ? plainLimit : Self.shapeCacheMaxArea) else { return false }
        let textureOpacity = modulation == nil ? opacity : 1
        // A long straight shape is cached short and drawn stretched, where our own blending
        // draws it (not gradients, whose colour changes along the shape).
        var slice: NineSlice?
        // How far the texture's pixels reach past the outline, a layer's scale included.
        let beyond = reach * Swift.max(1, Swift.max(t.m11, t.m22) / ps) + Self.shapeCacheEdgePixels
        // (`framebuffer`, not `framebufferPixels`, which flushes SDL's queue: the blend below asks
        // that once, and where it cannot reach the pixels the item is drawn directly.)
        if diagnostics.cutsLongShapes, t.m12 == 0, t.m21 == 0, t.m11 > 0, t.m22 > 0, framebuffer != nil {
            switch paint {
            case .gradient: break
            case .stroke(_, let lineWidth):
                slice = NineSlice.cut(shape: shape, size: rect.size, outline: lineWidth, reach: beyond,
                                      scaleX: t.m11, scaleY: t.m22, x0: x0, y0: y0)
            case .shadow(_, let blur):
                // Long enough that the short shadow is as strong as the long one.
                let peak = ShadowFalloff.cutSigmas * blur / 2 * Swift.max(t.m11, t.m22)
                slice = NineSlice.cut(shape: shape, size: rect.size, outline: 0, reach: Swift.max(beyond, peak),
                                      scaleX: t.m11, scaleY: t.m22, x0: x0, y0: y0)
            case .fill:
                slice = NineSlice.cut(shape: shape, size: rect.size, outline: 0, reach: beyond,
                                      scaleX: t.m11, scaleY: t.m22, x0: x0, y0: y0)
            }
        }
        let size = slice?.cutSize(of: rect.size, scaleX: t.m11, scaleY: t.m22) ?? rect.size
        let textureWidth = width - (slice?.extraColumns ?? 0), textureHeight = height - (slice?.extraRows ?? 0)
        let key = ShapeTextureKey(shape: shape, size: size, paint: paint, m11: t.m11, m12: t.m12, m21: t.m21, m22: t.m22,
                                  opacity: textureOpacity)
        var cached = shapeCache[key]
        if cached == nil {
            cached = renderShapeTexture(slice == nil ? rendered : Self.resized(rendered, to: size), origin: rect.origin, linear: linear,
                                        x0: x0, y0: y0, width: textureWidth, height: textureHeight, opacity: textureOpacity)
            if let made = cached { shapeCache.insert(made, for: key, cost: textureWidth * textureHeight * 4) }
        }
        guard let cached else { return false }
        var dst = SDL_Rect(x: Int32(anchor.x.rounded()) + cached.x, y: Int32(anchor.y.rounded()) + cached.y,
                           w: cached.width, h: cached.height)
        let alpha = Self.byte(modulation ?? 1)
        if let slice {
            dst.w = Int32(width); dst.h = Int32(height)
            return blendIntoFramebuffer(cached.texture, cut: slice, width: textureWidth, height: textureHeight, at: dst, alpha: alpha)
        }
        if !blendIntoFramebuffer(cached.texture, at: dst, alpha: alpha) {
            SDL_SetTextureAlphaMod(cached.texture, alpha)
            SDL_RenderCopy(handle, cached.texture, nil, &dst)
        }
        return true
    }

    /// A fill, stroke or shadow item with its rectangle (before a shadow's offset) made `size`
    /// large, its origin kept (``NineSlice``: the shape cut short).
    static func resized(_ item: DisplayItem, to size: Size) -> DisplayItem {
        func sized(_ r: Rect) -> Rect { Rect(x: r.x, y: r.y, width: size.width, height: size.height) }
        switch item {
        case .fill(let s, let r, let c): return .fill(s, sized(r), c)
        case .stroke(let s, let r, let c, let lineWidth): return .stroke(s, sized(r), c, lineWidth: lineWidth)
        case .shadow(let s, let r, let c, let blur, let offset): return .shadow(s, sized(r), c, blur: blur, offset: offset)
        default: return item
        }
    }

    /// Renders one item into a new transparent texture with blending off, its rectangle's origin
    /// at texture pixel (−x0, −y0), at layer opacity `opacity`; nil when SDL cannot make or
    /// target the texture.
    private func renderShapeTexture(_ item: DisplayItem, origin: Point, linear: Transform, x0: Int, y0: Int,
                                    width: Int, height: Int, opacity: Double) -> CachedShape? {
        let place = Transform.translation(x: -Double(x0), y: -Double(y0)).concatenating(linear)
            .concatenating(.translation(x: -origin.x, y: -origin.y))
        // Shadows and gradients are computed per pixel from their masks (``MaskedShape``), straight
        // into a texture: no render target, no triangles. On SDL's software renderer plain fills
        // and strokes are too, so that every shape drawn in software has one rasteriser, cached or
        // not (``drawMaskDirectly(_:)``); a GPU renderer keeps triangle rings for those.
        if let masked = MaskedShape(item), drawsMasks || !masked.isPlain,
           let fill = masked.mask(place: place, width: width, height: height, opacity: opacity, spans: diagnostics.coverageSpans),
           let texture = pixelTexture(width: width, height: height, fill: { rows, pitch in
               fill(PixelRows(base: rows, pitch: pitch, width: width, height: height))
               return true
           }) {
            return CachedShape(texture: texture, x: Int32(x0), y: Int32(y0), width: Int32(width), height: Int32(height))
        }
        guard let texture = SDL_CreateTexture(handle, SDL_PIXELFORMAT_ARGB8888.rawValue, Int32(SDL_TEXTUREACCESS_TARGET.rawValue),
                                              Int32(width), Int32(height)) else { return nil }
        let previous = SDL_GetRenderTarget(handle)
        guard SDL_SetRenderTarget(handle, texture) == 0 else { SDL_DestroyTexture(texture); return nil }
        SDL_SetTextureBlendMode(texture, SDL_BLENDMODE_BLEND)
        SDL_RenderSetClipRect(handle, nil)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        SDL_SetRenderDrawColor(handle, 0, 0, 0, 0)
        SDL_RenderClear(handle)
        let (savedScale, savedLayers, savedClips) = (scale, layers, clips)
        scale = 1
        layers = [LayerState(transform: place, opacity: opacity)]   // the parameter, not the drawn layer's
        clips = []
        drawDirectly(item)
        (scale, layers, clips) = (savedScale, savedLayers, savedClips)
        // Read back into a streaming texture, whose pixels ``blendIntoFramebuffer(_:at:)`` can reach
        // (a render target's cannot be locked); kept as drawn if that fails.
        let readable = pixelTexture(width: width, height: height) { rows, pitch in
            SDL_RenderReadPixels(handle, nil, SDL_PIXELFORMAT_ARGB8888.rawValue, rows, Int32(pitch * 4)) == 0
        }
        SDL_SetRenderTarget(handle, previous)
        SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_BLEND)
        applyClip()
        if readable != nil { SDL_DestroyTexture(texture) }
        return CachedShape(texture: readable ?? texture, x: Int32(x0), y: Int32(y0), width: Int32(width), height: Int32(height))
    }
}
