import CPixelBlend
import UICore

/// A filled or stroked shape rasterised pixel by pixel: each pixel gets the coverage its centre's
/// signed distance from the outline gives (``ShapeOutline/edgeCoverage(_:)``, or a band's
/// ``ShapeOutline/bandCoverage(_:width:)`` for a stroke inside the outline) times the colour at
/// that centre — a plain colour, or a gradient stepped through its table (``GradientRamp``).
///
/// Only the edge pixels take a distance: each row's covered and wholly covered columns
/// follow from the outline, the interior is its colours alone and the rest transparent.
package struct CoverageMask {
    private let width: Int, height: Int
    /// The pixel of `place`'s grid that is the mask's first pixel.
    private let ox: Int, oy: Int
    /// The centre of `place`'s pixel (0, 0) in points, and the steps to the next pixel across and down.
    private let p00: Point, ex: Point, ey: Point
    private let ps: Double
    /// The colours at the table's two ends (a plain paint: its colour twice).
    private let from: Color, to: Color
    /// Each table step's pixel at the layer opacity (a plain paint: one).
    private let opaque: [UInt32]
    /// Whether every table step is opaque: only edges are partly covered (``draw(over:)``).
    package let isOpaque: Bool
    private let t0: Double, tdx: Double, tdy: Double
    private let layerAlpha: Double
    private let mx: Double, my: Double, bx: Double, by: Double, radius: Double
    private let rowsStayRows: Bool
    /// A stroke's band width inside the outline, in mask pixels (nil: a fill).
    private let band: Double?

    /// The mask of `shape` in `rect` drawn through `place` (points to pixels) into `width` ×
    /// `height` pixels, the first of them `place`'s pixel `first`, at `opacity`, in `colour`, or
    /// with `gradient` its unclamped parameter (affine in points) stepped through its table
    /// (whose opacity must be `opacity`). A pixel's value depends only on where it lies in
    /// `place`'s grid — its centre is worked out from pixel (0, 0)'s by whole steps —, so masks
    /// of two parts of one shape (a gradient cut to two damage boxes) meet without a seam.
    /// Nil when `place` is a perspective or singular (the caller draws another way). Off an axis-aligned layer (a
    /// rotated card) every pixel takes a distance; distances are in points times the layer's
    /// mean scale, exact for rotations and uniform scales. `spans`: work out each
    /// row's covered columns from the outline (false: a distance at every pixel, for tests).
    /// With `stroke`, only a band that many points wide inside the outline is covered
    /// (`strokeBorder`).
    package init?(_ shape: ShapeKind, _ rect: Rect, place: Transform, width: Int, height: Int, opacity: Double,
                  colour: Color, gradient: (parameter: (Point) -> Double, ramp: GradientRamp)? = nil,
                  stroke: Double? = nil, first: (x: Int, y: Int) = (0, 0), spans: Bool = true) {
        guard place.m31 == 0, place.m32 == 0, place.m33 == 1, let inverse = place.inverted() else { return nil }
        let det = abs(place.m11 * place.m22 - place.m12 * place.m21)
        guard det > 0 else { return nil }
        ps = det.squareRoot()
        band = stroke.map { Swift.max(0, $0) * det.squareRoot() }
        self.width = width
        self.height = height
        (ox, oy) = first
        layerAlpha = opacity
        let outline = ShapeOutline(shape, in: rect)
        p00 = inverse.apply(Point(x: 0.5, y: 0.5))
        let p10 = inverse.apply(Point(x: 1.5, y: 0.5)), p01 = inverse.apply(Point(x: 0.5, y: 1.5))
        (ex, ey) = (Point(x: p10.x - p00.x, y: p10.y - p00.y), Point(x: p01.x - p00.x, y: p01.y - p00.y))
        // Colours: one for a plain paint, else the gradient's table, stepped per pixel.
        if let gradient {
            let parameter = gradient.parameter
            t0 = parameter(p00)
            tdx = parameter(p10) - t0
            tdy = parameter(p01) - t0
            (from, to, opaque, isOpaque) = (gradient.ramp.from, gradient.ramp.to, gradient.ramp.pixels, gradient.ramp.isOpaque)
        } else {
            (t0, tdx, tdy) = (0, 0, 0)
            let pixel = ARGB.pixel(colour, alpha: opacity)
            (from, to, opaque, isOpaque) = (colour, colour, [pixel], pixel >> 24 == 255)
        }
        bx = outline.rect.width / 2 - outline.radius
        by = outline.rect.height / 2 - outline.radius
        (mx, my, radius) = (outline.rect.midX, outline.rect.midY, outline.radius)
        rowsStayRows = spans && ex.y == 0 && ey.x == 0 && ex.x != 0
    }

    /// Writes every pixel of the mask into `rows` (transparent ones too: a locked texture's
    /// pixels are undefined), which must be at least the mask's size.
    package func fill(_ rows: PixelRows) { write(rows, over: false) }

    /// Lays the mask over the pixels in `rows` (a framebuffer's), as blending a texture of it
    /// would (`cpb_blend`, bit for bit) but in one pass: covered pixels are stored, edge pixels
    /// blended, uncovered ones left alone. Only for an opaque paint (``isOpaque``).
    package func draw(over rows: PixelRows) {
        precondition(isOpaque, "only an opaque paint is laid straight over")
        write(rows, over: true)
    }

    /// ``fill(_:)`` (`over` false) or ``draw(over:)``.
    private func write(_ rows: PixelRows, over: Bool) {
        let (p00, ex, ey, ps) = (p00, ex, ey, ps)
        let (mx, my, bx, by, radius) = (mx, my, bx, by, radius)
        let (t0, tdx, tdy, layerAlpha, width, ox, oy) = (t0, tdx, tdy, layerAlpha, width, ox, oy)
        let steps = Double(opaque.count - 1)
        // A partly covered pixel is its table step's colour at alpha × coverage × layer opacity:
        // the step's pixel already holds that colour's bytes (they do not depend on alpha), so
        // only the alpha byte is worked out — `GradientRamp.colour`'s alpha, as mixing the two
        // colours gives it — rather than the whole colour mixed and four bytes rounded.
        let (fromAlpha, alphaSpan) = (from.alpha, to.alpha - from.alpha)
        let lastStep = Double(GradientRamp.size - 1)
        /// Step `entry`'s pixel at `coverage` (times the layer opacity).
        @inline(__always) func partial(_ entry: Int, _ coverage: Double) -> UInt32 {
            let alpha = fromAlpha + alphaSpan * (Double(entry) / lastStep)
            return opaque[entry] & 0x00FF_FFFF | UInt32(ARGB.byte(alpha * (coverage * layerAlpha))) << 24
        }
        let outer = radius + 0.5 / ps, inner = radius - 0.5 / ps
        opaque.withUnsafeBufferPointer { opaque in
            for row in 0..<height {
                let r = Double(row + oy)
                let rowX = p00.x + r * ey.x, rowY = p00.y + r * ey.y
                let rowT = t0 + r * tdy
                let out = rows.row(row)
                /// Puts one pixel: stored, or with `over` laid over the one there.
                @inline(__always) func put(_ col: Int, _ v: UInt32) {
                    guard over else { out[col] = v; return }
                    let a = v >> 24
                    if a == 255 { out[col] = v } else if a != 0 { out[col] = cpb_blend_one(v, out[col]) }
                }
                /// Clears `count` pixels from `col` (left as they are under `over`).
                @inline(__always) func clear(_ col: Int, _ count: Int) {
                    if !over, count > 0 { (out + col).update(repeating: 0, count: count) }
                }
                /// One pixel by its centre's distance from the outline.
                func edge(_ col: Int) {
                    let c = Double(col + ox)
                    let px = rowX + c * ex.x, py = rowY + c * ex.y
                    let qx = abs(px - mx) - bx, qy = abs(py - my) - by
                    // The rounded-box distance; the square root only off a corner (both q > 0).
                    let d = ((qx > 0 && qy > 0 ? (qx * qx + qy * qy).squareRoot() : Swift.max(qx, qy)) - radius) * ps
                    guard d < 0.5 else { put(col, 0); return }
                    let t = rowT + c * tdx
                    let entry = Int(Swift.max(0, Swift.min(1, t)) * steps + 0.5)
                    if let band {
                        let a = ShapeOutline.bandCoverage(d, width: band)
                        put(col, a >= 1 ? opaque[entry] : a > 0 ? partial(entry, a) : 0)
                        return
                    }
                    // Centres half a pixel or more inside are covered.
                    if d <= -0.5 {
                        put(col, opaque[entry])
                    } else if case let a = ShapeOutline.edgeCoverage(d), a > 0 {
                        put(col, partial(entry, a))
                    } else {
                        put(col, 0)
                    }
                }
                guard rowsStayRows else {
                    for col in 0..<width { edge(col) }
                    continue
                }
                // The columns (of `place`'s grid) whose centres lie within `reach` of the outline's inside.
                let qy = abs(rowY - my) - by
                func columns(within reach: Double) -> (lo: Double, hi: Double)? {
                    guard qy <= reach else { return nil }
                    let half = bx + (qy > 0 ? (reach * reach - qy * qy).squareRoot() : reach)
                    let a = (mx - half - rowX) / ex.x, b = (mx + half - rowX) / ex.x
                    return (Swift.min(a, b), Swift.max(a, b))
                }
                guard let covered = columns(within: outer) else {
                    clear(0, width)
                    continue
                }
                // A pixel of margin either side keeps rounding from deciding a boundary pixel.
                let lo = Swift.max(0, Int(covered.lo.rounded(.down)) - 1 - ox)
                let hi = Swift.min(width, Int(covered.hi.rounded(.up)) + 2 - ox)
                guard lo < hi else {
                    clear(0, width)
                    continue
                }
                clear(0, lo)
                clear(hi, width - hi)
                var fullLo = hi, fullHi = hi
                if let band {
                    // A stroke's hole: columns whose centres lie half a pixel or more inside
                    // the band's inner edge are transparent.
                    var holeLo = hi, holeHi = hi
                    if let hole = columns(within: radius - (band + 0.5) / ps) {
                        holeLo = Swift.max(lo, Int(hole.lo.rounded(.up)) + 1 - ox)
                        holeHi = Swift.min(hi, Int(hole.hi.rounded(.down)) - ox)
                        if holeLo >= holeHi { holeLo = hi; holeHi = hi }
                    }
                    for col in lo..<holeLo { edge(col) }
                    if holeLo < holeHi { clear(holeLo, holeHi - holeLo) }
                    for col in holeHi..<hi { edge(col) }
                    continue
                }
                if let full = columns(within: inner) {
                    fullLo = Swift.max(lo, Int(full.lo.rounded(.up)) + 1 - ox)
                    fullHi = Swift.min(hi, Int(full.hi.rounded(.down)) - ox)
                    if fullLo >= fullHi { fullLo = hi; fullHi = hi }
                }
                for col in lo..<fullLo { edge(col) }
                if fullLo < fullHi {
                    if opaque.count == 1 {
                        (out + fullLo).update(repeating: opaque[0], count: fullHi - fullLo)
                    } else {
                        // Each pixel's parameter from the row's by whole steps, as `edge` works it out.
                        cpb_ramp_row(out + fullLo, Int32(fullHi - fullLo), rowT, fullLo + ox, tdx, opaque.baseAddress!, Int32(steps))
                    }
                }
                for col in fullHi..<hi { edge(col) }
            }
        }
    }
}
