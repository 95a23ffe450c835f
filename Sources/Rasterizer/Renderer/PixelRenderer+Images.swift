import CPixelBlend
import Foundation
import UICore

extension PixelRenderer {
    /// Image textures come in scales 2^(k/4): a quarter-octave (19 %) apart, so a lift animation
    /// reuses a few textures instead of resampling every frame, and filtering never shrinks by more than 19 %.
    static let imageScaleStepsPerOctave = 4.0
    /// Decoded source images kept in memory (one screen's worth of distinct images; our estimate).
    static let maxImageSources = 48

    /// Draws the image `name` scaled to fill `rect` (centre crop, aspect kept), clipped to `shape`;
    /// a missing image draws a placeholder gradient picked from the name. A rectangle lays the
    /// image's visible part straight over the framebuffer (``blit(_:in:source:alpha:)``); any
    /// other shape lays it into a raster of the shape's device pixels, cut to the shape's
    /// coverage (its fill's mask), and lays that over.
    func drawImage(_ name: String, in rect: Rect, shape: ShapeKind) {
        guard !rect.isEmpty, !clippedAway, let fb = target else { return }
        guard let source = imageSource(name) else { drawPlaceholder(name, in: rect, shape: shape); return }
        let iw = Double(source.width), ih = Double(source.height)
        let fillScale = Swift.max(rect.width / iw, rect.height / ih)           // points per image pixel
        let needed = fillScale * pixelScale                                     // screen pixels per image pixel
        let step = Swift.min(0, Int((log2(needed) * Self.imageScaleStepsPerOctave).rounded(.up)))
        guard let raster = imageTexture(name, source: source, step: step) else { drawPlaceholder(name, in: rect, shape: shape); return }
        // The visible part of the image, in normalised image coordinates.
        let cw = rect.width / fillScale / iw, ch = rect.height / fillScale / ih
        let u0 = (1 - cw) / 2, v0 = (1 - ch) / 2
        let src = DamageFrame.Box(x0: Int((u0 * Double(raster.width)).rounded()), y0: Int((v0 * Double(raster.height)).rounded()),
                                  x1: 0, y1: 0)
        let visible = DamageFrame.Box(x0: src.x0, y0: src.y0, x1: src.x0 + Int((cw * Double(raster.width)).rounded()),
                                      y1: src.y0 + Int((ch * Double(raster.height)).rounded()))
        if case .rect = shape {
            blit(raster, in: rect, source: visible, alpha: opacity)
            return
        }
        // The shape's coverage in the device pixels it reaches (a white fill's mask: its alpha).
        let white = MaskedShape(.fill(shape, rect, .white))
        let bounds = fb.bounds
        guard let white, let (box, place) = white.placement(device: device, edge: Self.shapeCacheEdgePixels, bounds: bounds, clip: clipBox),
              let coverage = white.mask(place: place, width: box.x1 - box.x0, height: box.y1 - box.y0, opacity: 1,
                                        spans: diagnostics.coverageSpans) else { return }
        let width = box.x1 - box.x0, height = box.y1 - box.y0
        let mask = PixelRaster(width: width, height: height, fill: coverage)
        // The image laid into a transparent raster of that box, exactly as over the framebuffer,
        // then cut to the shape's coverage.
        let toBox = Transform.translation(x: -Double(box.x0), y: -Double(box.y0)).concatenating(device)
        var cut = PixelRaster(pixels: drawOffscreen(width: width, height: height, place: toBox) {
            blit(raster, in: rect, source: visible, alpha: 1)
        }, width: width, height: height)
        cut.pixels.withUnsafeMutableBufferPointer { buffer in
            mask.withPixels { cpb_multiply_by_mask_alpha(buffer.baseAddress!, width, $0, width, Int32(width), Int32(height)) }
        }
        _ = cut.withPixels { pixels in
            fb.layOver(pixels, pitch: width, width: width, height: height, x: box.x0, y: box.y0, alpha: Self.byte(opacity), clip: clipBox)
        }
    }

    /// The decoded image `name` (straight alpha, from ``images``), or nil when missing or unreadable.
    func imageSource(_ name: String) -> PixelRaster? {
        if let s = imageSources[name] { return s }
        if missingImages.contains(name) { return nil }
        guard let raster = images?.image(named: name) else { missingImages.insert(name); return nil }
        if imageSources.count >= Self.maxImageSources, let victim = imageSources.keys.first {
            imageSources[victim] = nil
        }
        imageSources[name] = raster
        return raster
    }

    /// The image resized to scale step `step` (≤ 0), premultiplied, cached.
    func imageTexture(_ name: String, source: PixelRaster, step: Int) -> PixelRaster? {
        let key = ImageKey(name: name, step: step)
        if let hit = imageCache[key] { return hit }
        let s = pow(2, Double(step) / Self.imageScaleStepsPerOctave)
        let w = Swift.max(1, Int((Double(source.width) * s).rounded())), h = Swift.max(1, Int((Double(source.height) * s).rounded()))
        let made = (step == 0 ? source : RasterResampler.resample(source, width: w, height: h))?.premultiplied()
        if let made { imageCache.insert(made, for: key, cost: made.byteCount) }
        return made
    }

    /// A tasteful stand-in for a missing image: a diagonal two-tone gradient whose hue comes
    /// from the name (stable across runs), with a faint "sun" disc.
    func drawPlaceholder(_ name: String, in rect: Rect, shape: ShapeKind) {
        // FNV's high bits mix best: names that differ in one character land on distant hues.
        let hue = Double(Self.fnv1a(name) >> 16) / 65536
        let top = Self.hsv(hue, 0.42, 0.62), bottom = Self.hsv(hue + 0.07, 0.55, 0.32)
        draw(.gradient(shape, rect, from: top, to: bottom, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
        let d = Swift.min(rect.width, rect.height) * 0.22
        let sun = Rect(x: rect.maxX - d * 1.9, y: rect.minY + d * 0.9, width: d, height: d)
        if rect.contains(sun) { draw(.fill(.circle, sun, Color.white.opacity(0.22))) }
    }

    /// FNV-1a over UTF-8: a hash that, unlike `hashValue`, is the same in every process.
    static func fnv1a(_ s: String) -> UInt32 {
        var h: UInt32 = 2_166_136_261
        for b in s.utf8 { h = (h ^ UInt32(b)) &* 16_777_619 }
        return h
    }

    /// A colour from hue (0…1, wrapping), saturation and value.
    static func hsv(_ h: Double, _ s: Double, _ v: Double) -> Color {
        let hh = (h - floor(h)) * 6, i = Int(hh) % 6, f = hh - floor(hh)
        let p = v * (1 - s), q = v * (1 - s * f), t = v * (1 - s * (1 - f))
        switch i {
        case 0: return Color(red: v, green: t, blue: p)
        case 1: return Color(red: q, green: v, blue: p)
        case 2: return Color(red: p, green: v, blue: t)
        case 3: return Color(red: p, green: q, blue: v)
        case 4: return Color(red: t, green: p, blue: v)
        default: return Color(red: v, green: p, blue: q)
        }
    }
}
