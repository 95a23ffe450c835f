import Rasterizer
import CSDL2
import Foundation
import UICore

extension SDLRenderer {
    /// Anti-aliasing rings sit at these distances from the true edge, in pixels (+ outward).
    ///
    /// Coverage of a pixel falls from 1 to 0 while its centre crosses ±0.5 px of the edge; rings
    /// one pixel apart out to ±2 px keep that ramp covered even after SDL's software renderer
    /// truncates vertices to whole pixels (SDL_render_sw.c `(int)(x * scale)`: up to √2 px off).
    static let edgeRingsPixels = [2.0, 1.0, 0.0, -1.0, -2.0]

    /// Fills a shape with a colour function (plain colour or gradient), with an anti-aliased edge.
    ///
    /// `gradientParameter` (a gradient's unclamped 0…1 parameter) refines the interior where the
    /// gradient clamps, so stops inside the shape stay sharp instead of being smeared across
    /// large triangles.
    func fill(_ shape: ShapeKind, _ rect: Rect, color: (Point) -> Color, gradientParameter: ((Point) -> Double)? = nil) {
        fill(shape, rect, color: color, gradientParameter: gradientParameter, uniform: false)
    }

    /// Fills a shape with one plain colour, with an anti-aliased edge.
    func fill(_ shape: ShapeKind, _ rect: Rect, solid: Color) {
        fill(shape, rect, color: { _ in solid }, gradientParameter: nil, uniform: true)
    }

    /// Shared body of the fills; `uniform` says `color` is the same everywhere.
    private func fill(_ shape: ShapeKind, _ rect: Rect, color: (Point) -> Color, gradientParameter: ((Point) -> Double)?, uniform: Bool) {
        guard !rect.isEmpty, !clippedAway else { return }
        let ps = pixelScale
        drawRings(ShapeOutline(shape, in: rect), stops: Self.edgeRingsPixels.map { RingStop(offset: $0 / ps, alpha: 0) },
                  coverage: ShapeOutline.edgeCoverage, fillCore: true, color: color, refine: gradientParameter, uniformCore: uniform)
    }

    /// Strokes inside the outline (`strokeBorder`): a band `lineWidth` points wide with anti-aliased edges.
    func stroke(_ shape: ShapeKind, _ rect: Rect, color: Color, lineWidth: Double) {
        guard !rect.isEmpty, lineWidth > 0, !clippedAway else { return }
        let ps = pixelScale
        let w = lineWidth * ps
        // Rings one pixel apart across both edges' ramps (pixels, + outward), merged when the
        // band is thin; strips between rings must be at least a pixel wide for snapping renderers.
        let offsets = (Self.edgeRingsPixels + Self.edgeRingsPixels.map { $0 - w }).sorted(by: >)
            .reduce(into: [Double]()) { acc, d in if acc.last.map({ d <= $0 - 0.999 }) ?? true { acc.append(d) } }
        // A pixel centred d px outside the outline sees the band [−w, 0] over [d − ½, d + ½].
        let coverage: (Double) -> Double = { d in ShapeOutline.bandCoverage(d, width: w) }
        drawRings(ShapeOutline(shape, in: rect), stops: offsets.map { RingStop(offset: $0 / ps, alpha: 0) },
                  coverage: coverage, fillCore: false) { _ in color }
    }

    /// A soft shadow: the shape blurred by a Gaussian with σ = blur / 2 (the CSS box-shadow
    /// convention, which matches how design tools quote "blur"), sampled as rings of falling alpha.
    func shadow(_ shape: ShapeKind, _ rect: Rect, color: Color, blur: Double) {
        guard !rect.isEmpty, !clippedAway, color.alpha > 0 else { return }
        let sigma = blur / 2
        let ps = pixelScale
        guard sigma * ps >= 0.5 else { fill(shape, rect, solid: color); return }
        let outline = ShapeOutline(shape, in: rect)
        drawRings(outline, stops: ShadowFalloff.stops(of: outline, sigma: sigma), coverage: nil, fillCore: true) { _ in color }
    }

