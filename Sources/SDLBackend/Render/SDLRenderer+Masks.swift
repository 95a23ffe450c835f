import CSDL2
import Rasterizer
import UICore

extension SDLRenderer {
    /// A fill, gradient, stroke or shadow as the rasteriser's masks draw it (``CoverageMask``,
    /// ``ShadowMask``): the outline's shape and rectangle (a shadow's offset applied), how far
    /// its pixels reach past the outline, and the mask made for a placement.
    struct MaskedShape {
        enum Paint {
            case coverage(parameter: ((Point) -> Double)?, color: (Point) -> Color, stroke: Double?)
            case shadow(Color, blur: Double)
        }
        let shape: ShapeKind
        let rect: Rect
        let paint: Paint

        /// The item's mask description; nil for items that are not fills, gradients, strokes or shadows.
        init?(_ item: DisplayItem) {
            switch item {
            case .fill(let shape, let rect, let color):
                (self.shape, self.rect, paint) = (shape, rect, .coverage(parameter: nil, color: { _ in color }, stroke: nil))
            case .gradient(let shape, let rect, let from, let to, let start, let end):
                (self.shape, self.rect) = (shape, rect)
                paint = .coverage(parameter: SDLRenderer.gradientParameter(in: rect, start: start, end: end),
                                  color: SDLRenderer.gradient(in: rect, from: from, to: to, start: start, end: end), stroke: nil)
            case .stroke(let shape, let rect, let color, let lineWidth):
                (self.shape, self.rect, paint) = (shape, rect, .coverage(parameter: nil, color: { _ in color }, stroke: lineWidth))
            case .shadow(let shape, let rect, let color, let blur, let offset):
                (self.shape, self.rect, paint) = (shape, rect.offsetBy(dx: offset.x, dy: offset.y), .shadow(color, blur: blur))
            default:
                return nil
            }
        }

        /// How far the mask's pixels reach past the outline, in points: a shadow's falloff.
        var reach: Double {
            if case .shadow(_, let blur) = paint { return ShadowFalloff.extentSigmas * blur / 2 }
            return 0
        }

        /// What writes the mask's pixels for the placement `place` (points to mask pixels) in
        /// `width` × `height` pixels at `opacity`; nil when the masks cannot draw it there (a
        /// perspective, a shadow too sharp to need one).
        func mask(place: Transform, width: Int, height: Int, opacity: Double, spans: Bool) -> ((PixelRows) -> Void)? {
            switch paint {
            case .coverage(let parameter, let color, let stroke):
                return CoverageMask(shape, rect, place: place, width: width, height: height, opacity: opacity,
                                    parameter: parameter, color: color, stroke: stroke, spans: spans)?.fill
            case .shadow(let color, let blur):
                return ShadowMask(shape, rect, color: color, blur: blur, place: place, width: width, height: height,
                                  opacity: opacity)?.fill
            }
        }
    }

    /// Draws a fill, gradient, stroke or shadow the shape cache passed over from its mask
    /// (``MaskedShape``), rasterising only the pixels inside the clip: blended into the
    /// framebuffer where our own blending draws, else copied through SDL. False when the renderer
    /// draws rings (a GPU one), the masks cannot draw it on this layer, or the item is another
    /// kind (the caller then draws rings).
    ///
    /// On SDL's software renderer every shape so has one rasteriser, cached or not: the item is
    /// anchored at its rectangle's origin rounded to a whole pixel, as a cached texture is, so
    /// the two agree pixel for pixel.
    func drawMaskDirectly(_ item: DisplayItem) -> Bool {
        guard drawsMasks, let masked = MaskedShape(item) else { return false }
        let t = device
        guard t.m31 == 0, t.m32 == 0, t.m33 == 1, !masked.rect.isEmpty else { return false }
        let anchor = t.apply(masked.rect.origin)
        let snapped = Transform.translation(x: anchor.x.rounded() - anchor.x, y: anchor.y.rounded() - anchor.y).concatenating(t)
        let grow = masked.reach + Self.shapeCacheEdgePixels / pixelScale
        let outline = ShapeOutline(masked.shape, in: masked.rect).rect
        let bounds = snapped.boundingBox(Rect(x: outline.minX - grow, y: outline.minY - grow,
                                              width: outline.width + 2 * grow, height: outline.height + 2 * grow))
        let limit = 1e6   // pixels: anything further out is garbage, not a shape to draw
        guard bounds.minX.isFinite, bounds.maxX.isFinite, bounds.minY.isFinite, bounds.maxY.isFinite,
              abs(bounds.minX) < limit, abs(bounds.maxX) < limit, abs(bounds.minY) < limit, abs(bounds.maxY) < limit else { return true }
        var box = DamageFrame.Box(x0: Int(bounds.minX.rounded(.down)) - 1, y0: Int(bounds.minY.rounded(.down)) - 1,
                                  x1: Int(bounds.maxX.rounded(.up)) + 1, y1: Int(bounds.maxY.rounded(.up)) + 1)
        let fb = framebufferPixels
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        if fb == nil { SDL_GetRendererOutputSize(handle, &outputWidth, &outputHeight) }
        box = box.intersection(DamageFrame.Box(x0: 0, y0: 0, x1: fb?.width ?? Int(outputWidth), y1: fb?.height ?? Int(outputHeight)))
        if let clip = clipBox { box = box.intersection(clip) }
        guard !box.isEmpty else { return true }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        let place = Transform.translation(x: -Double(box.x0), y: -Double(box.y0)).concatenating(snapped)
        guard let fill = masked.mask(place: place, width: width, height: height, opacity: opacity,
                                     spans: diagnostics.coverageSpans) else { return false }
        guard let fb else {
            // SDL blends it: a texture of the visible part, copied once.
            guard let texture = pixelTexture(width: width, height: height, fill: { rows, pitch in
                fill(PixelRows(base: rows, pitch: pitch, width: width, height: height))
                return true
            }) else { return false }
            var dst = Self.sdlRect(box)
            SDL_RenderCopy(handle, texture, nil, &dst)
            SDL_DestroyTexture(texture)
            return true
        }
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            fill(PixelRows(base: buffer.baseAddress!, pitch: width, width: width, height: height))
            fb.blend(buffer.baseAddress!, pitch: width, cut: NineSlice(), width: width, height: height, into: box, alpha: 255, clip: nil)
        }
        return true
    }
}
