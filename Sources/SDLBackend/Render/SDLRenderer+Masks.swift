import CSDL2
import Rasterizer
import UICore

extension SDLRenderer {
    /// Draws a fill, gradient, stroke or shadow the shape cache passed over from its mask
    /// (``MaskedShape``), rasterising only the pixels inside the clip: blended into the
    /// framebuffer where our own blending draws, else copied through SDL. False when the renderer
    /// draws rings (a GPU one), the masks cannot draw it on this layer, or the item is another
    /// kind (the caller then draws rings).
    ///
    /// On SDL's software renderer every shape so has one rasteriser, cached or not.
    func drawMaskDirectly(_ item: DisplayItem) -> Bool {
        guard drawsMasks, let masked = MaskedShape(item), !masked.rect.isEmpty else { return false }
        let t = device
        guard t.m31 == 0, t.m32 == 0, t.m33 == 1 else { return false }
        let fb = framebufferPixels
        var outputWidth: Int32 = 0, outputHeight: Int32 = 0
        if fb == nil { SDL_GetRendererOutputSize(handle, &outputWidth, &outputHeight) }
        let bounds = DamageFrame.Box(x0: 0, y0: 0, x1: fb?.width ?? Int(outputWidth), y1: fb?.height ?? Int(outputHeight))
        guard let (box, place) = masked.placement(device: t, edge: Self.shapeCacheEdgePixels, bounds: bounds, clip: clipBox)
        else { return true }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
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
        // The mask writes every pixel, transparent ones too: the buffer needs no clearing first.
        let pixels = [UInt32](unsafeUninitializedCapacity: width * height) { buffer, count in
            fill(PixelRows(base: buffer.baseAddress!, pitch: width, width: width, height: height))
            count = width * height
        }
        pixels.withUnsafeBufferPointer { buffer in
            fb.blend(buffer.baseAddress!, pitch: width, cut: NineSlice(), width: width, height: height, into: box, alpha: 255, clip: nil)
        }
        return true
    }
}
