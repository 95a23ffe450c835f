import UICore

/// A scaled layer's content drawn once into a premultiplied ARGB raster by ``LayerFlattener``,
/// and where it was drawn, so later frames of the layer's animation can lay it over resampled
/// instead of rasterising every shape, gradient and glyph at each new scale.
package struct FlatLayer {
    /// The raster's pixels, premultiplied ARGB8888, `width` × `height`, rows packed.
    package let pixels: [UInt32]
    package let width: Int, height: Int
    /// The device transform (points → pixels) the content was drawn under: axis-aligned, so only
    /// its scales (`m11`, `m22`) and translation (`m13`, `m23`) matter.
    package let device: Transform
    /// The device pixel the raster's top-left pixel was drawn at.
    package let x0: Int, y0: Int
    /// The device transform the layer was last laid over with: when the next frame asks for the
    /// same one the layer has come to rest, and is drawn again crisply where it differs from
    /// ``device``.
    package var lastDevice: Transform
    /// The renderer's frame number (`SDLRenderer.frameNumber` (SDLBackend)) it was last laid over in.
    package var lastFrame: Int

    /// The mapping from device pixels of a layer drawn under `current` to this raster's pixels:
    /// raster x = `kx` · device x + `cx` (likewise y).
    package func mapping(to current: Transform) -> (kx: Double, ky: Double, cx: Double, cy: Double) {
        let kx = device.m11 / current.m11, ky = device.m22 / current.m22
        return (kx, ky, device.m13 - Double(x0) - kx * current.m13, device.m23 - Double(y0) - ky * current.m23)
    }

    /// Whether `current` draws the raster pixel for pixel (the same scale, moved by whole pixels).
    package func isExact(at current: Transform) -> Bool {
        guard current.m11 == device.m11, current.m22 == device.m22 else { return false }
        let dx = current.m13 - device.m13, dy = current.m23 - device.m23
        return dx == dx.rounded() && dy == dy.rounded()
    }

    /// A value of these fields.
    package init(pixels: [UInt32], width: Int, height: Int, device: Transform, x0: Int, y0: Int, lastDevice: Transform, lastFrame: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.device = device
        self.x0 = x0
        self.y0 = y0
        self.lastDevice = lastDevice
        self.lastFrame = lastFrame
    }
}
