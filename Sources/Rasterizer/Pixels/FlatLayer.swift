import CPixelBlend
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
    /// A rectangle of raster pixels that are all fully opaque (the body's solid middle: a card's
    /// art without its rounded corners), empty when there is none worth having.
    package let opaque: DamageFrame.Box
    /// The device transform the layer was last laid over with: when the next frame asks for the
    /// same one the layer has come to rest, and is drawn again crisply where it differs from
    /// ``device``.
    package var lastDevice: Transform
    /// The renderer's frame number (`PixelRenderer.frameNumber` (SDLBackend)) it was last laid over in.
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

    /// The device pixels the raster, laid under `current` at full opacity, surely covers with
    /// fully opaque pixels: every pixel whose bilinear sample reads only ``opaque`` pixels, less
    /// one pixel each side for rounding. What is drawn under the layer there cannot show.
    package func opaqueBox(at current: Transform) -> DamageFrame.Box {
        guard !opaque.isEmpty else { return opaque }
        let m = mapping(to: current)
        // Device pixel x samples raster position f = kx·(x + ½) + cx − ½ from floor(f) and the
        // pixel after it: both inside [opaque.x0, opaque.x1) when opaque.x0 ≤ f < opaque.x1 − 1.
        func first(_ lo: Int, _ k: Double, _ c: Double) -> Int { Int(((Double(lo) + 0.5 - c) / k - 0.5).rounded(.up)) + 1 }
        func end(_ hi: Int, _ k: Double, _ c: Double) -> Int { Int(((Double(hi) - 0.5 - c) / k - 0.5).rounded(.down)) - 1 }
        let box = DamageFrame.Box(x0: first(opaque.x0, m.kx, m.cx), y0: first(opaque.y0, m.ky, m.cy),
                                  x1: end(opaque.x1, m.kx, m.cx), y1: end(opaque.y1, m.ky, m.cy))
        return box.isEmpty ? .empty : box
    }

    /// The largest band of rows whose fully opaque run through the middle column is at least
    /// nine tenths of the widest such run, and the columns every one of those runs covers.
    static func opaqueInterior(_ pixels: [UInt32], width: Int, height: Int) -> DamageFrame.Box {
        let none = DamageFrame.Box.empty
        guard width > 2, height > 2 else { return none }
        let mid = width / 2
        var runs = [(Int, Int)](repeating: (0, 0), count: height)
        var widest = 0
        pixels.withUnsafeBufferPointer { all in
            for y in 0..<height {
                var l: Int32 = 0, r: Int32 = 0
                cpb_opaque_run(all.baseAddress! + y * width, Int32(width), Int32(mid), &l, &r)
                guard r > l else { continue }
                runs[y] = (Int(l), Int(r))
                widest = Swift.max(widest, Int(r - l))
            }
        }
        // Rows wide enough, in the longest unbroken band (a card's rounded corners fall outside).
        let enough = Swift.max(1, widest * 9 / 10)
        var best = (0, 0), start = 0
        for y in 0...height {
            if y < height, runs[y].1 - runs[y].0 >= enough { continue }
            if y - start > best.1 - best.0 { best = (start, y) }
            start = y + 1
        }
        guard best.1 > best.0 else { return none }
        var l = 0, r = width
        for y in best.0..<best.1 { l = Swift.max(l, runs[y].0); r = Swift.min(r, runs[y].1) }
        return r > l ? DamageFrame.Box(x0: l, y0: best.0, x1: r, y1: best.1) : none
    }

    /// A value of these fields; ``opaque`` is worked out from the pixels.
    package init(pixels: [UInt32], width: Int, height: Int, device: Transform, x0: Int, y0: Int, lastDevice: Transform, lastFrame: Int) {
        self.pixels = pixels
        self.width = width
        self.height = height
        self.device = device
        self.x0 = x0
        self.y0 = y0
        self.opaque = Self.opaqueInterior(pixels, width: width, height: height)
        self.lastDevice = lastDevice
        self.lastFrame = lastFrame
    }
}
