/// High-quality resizing of straight-alpha ARGB8888 rasters (emoji strikes, images), done once
/// before caching.
///
/// Downscaling averages every source pixel that covers a target pixel (a box filter, with
/// premultiplied alpha so transparent edges do not darken); upscaling is bilinear. A bilinear
/// sample alone reads too few pixels for the 136 px → ~30 px emoji reduction.
package enum RasterResampler {
    /// `source` resized to `width` × `height` pixels (straight alpha in, straight alpha out).
    package static func resample(_ source: PixelRaster, width: Int, height: Int) -> PixelRaster? {
        let sw = source.width, sh = source.height
        guard width > 0, height > 0, sw > 0, sh > 0 else { return nil }
        let fx = Double(sw) / Double(width), fy = Double(sh) / Double(height)
        return source.withPixels { sp in
            PixelRaster(width: width, height: height) { out in
                for y in 0..<height {
                    for x in 0..<width {
                        var acc: (Double, Double, Double, Double) = (0, 0, 0, 0)
                        var total: Double = 0
                        if fx > 1 || fy > 1 {
                            // Box filter over the source footprint [x·fx, (x+1)·fx) × [y·fy, (y+1)·fy).
                            let x0 = Double(x) * fx, x1 = x0 + fx, y0 = Double(y) * fy, y1 = y0 + fy
                            var sy = Int(y0)
                            while Double(sy) < y1 && sy < sh {
                                let wy = Swift.min(y1, Double(sy + 1)) - Swift.max(y0, Double(sy))
                                var sx = Int(x0)
                                while Double(sx) < x1 && sx < sw {
                                    let wx = Swift.min(x1, Double(sx + 1)) - Swift.max(x0, Double(sx))
                                    accumulate(sp[sy * sw + sx], wx * wy, &acc); total += wx * wy
                                    sx += 1
                                }
                                sy += 1
                            }
                        } else {
                            // Bilinear between the four nearest source pixel centres.
                            let u = Swift.max(0, (Double(x) + 0.5) * fx - 0.5), v = Swift.max(0, (Double(y) + 0.5) * fy - 0.5)
                            let ix = Swift.min(Int(u), sw - 1), iy = Swift.min(Int(v), sh - 1)
                            let ix1 = Swift.min(ix + 1, sw - 1), iy1 = Swift.min(iy + 1, sh - 1)
                            let tx = u - Double(ix), ty = v - Double(iy)
                            accumulate(sp[iy * sw + ix], (1 - tx) * (1 - ty), &acc)
                            accumulate(sp[iy * sw + ix1], tx * (1 - ty), &acc)
                            accumulate(sp[iy1 * sw + ix], (1 - tx) * ty, &acc)
                            accumulate(sp[iy1 * sw + ix1], tx * ty, &acc)
                            total = 1
                        }
                        out.row(y)[x] = pack(acc, total)
                    }
                }
            }
        }
    }

    /// Accumulates one ARGB pixel, premultiplied by its alpha, with a weight.
    @inline(__always) private static func accumulate(_ p: UInt32, _ w: Double, _ acc: inout (Double, Double, Double, Double)) {
        let a = Double((p >> 24) & 0xFF) * w
        acc.0 += a
        acc.1 += Double((p >> 16) & 0xFF) * a
        acc.2 += Double((p >> 8) & 0xFF) * a
        acc.3 += Double(p & 0xFF) * a
    }

    /// Un-premultiplies an accumulated pixel back to straight ARGB.
    @inline(__always) private static func pack(_ acc: (Double, Double, Double, Double), _ total: Double) -> UInt32 {
        guard total > 0, acc.0 > 0 else { return 0 }
        let a = Swift.min(255, (acc.0 / total).rounded())
        let r = Swift.min(255, (acc.1 / acc.0).rounded())
        let g = Swift.min(255, (acc.2 / acc.0).rounded())
        let b = Swift.min(255, (acc.3 / acc.0).rounded())
        return UInt32(a) << 24 | UInt32(r) << 16 | UInt32(g) << 8 | UInt32(b)
    }
}
