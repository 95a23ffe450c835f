import UICore

/// A filled or stroked shape rasterised pixel by pixel: each pixel gets the coverage its centre's
/// signed distance from the outline gives (``ShapeOutline/edgeCoverage(_:)``, or a band's
/// ``ShapeOutline/bandCoverage(_:width:)`` for a stroke inside the outline) times the colour at
/// that centre — a plain colour, or a gradient stepped through a table.
///
/// Only the edge pixels take a distance: each row's covered and wholly covered columns
/// follow from the outline, the interior is its colours alone and the rest transparent.
package struct CoverageMask {
    /// Entries of a gradient's colour table: its clamped 0…1 range in 1,024 steps, so a pixel's
    /// colour is at most 255 / 2,046 ≈ 0.12 of a level off its exact value.
    package static let gradientTableSize = 1024

    private let width: Int, height: Int
    private let p00: Point, ex: Point, ey: Point
    private let ps: Double
    private let colours: [Color]
    private let opaque: [UInt32]
    private let t0: Double, tdx: Double, tdy: Double
    private let layerAlpha: Double
    private let mx: Double, my: Double, bx: Double, by: Double, radius: Double
    private let rowsStayRows: Bool
    /// A stroke's band width inside the outline, in mask pixels (nil: a fill).
    private let band: Double?

    /// The mask of `shape` in `rect` drawn through `place` (points to mask pixels) into
    /// `width` × `height` pixels at `opacity`; `parameter` is a gradient's unclamped parameter
    /// (affine in points) and `color` depends on the point only through it. Nil when `place` is
    /// a perspective or singular (the caller draws another way). Off an axis-aligned layer (a
    /// rotated card) every pixel takes a distance; distances are in points times the layer's
    /// mean scale, exact for rotations and uniform scales. `spans`: work out each
    /// row's covered columns from the outline (false: a distance at every pixel, for tests).
    /// With `stroke`, only a band that many points wide inside the outline is covered
    /// (`strokeBorder`).
    package init?(_ shape: ShapeKind, _ rect: Rect, place: Transform, width: Int, height: Int, opacity: Double,
                  parameter: ((Point) -> Double)?, color: (Point) -> Color, stroke: Double? = nil, spans: Bool = true) {
        guard place.m31 == 0, place.m32 == 0, place.m33 == 1, let inverse = place.inverted() else { return nil }
        let det = abs(place.m11 * place.m22 - place.m12 * place.m21)
        guard det > 0 else { return nil }
        ps = det.squareRoot()
        band = stroke.map { Swift.max(0, $0) * det.squareRoot() }
        self.width = width
        self.height = height
        layerAlpha = opacity
        let outline = ShapeOutline(shape, in: rect)
        p00 = inverse.apply(Point(x: 0.5, y: 0.5))
        let p10 = inverse.apply(Point(x: 1.5, y: 0.5)), p01 = inverse.apply(Point(x: 0.5, y: 1.5))
        (ex, ey) = (Point(x: p10.x - p00.x, y: p10.y - p00.y), Point(x: p01.x - p00.x, y: p01.y - p00.y))
        // Colours: one for a plain paint, else a table along the gradient's clamped 0…1 range
        // (``gradientTableSize`` entries), stepped per pixel.
        if let parameter {
            t0 = parameter(p00)
            tdx = parameter(p10) - t0
            tdy = parameter(p01) - t0
            let (p00, t0) = (p00, t0)
            let gx = parameter(Point(x: p00.x + 1, y: p00.y)) - t0, gy = parameter(Point(x: p00.x, y: p00.y + 1)) - t0
            let g2 = gx * gx + gy * gy
            let n = Self.gradientTableSize
            colours = (0..<n).map { i in
                let s = g2 > 0 ? (Double(i) / Double(n - 1) - t0) / g2 : 0
                return color(Point(x: p00.x + gx * s, y: p00.y + gy * s))
            }
        } else {
            (t0, tdx, tdy) = (0, 0, 0)
            colours = [color(p00)]
        }
        opaque = colours.map { ARGB.pixel($0, alpha: opacity) }
        bx = outline.rect.width / 2 - outline.radius
        by = outline.rect.height / 2 - outline.radius
        (mx, my, radius) = (outline.rect.midX, outline.rect.midY, outline.radius)
        rowsStayRows = spans && ex.y == 0 && ey.x == 0 && ex.x != 0
    }

    /// Writes every pixel of the mask into `rows` (transparent ones too: a locked texture's
    /// pixels are undefined), which must be at least the mask's size.
    package func fill(_ rows: PixelRows) {
        let (p00, ex, ey, ps) = (p00, ex, ey, ps)
        let (mx, my, bx, by, radius) = (mx, my, bx, by, radius)
        let (t0, tdx, tdy, layerAlpha, width) = (t0, tdx, tdy, layerAlpha, width)
        let top = Double(colours.count - 1)
        let outer = radius + 0.5 / ps, inner = radius - 0.5 / ps
        opaque.withUnsafeBufferPointer { opaque in
            colours.withUnsafeBufferPointer { colours in
                for row in 0..<height {
                    let rowX = p00.x + Double(row) * ey.x, rowY = p00.y + Double(row) * ey.y
                    let rowT = t0 + Double(row) * tdy
                    let out = rows.row(row)
                    /// One pixel by its centre's distance from the outline.
                    func edge(_ col: Int) {
                        let px = rowX + Double(col) * ex.x, py = rowY + Double(col) * ex.y
                        let qx = abs(px - mx) - bx, qy = abs(py - my) - by
                        // The rounded-box distance; the square root only off a corner (both q > 0).
                        let d = ((qx > 0 && qy > 0 ? (qx * qx + qy * qy).squareRoot() : Swift.max(qx, qy)) - radius) * ps
                        guard d < 0.5 else { out[col] = 0; return }
                        let t = rowT + Double(col) * tdx
                        let entry = Int(Swift.max(0, Swift.min(1, t)) * top + 0.5)
                        if let band {
                            let a = ShapeOutline.bandCoverage(d, width: band)
                            out[col] = a >= 1 ? opaque[entry] : a > 0 ? ARGB.pixel(colours[entry], alpha: a * layerAlpha) : 0
                            return
                        }
                        // Centres half a pixel or more inside are covered.
                        if d <= -0.5 {
                            out[col] = opaque[entry]
                        } else if case let a = ShapeOutline.edgeCoverage(d), a > 0 {
                            out[col] = ARGB.pixel(colours[entry], alpha: a * layerAlpha)
                        } else {
                            out[col] = 0
                        }
                    }
                    guard rowsStayRows else {
                        for col in 0..<width { edge(col) }
                        continue
                    }
                    // The columns whose centres lie within `reach` of the outline's inside.
                    let qy = abs(rowY - my) - by
                    func columns(within reach: Double) -> (lo: Double, hi: Double)? {
                        guard qy <= reach else { return nil }
                        let half = bx + (qy > 0 ? (reach * reach - qy * qy).squareRoot() : reach)
                        let a = (mx - half - rowX) / ex.x, b = (mx + half - rowX) / ex.x
                        return (Swift.min(a, b), Swift.max(a, b))
                    }
                    guard let covered = columns(within: outer) else {
                        out.update(repeating: 0, count: width)
                        continue
                    }
                    // A pixel of margin either side keeps rounding from deciding a boundary pixel.
                    let lo = Swift.max(0, Int(covered.lo.rounded(.down)) - 1)
                    let hi = Swift.min(width, Int(covered.hi.rounded(.up)) + 2)
                    guard lo < hi else {
                        out.update(repeating: 0, count: width)
                        continue
                    }
                    out.update(repeating: 0, count: lo)
                    (out + hi).update(repeating: 0, count: width - hi)
                    var fullLo = hi, fullHi = hi
                    if let band {
                        // A stroke's hole: columns whose centres lie half a pixel or more inside
                        // the band's inner edge are transparent.
                        var holeLo = hi, holeHi = hi
                        if let hole = columns(within: radius - (band + 0.5) / ps) {
                            holeLo = Swift.max(lo, Int(hole.lo.rounded(.up)) + 1)
                            holeHi = Swift.min(hi, Int(hole.hi.rounded(.down)))
                            if holeLo >= holeHi { holeLo = hi; holeHi = hi }
                        }
                        for col in lo..<holeLo { edge(col) }
                        if holeLo < holeHi { (out + holeLo).update(repeating: 0, count: holeHi - holeLo) }
                        for col in holeHi..<hi { edge(col) }
                        continue
                    }
                    if let full = columns(within: inner) {
                        fullLo = Swift.max(lo, Int(full.lo.rounded(.up)) + 1)
                        fullHi = Swift.min(hi, Int(full.hi.rounded(.down)))
                        if fullLo >= fullHi { fullLo = hi; fullHi = hi }
                    }
                    for col in lo..<fullLo { edge(col) }
                    if fullLo < fullHi {
                        var t = rowT + Double(fullLo) * tdx
                        for col in fullLo..<fullHi {
                            out[col] = opaque[Int(Swift.max(0, Swift.min(1, t)) * top + 0.5)]
                            t += tdx
                        }
                    }
                    for col in fullHi..<hi { edge(col) }
                }
            }
        }
    }
}
