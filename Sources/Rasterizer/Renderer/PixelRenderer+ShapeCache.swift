import Foundation
import UICore

extension PixelRenderer {
    /// A shape rasterised once by ``drawViaShapeCache(_:)``: its pixels (straight alpha) and
    /// where its top-left pixel sits relative to the item's anchor (its rectangle's origin in pixels).
    struct CachedShape {
        let raster: PixelRaster
        let x: Int, y: Int
    }

    /// Shape textures kept: a screen draws a few hundred shapes (the grid's recipe art is ~15 a
    /// tile), and a lift animation adds a few dozen scaled ones a frame, kept when the next lift
    /// draws the same steps (our estimate).
    static let shapeCacheCapacity = 2048
    /// Texture memory budget for shapes at most, whatever the window: 96 MiB of ARGB pixels
    /// (``shapeScreens`` of a 3840×2160 window is 63 MiB; the budget a window gets is
    /// `budgetCaches(forTargetWidth:height:smallest:)`'s).
    static let shapeCacheBytes = 96 << 20
    /// Largest shape cached, in raster pixels: one 1920×1080 frame (a long one is kept short,
    /// ``NineSlice``).
    static let shapeCacheMaxArea = 1920 * 1080
    /// Pixels kept around a shape's raster beyond its outline: the half-pixel anti-aliased edge,
    /// the anchor's rounding to a whole pixel and a pixel of slack for a scaled layer's edge.
    static let shapeCacheEdgePixels = 3.0

    /// Draws a fill, stroke or shadow from a cached raster, rasterising it on a miss; returns
    /// false (nothing drawn) when the item is not cached — a gradient never is —, so the caller
    /// draws it directly.
    ///
    /// A cached shape is its mask (``MaskedShape``) kept: each pixel's colour and coverage exactly
    /// as the direct path would blend them, blended once, as that path does. Rasters depend
    /// on everything but the position (``ShapeTextureKey``): the item is anchored at its
    /// rectangle's origin rounded to a whole pixel (text is too), so a shape that moves — a
    /// scrolled card — reuses its raster, and a scaled or rotated layer (the lift) gets one at
    /// the scale it is drawn, never a resampled one. Only affine layers (a perspective tilt draws
    /// directly). A raster is kept once the shape is drawn in a second frame (``AdmittingCache``),
    /// and a long straight shape is kept short (``NineSlice``).
    func drawViaShapeCache(_ item: DisplayItem) -> Bool {
        guard diagnostics.cachesShapes, !clippedAway else { return false }
        let t = device
        guard t.m31 == 0, t.m32 == 0, t.m33 == 1 else { return false }
        let ps = pixelScale
        let shape: ShapeKind, rect: Rect, paint: ShapeTextureKey.Paint
        var reach = 0.0
        // What a shadow texture's alpha is multiplied by as it is drawn (nil: not a shadow).
        var modulation: Double?
        var rendered = item
        switch item {
        case .fill(let s, let r, let c):
            // Laying an opaque axis-aligned rectangle from the cache is a copy. Translucent ones
            // draw directly: from the same mask, only inside the clip (no raster to keep for one
            // translucent colour and size).
            if case .rect = s, t.isAxisAligned, c.alpha < 1 { return false }
            (shape, rect, paint) = (s, r, .fill(c))
        case .gradient:
            // Gradients are drawn directly, never kept: a gradient's pixels are its table's colours
            // stepped along a row (``GradientRamp``, kept), as cheap to work out as a texture is to
            // blend, and only those inside the clip are; a texture of each card's art took a
            // screen's worth of memory per screen of recipe tiles (`make bench`: a 60 s hold
            // through 10^6 recipes grew 22 MB with them, 7 MB without, its CPU a frame no higher).
            return false
        case .stroke(let s, let r, let c, let lineWidth):
            (shape, rect, paint) = (s, r, .stroke(c, lineWidth: lineWidth))
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
        let linear = t.linearPart
        let box = linear.boundingBox(Rect(x: -grow, y: -grow, width: rect.width + 2 * grow, height: rect.height + 2 * grow))
        let anchor = t.apply(rect.origin)
        let limit = 1e6   // pixels: anything further out is garbage, not a shape to cache
        guard box.minX.isFinite, box.maxX.isFinite, box.minY.isFinite, box.maxY.isFinite,
              abs(box.minX) < limit, abs(box.maxX) < limit, abs(box.minY) < limit, abs(box.maxY) < limit,
              abs(anchor.x) < limit, abs(anchor.y) < limit else { return false }
        let x0 = Int(box.minX.rounded(.down)) - 1, y0 = Int(box.minY.rounded(.down)) - 1
        let width = Int(box.maxX.rounded(.up)) + 1 - x0, height = Int(box.maxY.rounded(.up)) + 1 - y0
        guard width > 0, height > 0, width * height <= Self.shapeCacheMaxArea else { return false }
        let textureOpacity = modulation == nil ? opacity : 1
        // A long straight shape is cached short and drawn stretched, where our own blending
        // draws it.
        var slice: NineSlice?
        // How far the texture's pixels reach past the outline, a layer's scale included.
        let beyond = reach * Swift.max(1, Swift.max(t.m11, t.m22) / ps) + Self.shapeCacheEdgePixels
        if diagnostics.cutsLongShapes, t.m12 == 0, t.m21 == 0, t.m11 > 0, t.m22 > 0 {
            switch paint {
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
            cached = renderShapeTexture(slice == nil ? rendered : Self.resized(rendered, to: size), linear: linear,
                                        x0: x0, y0: y0, width: textureWidth, height: textureHeight, opacity: textureOpacity)
            if let made = cached { shapeCache.insert(made, for: key, cost: made.raster.byteCount) }
        }
        guard let cached else { return false }
        let x = Int(anchor.x.rounded()) + cached.x, y = Int(anchor.y.rounded()) + cached.y
        let alpha = Self.byte(modulation ?? 1)
        if let slice {
            blendIntoFramebuffer(cached.raster, cut: slice, at: DamageFrame.Box(x0: x, y0: y, x1: x + width, y1: y + height), alpha: alpha)
        } else {
            blendIntoFramebuffer(cached.raster, at: DamageFrame.Box(x0: x, y0: y, x1: x + cached.raster.width, y1: y + cached.raster.height),
                                 alpha: alpha)
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

    /// Rasterises one item's mask (``MaskedShape``) with its rectangle's origin at raster pixel
    /// (−x0, −y0), at layer opacity `opacity`; nil when the masks cannot draw it there.
    private func renderShapeTexture(_ item: DisplayItem, linear: Transform, x0: Int, y0: Int,
                                    width: Int, height: Int, opacity: Double) -> CachedShape? {
        // Pixels counted from the anchor, the shape at the origin, as drawing directly counts
        // them (``drawMaskDirectly(_:)``).
        guard let masked = MaskedShape(item)?.atOrigin,
              let fill = masked.mask(place: linear, width: width, height: height, opacity: opacity, first: (x0, y0),
                                     spans: diagnostics.coverageSpans, ramp: gradientRamp)
        else { return nil }
        return CachedShape(raster: PixelRaster(width: width, height: height, fill: fill), x: x0, y: y0)
    }
}
