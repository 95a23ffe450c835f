import UICore

extension PixelRenderer {
    /// Runs `body` drawing into `width` × `height` transparent pixels, returned premultiplied:
    /// every blend onto transparent pixels leaves colour times coverage (the "over" of
    /// ``Framebuffer``), so the raster lays over anything as its items would have.
    ///
    /// Inside `body` the renderer has fresh clip and layer stacks, no damage scissor, and
    /// `place` (points to those pixels, the scale included) as its one layer at `opacity`; all of
    /// it is put back after. What an image in a rounded shape, an item drawn upright for a tilt
    /// and a flattened layer's body are drawn with.
    func drawOffscreen(width: Int, height: Int, place: Transform, opacity: Double = 1, _ body: () -> Void) -> [UInt32] {
        var pixels = [UInt32](repeating: 0, count: width * height)
        pixels.withUnsafeMutableBufferPointer { buffer in
            drawInto(Framebuffer(PixelRows(base: buffer.baseAddress!, pitch: width, width: width, height: height)),
                     place: place, opacity: opacity, body)
        }
        return pixels
    }

    /// Runs `body` drawing into `pixels` under `place` at `opacity` with fresh clip and layer
    /// stacks, no damage scissor and a scale of 1, putting the renderer's own back after.
    func drawInto(_ pixels: Framebuffer?, place: Transform, opacity: Double = 1, _ body: () -> Void) {
        let saved = (target, clips, baseClip, layers, scale)
        // Pixels the screen moved and the target did not stay so: the target is not drawn on
        // here, though swapping it out and back forgets its frame.
        let stale = staleMoved
        (target, clips, baseClip, scale) = (pixels, [], nil, 1)
        layers = [LayerState(transform: place, opacity: opacity)]
        body()
        (target, clips, baseClip, layers, scale) = saved
        staleMoved = stale
    }
}
