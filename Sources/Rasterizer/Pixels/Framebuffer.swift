import CPixelBlend
import Foundation
import UICore

/// A window's 32-bit pixels (xRGB8888 or ARGB8888) and the drawing the renderer does into them
/// itself, four pixels at a time: cached textures blended whole or cut (``NineSlice``),
/// premultiplied rasters laid over resampled, opaque fills and the pixel move of a scroll.
///
/// Every operation stays inside the framebuffer and the clip it is given (nil: none): a
/// caller's scissor, in device pixels.
package struct Framebuffer {
    /// The pixels, rows ``PixelRows/pitch`` apart.
    package let rows: PixelRows

    /// The framebuffer over `rows`.
    package init(_ rows: PixelRows) { self.rows = rows }

    package var width: Int { rows.width }
    package var height: Int { rows.height }
    /// Every pixel of it, as a box.
    package var bounds: DamageFrame.Box { DamageFrame.Box(x0: 0, y0: 0, x1: width, y1: height) }

    /// `box` cut to `clip` and the framebuffer; nil when nothing is left.
    package func clipped(_ box: DamageFrame.Box, to clip: DamageFrame.Box?) -> DamageFrame.Box? {
        var r = box.intersection(bounds)
        if let clip { r = r.intersection(clip) }
        return r.isEmpty ? nil : r
    }

    /// Blends a straight-alpha ARGB8888 texture (`width` × `height` pixels from `source`, rows
    /// `sourcePitch` apart) as the whole shape `shape` (its device pixels), its alpha times
    /// `alpha` / 255: the cut's repeated column and row stretched, the rest laid as it is (a
    /// slice that cuts nothing lays the whole texture). Each piece is clipped on its own, so a
    /// caller that needs the texture's pixels only when something shows checks
    /// ``clipped(_:to:)`` first, once.
    package func blend(_ source: UnsafePointer<UInt32>, pitch sourcePitch: Int, cut slice: NineSlice,
                       width: Int, height: Int, into shape: DamageFrame.Box, alpha: UInt8, clip: DamageFrame.Box?) {
        let (x, y) = (shape.x0, shape.y0)
        let fb = rows
        slice.forEachPiece(width: width, height: height) { psx, psy, sw, sh, dx, dy, dw, dh in
            let landing = DamageFrame.Box(x0: x + dx, y0: y + dy, x1: x + dx + dw, y1: y + dy + dh)
            guard let r = clipped(landing, to: clip) else { return }
            let stretchedX = dw != sw, stretchedY = dh != sh
            let sx = psx + (stretchedX ? 0 : r.x0 - landing.x0), sy = psy + (stretchedY ? 0 : r.y0 - landing.y0)
            let from = source + sy * sourcePitch + sx, rowPitch = stretchedY ? 0 : sourcePitch
            let to = fb.row(r.y0) + r.x0
            let (w, h) = (Int32(r.x1 - r.x0), Int32(r.y1 - r.y0))
            if stretchedX {
                cpb_blend_repeated(to, fb.pitch, from, rowPitch, w, h, UInt32(alpha))
            } else {
                cpb_blend(to, fb.pitch, from, rowPitch, w, h, UInt32(alpha))
            }
        }
    }

    /// Lays a premultiplied raster (`width` × `height` pixels from `pixels`, rows `pitch` apart)
    /// over the framebuffer resampled bilinearly, where raster x = `kx` · device x + `cx`
    /// (likewise y), at `alpha` / 255; returns the device pixels it reached (nil: none). Each
    /// pixel's value depends only on where it lies, never on the clip.
    @discardableResult
    package func layResampled(_ pixels: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int,
                              kx: Double, ky: Double, cx: Double, cy: Double, alpha: UInt8,
                              clip: DamageFrame.Box?) -> DamageFrame.Box? {
        guard kx > 0, ky > 0, width > 0, height > 0 else { return nil }
        // The device pixels the raster reaches, one more each side for the bilinear footprint.
        let reach = DamageFrame.Box(x0: Int(((0 - cx) / kx).rounded(.down)) - 1, y0: Int(((0 - cy) / ky).rounded(.down)) - 1,
                                    x1: Int(((Double(width) - cx) / kx).rounded(.up)) + 1,
                                    y1: Int(((Double(height) - cy) / ky).rounded(.up)) + 1)
        guard let r = clipped(reach, to: clip) else { return nil }
        cpb_blend_premultiplied_scaled(rows.base, rows.pitch, Int32(r.x0), Int32(r.y0), Int32(r.x1 - r.x0), Int32(r.y1 - r.y0),
                                       pixels, pitch, Int32(width), Int32(height), kx, ky, cx, cy, UInt32(alpha))
        return r
    }

    /// Lays a premultiplied raster (`width` × `height` pixels from `pixels`, rows `pitch` apart)
    /// over the framebuffer through `place` (raster pixels to device pixels: any affine or
    /// projective map), sampled bilinearly with transparent outside the raster, so its edges are
    /// anti-aliased under a rotation or a tilt; at `alpha` / 255, inside `clip`. Returns the
    /// device pixels it reached (nil: none). Each pixel's value depends only on where it lies.
    @discardableResult
    package func layProjected(_ pixels: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int, place: Transform,
                              alpha: UInt8, clip: DamageFrame.Box?) -> DamageFrame.Box? {
        guard width > 0, height > 0, alpha > 0, let inverse = place.inverted() else { return nil }
        let corners = [Point(x: -1, y: -1), Point(x: Double(width) + 1, y: -1),
                       Point(x: -1, y: Double(height) + 1), Point(x: Double(width) + 1, y: Double(height) + 1)]
        // A corner behind the viewer (w ≤ 0) has no place on screen: nothing sensible to draw.
        guard corners.allSatisfy({ place.m31 * $0.x + place.m32 * $0.y + place.m33 > 1e-6 }) else { return nil }
        let mapped = corners.map { place.apply($0) }
        let xs = mapped.map(\.x), ys = mapped.map(\.y)
        let limit = 1e6   // pixels: anything further out is garbage, not a raster to draw
        guard let minX = xs.min(), let maxX = xs.max(), let minY = ys.min(), let maxY = ys.max(),
              abs(minX) < limit, abs(maxX) < limit, abs(minY) < limit, abs(maxY) < limit else { return nil }
        let reach = DamageFrame.Box(x0: Int(minX.rounded(.down)), y0: Int(minY.rounded(.down)),
                                    x1: Int(maxX.rounded(.up)), y1: Int(maxY.rounded(.up)))
        guard let r = clipped(reach, to: clip) else { return nil }
        let m = [inverse.m11, inverse.m12, inverse.m13, inverse.m21, inverse.m22, inverse.m23, inverse.m31, inverse.m32, inverse.m33]
        m.withUnsafeBufferPointer { matrix in
            cpb_blend_premultiplied_projected(rows.base, rows.pitch, Int32(r.x0), Int32(r.y0), Int32(r.x1 - r.x0), Int32(r.y1 - r.y0),
                                              pixels, pitch, Int32(width), Int32(height), matrix.baseAddress!, UInt32(alpha))
        }
        return r
    }

    /// Lays the premultiplied raster `pixels` (`width` × `height`, `pitch` pixels a row) over the
    /// framebuffer pixel for pixel with its top-left pixel at (`x`, `y`), its channels times
    /// `alpha` / 255, inside `clip`; returns the device pixels it reached (nil: none). At full
    /// alpha ``cpb_over`` lays it; otherwise it is the resampling at the raster's own scale
    /// (every weight zero), which multiplies by `alpha` on the way.
    @discardableResult
    package func layOver(_ pixels: UnsafePointer<UInt32>, pitch: Int, width: Int, height: Int, x: Int, y: Int,
                         alpha: UInt8 = 255, clip: DamageFrame.Box?) -> DamageFrame.Box? {
        guard alpha == 255 else {
            return layResampled(pixels, pitch: pitch, width: width, height: height, kx: 1, ky: 1,
                                cx: -Double(x), cy: -Double(y), alpha: alpha, clip: clip)
        }
        guard width > 0, height > 0,
              let r = clipped(DamageFrame.Box(x0: x, y0: y, x1: x + width, y1: y + height), to: clip) else { return nil }
        cpb_over(rows.row(r.y0) + r.x0, rows.pitch, pixels + (r.y0 - y) * pitch + (r.x0 - x), pitch,
                 Int32(r.x1 - r.x0), Int32(r.y1 - r.y0))
        return r
    }

    /// Fills `box` with `pixel` (the framebuffer's own format), inside `clip`.
    package func fill(_ box: DamageFrame.Box, pixel: UInt32, clip: DamageFrame.Box?) {
        guard let r = clipped(box, to: clip) else { return }
        cpb_fill(rows.row(r.y0) + r.x0, rows.pitch, pixel, Int32(r.x1 - r.x0), Int32(r.y1 - r.y0))
    }

    /// Moves the pixels inside `shift`'s clip by its offset (rows in the order that reads each
    /// before it is overwritten); pixels without a source inside the clip keep what they held
    /// (they are in the shift's damage).
    package func move(_ shift: PixelShift) {
        guard let source = shift.source(within: bounds) else { return }
        let count = source.x1 - source.x0, srcX = source.x0, dstX = srcX + shift.dx
        let fb = rows
        func moveRow(_ y: Int) {
            memmove(fb.row(y + shift.dy) + dstX, fb.row(y) + srcX, count * MemoryLayout<UInt32>.stride)
        }
        // Source rows in the order that reads each before a move lands on it.
        if shift.dy > 0 {
            for y in stride(from: source.y1 - 1, through: source.y0, by: -1) { moveRow(y) }
        } else {
            for y in source.y0..<source.y1 { moveRow(y) }
        }
    }
}
