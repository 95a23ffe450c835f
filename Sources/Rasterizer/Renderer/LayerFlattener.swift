import CPixelBlend
import UICore

/// Keeps the content of scaled layers — a tile lifting into focus or settling back — flattened
/// into rasters, so each frame of the animation lays one resampled raster over the screen
/// instead of rasterising every shape, gradient and glyph of the tile again at a scale it has
/// never been drawn at.
///
/// A lifted tile's layer holds its shadow (whose blur and opacity follow the animation: drawn as
/// usual) and a body (art, border, badges: the same every frame). The body is flattened the
/// first frame it is seen scaled, by drawing it once on a transparent offscreen surface, which
/// leaves its colour and coverage premultiplied, as the damage path would blend it: about what
/// drawing it directly would cost, so even a body shown scaled only once loses nothing. While
/// the scale moves the raster
/// is resampled bilinearly (``cpb_blend_premultiplied_scaled``); the frame the layer comes to
/// rest it is drawn again at its final scale, so a resting tile is as sharp as a directly drawn one.
final class LayerFlattener {
    /// Rasters kept: the tile lifting, the one settling and a few just left (each ~0.2 MB at
    /// 1920×1080, ~0.8 MB at 4K), so moving back and forth reuses them.
    static let capacity = 6
    /// Largest raster flattened, in pixels (a 4K tile lifted is ~860 × 520): anything larger —
    /// a whole scaled screen in a transition — is drawn directly.
    static let maximumArea = 1024 * 1024
    /// Scale ratios a raster is resampled over before it is drawn again: the whole lift
    /// (×1.125) and a press (×0.95) in either direction, within bilinear's sharp range.
    static let resampleRange = 0.75...1.34
    /// Shape textures the offscreen renderer keeps. A body is flattened at scales it was never
    /// drawn at, so little is reused; the cache is there for its cut: a long shape is made short
    /// (``NineSlice``), so a list row's background costs its corners, not every pixel of it.
    static let shapeCacheCapacity = 512
    /// The fewest pixels the offscreen surface's caches are budgeted for: a 320×180 layer
    /// (a small tile), so a tiny first layer still leaves room for a larger one.
    static let smallestBudgetedPixels = 320 * 180

    private let glyphs: (any GlyphSource)?
    private let images: (any ImageSource)?
    /// The offscreen pixels bodies are flattened in (ARGB8888, rows packed), grown on demand.
    private var offscreenPixels: UnsafeMutableBufferPointer<UInt32>?
    private var offscreenSize = (width: 0, height: 0)
    private var renderer: PixelRenderer?
    private var layers: [Int: FlatLayer] = [:]
    /// Keys of ``layers`` from least to most recently used.
    private var order: [Int] = []

    /// The offscreen renderer layers are flattened with (nil before the first), whose caches
    /// the tests read.
    var offscreenRenderer: PixelRenderer? { renderer }

    /// How many flattened rasters are kept.
    var rasterCount: Int { layers.count }
    /// How many bodies were flattened (tests check that rasters are reused).
    private(set) var flattenCount = 0

    init(glyphs: (any GlyphSource)?, images: (any ImageSource)?) {
        self.glyphs = glyphs
        self.images = images
    }

    deinit {
        renderer?.target = nil
        offscreenPixels?.deallocate()
    }

