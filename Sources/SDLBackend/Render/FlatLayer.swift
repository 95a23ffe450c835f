import UICore

/// A scaled layer's content drawn once into a premultiplied ARGB raster by ``LayerFlattener``,
/// and where it was drawn, so later frames of the layer's animation can lay it over resampled
/// instead of rasterising every shape, gradient and glyph at each new scale.
struct FlatLayer {
    /// The raster's pixels, premultiplied ARGB8888, `width` × `height`, rows packed.
    let pixels: [UInt32]
    let width: Int, height: Int
    /// The device transform (points → pixels) the content was drawn under: axis-aligned, so only
    /// its scales (`m11`, `m22`) and translation (`m13`, `m23`) matter.
    let device: Transform
    /// The device pixel the raster's top-left pixel was drawn at.
    let x0: Int, y0: Int
    /// A box of raster pixels around the middle that are all fully opaque (a tile's art), nil
    /// when the middle pixel is not: laid over at full opacity, the layer hides whatever is
    /// drawn under that part (``opaqueCover(at:)``).
    var opaqueCore: DamageFrame.Box?
    /// The device transform the layer was last laid over with: when the next frame asks for the
    /// same one the layer has come to rest, and is drawn again crisply where it differs from
    /// ``device``.
    var lastDevice: Transform
    /// The renderer's frame number (``SDLRenderer/frameNumber``) it was last laid over in.
    var lastFrame: Int

    /// The mapping from device pixels of a layer drawn under `current` to this raster's pixels:
    /// raster x = `kx` · device x + `cx` (likewise y).
    func mapping(to current: Transform) -> (kx: Double, ky: Double, cx: Double, cy: Double) {
        let kx = device.m11 / current.m11, ky = device.m22 / current.m22
        return (kx, ky, device.m13 - Double(x0) - kx * current.m13, device.m23 - Double(y0) - ky * current.m23)
    }

    /// The device pixels the raster covers fully opaquely when laid over under `current` at full
    /// opacity: those whose bilinear samples (``SDLRenderer/layResampled(_:pitch:width:height:kx:ky:cx:cy:alpha:into:)``)
    /// read only ``opaqueCore`` pixels, one pixel more kept clear each side for the samples'
    /// 1/256-pixel rounding; nil when there are none.
    func opaqueCover(at current: Transform) -> DamageFrame.Box? {
        guard let core = opaqueCore else { return nil }
        let m = mapping(to: current)
        // Device pixel d samples raster f = k·(d + 0.5) + c − 0.5 and the pixel after it: both
        // lie in the core when core.lo ≤ f ≤ core.hi − 2.
        func span(_ lo: Int, _ hi: Int, k: Double, c: Double) -> (Int, Int) {
            let first = Int(((Double(lo) - c + 0.5) / k - 0.5).rounded(.up)) + 1
            let last = Int(((Double(hi - 2) - c + 0.5) / k - 0.5).rounded(.down)) - 1
            return (first, last + 1)
        }
        let (x0, x1) = span(core.x0, core.x1, k: m.kx, c: m.cx), (y0, y1) = span(core.y0, core.y1, k: m.ky, c: m.cy)
        let box = DamageFrame.Box(x0: x0, y0: y0, x1: x1, y1: y1)
        return box.isEmpty ? nil : box
    }

    /// The largest box around the middle of a `width` × `height` premultiplied raster whose
    /// pixels are all fully opaque, grown along the middle row and then row by row up and down
    /// (a rounded tile's art gives its whole width between the corners); nil when the middle
    /// pixel is not opaque.
    static func opaqueCore(of pixels: [UInt32], width w: Int, height h: Int) -> DamageFrame.Box? {
        guard w > 0, h > 0, pixels.count >= w * h else { return nil }
        return pixels.withUnsafeBufferPointer { px -> DamageFrame.Box? in
            func opaque(_ x: Int, _ y: Int) -> Bool { px[y * w + x] >> 24 == 0xFF }
            let xc = w / 2, yc = h / 2
            guard opaque(xc, yc) else { return nil }
            var a = xc, b = xc + 1
            while a > 0, opaque(a - 1, yc) { a -= 1 }
            while b < w, opaque(b, yc) { b += 1 }
            func rowOpaque(_ y: Int) -> Bool {
                for x in a..<b where !opaque(x, y) { return false }
                return true
            }
            var top = yc, bottom = yc + 1
            while top > 0, rowOpaque(top - 1) { top -= 1 }
            while bottom < h, rowOpaque(bottom) { bottom += 1 }
            return DamageFrame.Box(x0: a, y0: top, x1: b, y1: bottom)
        }
    }

    /// Whether `current` draws the raster pixel for pixel (the same scale, moved by whole pixels).
    func isExact(at current: Transform) -> Bool {
        guard current.m11 == device.m11, current.m22 == device.m22 else { return false }
        let dx = current.m13 - device.m13, dy = current.m23 - device.m23
        return dx == dx.rounded() && dy == dy.rounded()
    }
}
