import Rasterizer
import CSDL2
import CSDL2Image
import Foundation
import UICore

extension SDLRenderer {
    /// Image textures come in scales 2^(k/4): a quarter-octave (19 %) apart, so a lift animation
    /// reuses a few textures instead of resampling every frame, and filtering never shrinks by more than 19 %.
    static let imageScaleStepsPerOctave = 4.0
    /// Decoded source images kept in memory (one screen's worth of distinct images; our estimate).
    static let maxImageSources = 48

    /// Draws the image `name` scaled to fill `rect` (centre crop, aspect kept), clipped to `shape`;
    /// a missing image draws a placeholder gradient picked from the name.
    func drawImage(_ name: String, in rect: Rect, shape: ShapeKind) {
        guard !rect.isEmpty, !clippedAway else { return }
        guard let source = imageSource(name) else { drawPlaceholder(name, in: rect, shape: shape); return }
        let iw = Double(source.pointee.w), ih = Double(source.pointee.h)
        let fillScale = Swift.max(rect.width / iw, rect.height / ih)           // points per image pixel
        let needed = fillScale * pixelScale                                     // screen pixels per image pixel
        let step = Swift.min(0, Int((log2(needed) * Self.imageScaleStepsPerOctave).rounded(.up)))
        guard let tex = imageTexture(name, source: source, step: step) else { drawPlaceholder(name, in: rect, shape: shape); return }
        // The visible part of the image, in normalised image coordinates.
        let cw = rect.width / fillScale / iw, ch = rect.height / fillScale / ih
        let u0 = (1 - cw) / 2, v0 = (1 - ch) / 2
        if case .rect = shape, device.isAxisAligned {
            let src = SDL_Rect(x: Int32((u0 * Double(tex.width)).rounded()), y: Int32((v0 * Double(tex.height)).rounded()),
                               w: Int32((cw * Double(tex.width)).rounded()), h: Int32((ch * Double(tex.height)).rounded()))
            blit(tex, in: rect, source: src, alpha: opacity)
            return
        }
        let uv: (Point) -> SDL_FPoint = { p in
            let u = u0 + (p.x - rect.minX) / rect.width * cw, v = v0 + (p.y - rect.minY) / rect.height * ch
            return SDL_FPoint(x: Float(Swift.max(0, Swift.min(1, u))), y: Float(Swift.max(0, Swift.min(1, v))))
        }
        let ps = pixelScale
        drawRings(ShapeOutline(shape, in: rect), stops: Self.edgeRingsPixels.map { RingStop(offset: $0 / ps, alpha: 0) },
                  coverage: ShapeOutline.edgeCoverage, fillCore: true, color: { _ in .white }, texture: tex.texture, uv: uv)
    }

    /// The decoded image `Assets/Images/NAME(.png)`, or nil when missing or unreadable.
    func imageSource(_ name: String) -> UnsafeMutablePointer<SDL_Surface>? {
        if let s = imageSources[name] { return s }
        if missingImages.contains(name) { return nil }
        guard let dir = assets?.images else { missingImages.insert(name); return nil }
        let candidates = name.hasSuffix(".png") ? [name] : [name + ".png", name]
        for file in candidates {
            let path = dir.appendingPathComponent(file).path
            guard FileManager.default.fileExists(atPath: path), let loaded = IMG_Load(path) else { continue }
            defer { SDL_FreeSurface(loaded) }
            guard let argb = SDL_ConvertSurfaceFormat(loaded, SDL_PIXELFORMAT_ARGB8888.rawValue, 0) else { continue }
            if imageSources.count >= Self.maxImageSources, let victim = imageSources.keys.first {
                SDL_FreeSurface(imageSources.removeValue(forKey: victim))
            }
            imageSources[name] = argb
            return argb
        }
        missingImages.insert(name)
        return nil
    }

    /// The image resized to scale step `step` (≤ 0), cached.
    func imageTexture(_ name: String, source: UnsafeMutablePointer<SDL_Surface>, step: Int) -> CachedTexture? {
        let key = ImageKey(name: name, step: step)
        if let hit = imageCache[key] { return hit }
        let s = pow(2, Double(step) / Self.imageScaleStepsPerOctave)
        let w = Swift.max(1, Int((Double(source.pointee.w) * s).rounded())), h = Swift.max(1, Int((Double(source.pointee.h) * s).rounded()))
        let made: CachedTexture?
        if step == 0 {
            made = makeTexture(source)
        } else if let small = SurfaceResampler.resample(source, width: w, height: h) {
            made = makeTexture(small)
            SDL_FreeSurface(small)
        } else {
            made = nil
        }
        if let made { imageCache.insert(made, for: key, cost: made.width * made.height * 4) }
        return made
    }

    /// A tasteful stand-in for a missing image: a diagonal two-tone gradient whose hue comes
    /// from the name (stable across runs), with a faint "sun" disc.
    func drawPlaceholder(_ name: String, in rect: Rect, shape: ShapeKind) {
        // FNV's high bits mix best: names that differ in one character land on distant hues.
        let hue = Double(Self.fnv1a(name) >> 16) / 65536
        let top = Self.hsv(hue, 0.42, 0.62), bottom = Self.hsv(hue + 0.07, 0.55, 0.32)
        fill(shape, rect, color: LinearGradient.colour(in: rect, from: top, to: bottom, start: Point(x: 0, y: 0), end: Point(x: 1, y: 1)))
        let d = Swift.min(rect.width, rect.height) * 0.22
        let sun = Rect(x: rect.maxX - d * 1.9, y: rect.minY + d * 0.9, width: d, height: d)
        if rect.contains(sun) { fill(.circle, sun, solid: Color.white.opacity(0.22)) }
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