    /// The raster to draw the body `key` (a hash of its items) with under `device` in the
    /// renderer's frame number `frame`, flattening it into `box` (device pixels) with `draw` when
    /// there is none fit to use; nil when the body should be drawn directly (too large, or no
    /// offscreen surface). A frame drawn in several boxes (``PixelShift``) asks once per box: the
    /// layer has come to rest only when a later frame asks for the same device.
    func raster(for key: Int, device: Transform, frame: Int, box: DamageFrame.Box,
                flatten draw: (PixelRenderer, Transform) -> Void) -> FlatLayer? {
        if var layer = layers[key] {
            if layer.lastFrame == frame, layer.lastDevice == device { return layer }
            let atRest = layer.lastDevice == device
            let ratio = layer.device.m11 / device.m11
            let fit = layer.isExact(at: device) || (!atRest && Self.resampleRange.contains(ratio)
                                                     && Self.resampleRange.contains(layer.device.m22 / device.m22))
            if fit {
                layer.lastDevice = device
                layer.lastFrame = frame
                layers[key] = layer
                touch(key)
                return layer
            }
        }
        guard var layer = flatten(device: device, box: box, draw: draw) else { return nil }
        flattenCount += 1
        layer.lastFrame = frame
        layers[key] = layer
        touch(key)
        while order.count > Self.capacity { layers[order.removeFirst()] = nil }
        return layer
    }

    private func touch(_ key: Int) {
        order.removeAll { $0 == key }
        order.append(key)
    }

    /// Draws the body once on the offscreen pixels cleared to transparent: every blend there is
    /// "over" on all four channels (the source's colour times its alpha, plus the destination times
    /// one minus it; alpha likewise), so the surface ends up holding the body premultiplied, as
    /// the damage path would blend it over anything.
    private func flatten(device: Transform, box: DamageFrame.Box, draw: (PixelRenderer, Transform) -> Void) -> FlatLayer? {
        let w = box.x1 - box.x0, h = box.y1 - box.y0
        guard w > 0, h > 0, w * h <= Self.maximumArea, let (target, pixels, pitch) = offscreen(width: w, height: h) else { return nil }
        let place = Transform.translation(x: -Double(box.x0), y: -Double(box.y0)).concatenating(device)
        cpb_fill(pixels, pitch, 0, Int32(w), Int32(h))
        draw(target, place)
        // Every pixel is copied in: no zeroing first (as a backdrop is taken).
        let raster = [UInt32](unsafeUninitializedCapacity: w * h) { out, count in
            for y in 0..<h { (out.baseAddress! + y * w).initialize(from: pixels + y * pitch, count: w) }
            count = w * h
        }
        return FlatLayer(pixels: raster, width: w, height: h, device: device, x0: box.x0, y0: box.y0, lastDevice: device, lastFrame: 0)
    }

    /// The offscreen renderer with pixels for at least `width` × `height` (made or grown on
    /// demand), its pixels and pitch (in pixels).
    private func offscreen(width: Int, height: Int) -> (PixelRenderer, UnsafeMutablePointer<UInt32>, Int)? {
        if let offscreenPixels, let renderer, offscreenSize.width >= width, offscreenSize.height >= height {
            return (renderer, offscreenPixels.baseAddress!, offscreenSize.width)
        }
        let w = Swift.max(width, offscreenSize.width), h = Swift.max(height, offscreenSize.height)
        renderer?.target = nil
        renderer = nil
        offscreenPixels?.deallocate()
        let pixels = UnsafeMutableBufferPointer<UInt32>.allocate(capacity: w * h)
        (offscreenPixels, offscreenSize) = (pixels, (w, h))
        let made = PixelRenderer(scale: 1, glyphs: glyphs, images: images)
        made.target = Framebuffer(PixelRows(base: pixels.baseAddress!, pitch: w, width: w, height: h))
        // Its caches hold what a few layers of this size show, not a window's worth: a held
        // Down flattens each newly focused row once, and budgets sized for a window filled with
        // megabytes of rows long gone (18 MB of a 60 s hold through the reuser's guide).
        made.budgetCaches(forTargetWidth: w, height: h, smallest: Self.smallestBudgetedPixels)
        let shapes = Swift.min(Int(Double(Swift.max(w * h, Self.smallestBudgetedPixels) * 4) * PixelRenderer.shapeScreens),
                               PixelRenderer.shapeCacheBytes / 4)
        made.shapeCache = AdmittingCache(capacity: Self.shapeCacheCapacity, costLimit: shapes)
        renderer = made
        return (made, pixels.baseAddress!, w)
    }
}