    /// Triangulates a shape as concentric rings (outermost stop first), optionally filling the
    /// innermost ring (with a strip), and draws it with one `SDL_RenderGeometry` call.
    ///
    /// - Parameters:
    ///   - coverage: when given, vertex alphas come from this coverage function of the signed
    ///     distance (pixels, + outward) of a pixel centre from the outline, instead of each
    ///     stop's `alpha`. On exact renderers the rings form one continuous mesh with alpha =
    ///     coverage at each ring. On renderers that snap vertices to whole pixels (software),
    ///     linear interpolation between snapped rings cannot make a sharp edge, so every strip
    ///     between two rings gets its own vertices, each with the coverage of the pixel centre
    ///     nearest to it inside the strip (exact distances from the shape of the four centres
    ///     around the snapped vertex). Exact for axis-aligned edges, close on curves.
    ///   - color: the colour at a point (points, before the layer transform).
    ///   - texture: a texture mapped through `uv`, modulated by the vertex colours.
    ///   - refine: a gradient parameter; the core is cut where it crosses 0 and 1 (its clamp points).
    ///   - uniformCore: `color` is the same everywhere, so on a snapping renderer with an
    ///     axis-aligned layer the core is drawn as a few `SDL_RenderFillRects` rectangles
    ///     (``PixelSpans``) instead of triangles, and only the edge band stays anti-aliased geometry.
    func drawRings(_ outline: ShapeOutline, stops: [RingStop], coverage: ((Double) -> Double)?, fillCore: Bool,
                   color: (Point) -> Color, texture: OpaquePointer? = nil, uv: ((Point) -> SDL_FPoint)? = nil,
                   refine: ((Point) -> Double)? = nil, uniformCore: Bool = false) {
        guard let first = stops.first else { return }
        let t = device
        let ps = pixelScale
        let layerAlpha = opacity
        let segments = ShapeOutline.segments(radiusInPixels: (outline.radius + Swift.max(0, first.offset)) * ps)
        // Non-linear colour functions get extra vertices along straight sides (24: about 6 px
        // apart on a 140 px side, so a clamped stop smears over at most that much of the edge).
        let edgeSteps = refine == nil ? 1 : 24
        let rings = stops.map { outline.points(offset: $0.offset, segments: segments, edgeSteps: edgeSteps) }
        let count = rings[0].count
        var positions = rings.map { $0.map { t.apply($0) } }
        // Signed distance (pixels) of every vertex from the outline, after any snapping.
        var distances = stops.map { [Double](repeating: $0.offset * ps, count: count) }
        let inverse = t.inverted()
        // Per-strip coverage is exact only while edges stay axis-aligned: a strip between two
        // snapped rings has one alpha along its length, so a slanted edge (rotation, the
        // highlight's perspective) would step a whole pixel at a time. Slanted
        // edges use the continuous mesh instead, whose alpha ramps across the rings and so
        // changes pixel by pixel along the edge.
        let perStrip = coverage != nil && snapsVertices && inverse != nil && t.isAxisAligned
        // For each snapped vertex: the distances (pixels) of the nearest pixel centres on its
        // outward and inward side (SDL samples pixel centres, half a pixel from any whole-pixel vertex).
        var outwardSample = distances, inwardSample = distances
        if perStrip, let inverse {
            let corners = [Point(x: -0.5, y: -0.5), Point(x: 0.5, y: -0.5), Point(x: -0.5, y: 0.5), Point(x: 0.5, y: 0.5)]
            for k in 0..<stops.count {
                for i in 0..<count {
                    let q = positions[k][i]
                    let v = Point(x: q.x.rounded(.towardZero), y: q.y.rounded(.towardZero))
                    positions[k][i] = v
                    let d0 = outline.signedDistance(inverse.apply(v)) * ps
                    distances[k][i] = d0
                    let ds = corners.map { outline.signedDistance(inverse.apply(v + $0)) * ps }
                    // Inward: the closest centre not further out than the vertex; outward likewise.
                    inwardSample[k][i] = ds.filter { $0 <= d0 + 1e-9 }.max() ?? d0 - 0.5
                    outwardSample[k][i] = ds.filter { $0 >= d0 - 1e-9 }.min() ?? d0 + 0.5
                }
            }
        }
        func vertex(_ k: Int, _ i: Int, _ alpha: Double) -> SDL_Vertex {
            let p = rings[k][i], q = positions[k][i]
            return SDL_Vertex(position: SDL_FPoint(x: Float(q.x), y: Float(q.y)),
                              color: Self.sdlColor(color(p), alpha: alpha * layerAlpha),
                              tex_coord: uv?(p) ?? SDL_FPoint(x: 0, y: 0))
        }
        var mesh = Mesh()
        var innermost: Int32?
        if let coverage, perStrip {
            for k in 0..<(stops.count - 1) {
                let outer = mesh.addRing((0..<count).map { vertex(k, $0, coverage(inwardSample[k][$0])) })
                let inner = mesh.addRing((0..<count).map { vertex(k + 1, $0, coverage(outwardSample[k + 1][$0])) })
                mesh.joinRings(outer, inner, count: count)
            }
            let k = stops.count - 1
            // The innermost ring lies ≥ ½ px inside even after snapping: the core is fully covered
            // (its colour is the interior's, coverage at "minus infinity").
            if fillCore, uniformCore, texture == nil, refine == nil {
                fillRects(PixelSpans.rects(ofConvexPolygon: positions[k]).map(Self.sdlRect), color: Self.sdlColor(color(rings[k][0]), alpha: coverage(-1e9) * layerAlpha))
            } else if fillCore, let refine, texture == nil, let inverse,
                      drawCoreSpans(positions[k], inverse: inverse, alpha: coverage(-1e9) * layerAlpha, parameter: refine, color: color) {
                // A gradient's core: its pixels' own colours, copied before the edge strips are drawn.
            } else if fillCore {
                innermost = mesh.addRing((0..<count).map { vertex(k, $0, coverage(-1e9)) })
            }
        } else {
            var previous: Int32?
            for (k, stop) in stops.enumerated() {
                let alpha = coverage.map { $0(stop.offset * ps) } ?? stop.alpha
                let base = mesh.addRing((0..<count).map { vertex(k, $0, alpha) })
                if let previous { mesh.joinRings(previous, base, count: count) }
                previous = base
            }
            innermost = previous
        }
        if fillCore, let innermost {
            if let refine {
                // Cut the core polygon where the gradient clamps (t = 0 and t = 1): inside each
                // band the colour is linear (or constant), so its triangles interpolate exactly.
                let k = stops.count - 1
                let coreAlpha = (coverage.map { $0(-1e9) } ?? stops[k].alpha) * layerAlpha
                // Cut points meet the ring strips at T-junctions, where snapped vertices can leave
                // pixel holes: an opaque core first gets the plain strip underneath.
                if coreAlpha >= 0.999 { mesh.strip(ring: innermost, count: count) }
                let polygon = rings[k]
                for band in [(-Double.infinity, 0.0), (0.0, 1.0), (1.0, Double.infinity)] {
                    var piece = polygon
                    if band.0 > -Double.infinity { piece = Self.clip(piece, by: refine, above: band.0) }
                    if band.1 < Double.infinity { piece = Self.clip(piece, by: { -refine($0) }, above: -band.1) }
                    guard piece.count >= 3 else { continue }
                    let base = Int32(mesh.vertices.count)
                    for p in piece {
                        mesh.vertices.append(SDL_Vertex(position: Self.fpoint(p, t), color: Self.sdlColor(color(p), alpha: coreAlpha),
                                                        tex_coord: uv?(p) ?? SDL_FPoint(x: 0, y: 0)))
                    }
                    // A strip, not a fan: a fan's slices all reach back to one vertex, so their
                    // bounding boxes (what SDL's software renderer walks) add up to many times the piece.
                    mesh.strip(ring: base, count: piece.count)
                }
            } else {
                mesh.strip(ring: innermost, count: count)
            }
        }
        mesh.draw(handle, texture: texture, separateTriangles: snapsVertices)
    }

