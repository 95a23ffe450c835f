import UICore

/// A fill, gradient, stroke or shadow as the rasteriser's masks draw it (``CoverageMask``,
/// ``ShadowMask``): the outline's shape and rectangle (a shadow's offset applied), its paint, how
/// far its pixels reach past the outline, and the mask made for a placement.
///
/// The one description both the shape cache (a texture of the whole shape) and direct drawing
/// (the part inside the clip) rasterise, so the two give the same pixels.
package struct MaskedShape {
    /// What the mask paints.
    package enum Paint {
        /// Coverage of the outline (a fill, or with `stroke` a band that many points wide inside
        /// it) times a colour, or a gradient's: `from` at `start` → `to` at `end` (unit points
        /// in the rectangle).
        case coverage(Color, gradient: (from: Color, to: Color, start: Point, end: Point)?, stroke: Double?)
        /// A drop shadow's falloff in a colour.
        case shadow(Color, blur: Double)
    }

    package let shape: ShapeKind
    package let rect: Rect
    package let paint: Paint

    /// The item's mask description; nil for items that are not fills, gradients, strokes or shadows.
    package init?(_ item: DisplayItem) {
        switch item {
        case .fill(let shape, let rect, let color):
            (self.shape, self.rect, paint) = (shape, rect, .coverage(color, gradient: nil, stroke: nil))
        case .gradient(let shape, let rect, let from, let to, let start, let end):
            (self.shape, self.rect, paint) = (shape, rect, .coverage(from, gradient: (from, to, start, end), stroke: nil))
        case .stroke(let shape, let rect, let color, let lineWidth):
            (self.shape, self.rect, paint) = (shape, rect, .coverage(color, gradient: nil, stroke: lineWidth))
        case .shadow(let shape, let rect, let color, let blur, let offset):
            (self.shape, self.rect, paint) = (shape, rect.offsetBy(dx: offset.x, dy: offset.y), .shadow(color, blur: blur))
        default:
            return nil
        }
    }

    private init(shape: ShapeKind, rect: Rect, paint: Paint) {
        (self.shape, self.rect, self.paint) = (shape, rect, paint)
    }

    /// The same shape with its rectangle's origin at (0, 0): what its pixels are worked out from,
    /// so that they are the same bits wherever it is drawn (the pixel centres of a scrolled card
    /// taken from its own corner, not from the canvas's, whose rounding would differ with the
    /// card's place — a gradient's colour step or an edge's coverage a level apart).
    package var atOrigin: MaskedShape {
        MaskedShape(shape: shape, rect: Rect(origin: .zero, size: rect.size), paint: paint)
    }

    /// Whether this is a fill or a stroke in one colour (no gradient, no shadow).
    package var isPlain: Bool {
        if case .coverage(_, nil, _) = paint { return true }
        return false
    }

    /// How far the mask's pixels reach past the outline, in points: a shadow's falloff.
    package var reach: Double {
        if case .shadow(_, let blur) = paint { return ShadowFalloff.extentSigmas * blur / 2 }
        return 0
    }

    /// What writes the mask's pixels for the placement `place` (points to pixels) in `width` ×
    /// `height` pixels, the first of them `place`'s pixel `first`, at `opacity`; nil when the
    /// masks cannot draw it there (a perspective, a shadow too sharp to need one). A gradient's
    /// table comes from `ramp` (a renderer's kept tables; by default made afresh).
    package func mask(place: Transform, width: Int, height: Int, opacity: Double, first: (x: Int, y: Int) = (0, 0),
                      spans: Bool = true,
                      ramp: (GradientRamp.Key) -> GradientRamp = { GradientRamp(from: $0.from, to: $0.to, opacity: $0.opacity) })
        -> ((PixelRows) -> Void)? {
        switch paint {
        case .coverage:
            return coverageMask(place: place, width: width, height: height, opacity: opacity, first: first, spans: spans, ramp: ramp)?.fill
        case .shadow(let color, let blur):
            let moved = Transform.translation(x: -Double(first.x), y: -Double(first.y)).concatenating(place)
            return ShadowMask(shape, rect, color: color, blur: blur, place: moved, width: width, height: height,
                              opacity: opacity)?.fill
        }
    }

    /// The coverage mask of a fill, gradient or stroke for what ``mask(place:width:height:opacity:first:spans:ramp:)``
    /// takes — which a caller may also lay straight over a framebuffer when it is opaque
    /// (``CoverageMask/draw(over:)``); nil for a shadow, or where the masks cannot draw it.
    package func coverageMask(place: Transform, width: Int, height: Int, opacity: Double, first: (x: Int, y: Int),
                              spans: Bool, ramp: (GradientRamp.Key) -> GradientRamp) -> CoverageMask? {
        guard case .coverage(let color, let gradient, let stroke) = paint else { return nil }
        let stepped = gradient.map {
            (LinearGradient.parameter(in: rect, start: $0.start, end: $0.end), ramp(GradientRamp.Key(from: $0.from, to: $0.to, opacity: opacity)))
        }
        return CoverageMask(shape, rect, place: place, width: width, height: height, opacity: opacity,
                            colour: color, gradient: stepped, stroke: stroke, first: first, spans: spans)
    }

    /// Whether this is a drop shadow (drawn from a ``ShadowMask``, never laid straight over).
    package var isShadow: Bool {
        if case .shadow = paint { return true }
        return false
    }

    /// Where the shape lands under `device` (points to device pixels, an affine layer) when
    /// drawn directly: the device pixels it covers, cut to `bounds` and `clip`, and the
    /// placement mapping points to that box's pixels. The shape is anchored at its rectangle's
    /// origin rounded to a whole pixel, as a cached texture of it is, so the two agree pixel for
    /// pixel; `edge` is the anti-aliased margin kept around the outline, in device pixels. Nil
    /// when nothing of it shows (or its coordinates are out of any sensible range).
    package func placement(device: Transform, edge: Double, bounds: DamageFrame.Box,
                           clip: DamageFrame.Box?) -> (box: DamageFrame.Box, place: Transform)? {
        let anchor = device.apply(rect.origin)
        let snapped = Transform.translation(x: anchor.x.rounded() - anchor.x, y: anchor.y.rounded() - anchor.y)
            .concatenating(device)
        let det = abs(device.m11 * device.m22 - device.m12 * device.m21)
        let grow = reach + (det > 0 ? edge / det.squareRoot() : 0)
        let outline = ShapeOutline(shape, in: rect).rect
        let covered = snapped.boundingBox(Rect(x: outline.minX - grow, y: outline.minY - grow,
                                               width: outline.width + 2 * grow, height: outline.height + 2 * grow))
        let limit = 1e6   // pixels: anything further out is garbage, not a shape to draw
        guard covered.minX.isFinite, covered.maxX.isFinite, covered.minY.isFinite, covered.maxY.isFinite,
              abs(covered.minX) < limit, abs(covered.maxX) < limit, abs(covered.minY) < limit, abs(covered.maxY) < limit
        else { return nil }
        var box = DamageFrame.Box(x0: Int(covered.minX.rounded(.down)) - 1, y0: Int(covered.minY.rounded(.down)) - 1,
                                  x1: Int(covered.maxX.rounded(.up)) + 1, y1: Int(covered.maxY.rounded(.up)) + 1)
            .intersection(bounds)
        if let clip { box = box.intersection(clip) }
        guard !box.isEmpty else { return nil }
        return (box, Transform.translation(x: -Double(box.x0), y: -Double(box.y0)).concatenating(snapped))
    }
}