    /// Fills pixel rectangles in one colour (blended), in one `SDL_RenderFillRects` call.
    ///
    /// An opaque colour is written without blending: blending it gives the same pixels (SDL's
    /// blend is `c·255/255 + d·0`), but SDL's software renderer blends every pixel of a blended
    /// fill even at full alpha, several times the cost of the plain fill (~a sixth of the
    /// gallery's lifting frame).
    func fillRects(_ rects: [SDL_Rect], color c: SDL_Color) {
        guard !rects.isEmpty, c.a > 0 else { return }
        if c.a == 255, fillFramebuffer(rects, opaque: c) { return }
        SDL_SetRenderDrawColor(handle, c.r, c.g, c.b, c.a)
        var mode = SDL_BLENDMODE_BLEND
        if c.a == 255 {
            SDL_GetRenderDrawBlendMode(handle, &mode)
            SDL_SetRenderDrawBlendMode(handle, SDL_BLENDMODE_NONE)
        }
        rects.withUnsafeBufferPointer { _ = SDL_RenderFillRects(handle, $0.baseAddress, Int32($0.count)) }
        if c.a == 255 { SDL_SetRenderDrawBlendMode(handle, mode) }
    }

    /// The part of a convex polygon where `f(p) ≥ level` (Sutherland–Hodgman against one
    /// linear function). Cut points are computed per edge in polygon order, so the two sides of
    /// a cut get bit-identical vertices and no cracks.
    static func clip(_ polygon: [Point], by f: (Point) -> Double, above level: Double) -> [Point] {
        guard let last = polygon.last else { return [] }
        var out: [Point] = []
        var prev = last, fPrev = f(last) - level
        for p in polygon {
            let fp = f(p) - level
            if (fPrev >= 0) != (fp >= 0) {
                // Interpolate from the edge's start in the polygon's own order.
                let (a, b, fa, fb) = (prev, p, fPrev, fp)
                let s = fa / (fa - fb)
                out.append(Point(x: a.x + (b.x - a.x) * s, y: a.y + (b.y - a.y) * s))
            }
            if fp >= 0 { out.append(p) }
            prev = p; fPrev = fp
        }
        return out
    }
}
