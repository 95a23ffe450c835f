import UICore

/// Where a long rectangle, rounded rectangle or capsule — or its shadow — may be cut to be cached
/// short and drawn stretched ("nine-slice"): the texture column (and row) that is the same all
/// along the shape's straight middle, and how many more times it is repeated when drawn.
///
/// Away from its corners, such a shape's pixels do not change along its length: every column of
/// a 1 400-pixel row's background between its rounded ends is the same column. So the texture is
/// rendered for the shape made shorter by a whole number of pixels (its ends exactly as they
/// were, its far end moved by whole pixels, so every pixel keeps its coverage) and drawn with that
/// one column repeated. Every row, progress bar and shadow of one height then shares one small
/// texture, whatever its width — the texture memory of a long list no longer grows with the
/// widths it has shown, and a lift's shadow steps are a few kilobytes each instead of most of a
/// megabyte.
package struct NineSlice: Equatable {
    /// The texture column drawn `extraColumns` more times (0 extra: not cut across).
    package var column = 0, extraColumns = 0
    /// The texture row drawn `extraRows` more times (0 extra: not cut along).
    package var row = 0, extraRows = 0

    /// A slice repeating `extraColumns` more copies of column `column` and `extraRows` of row
    /// `row`; with none (the default), the whole texture drawn as it is.
    package init(column: Int = 0, extraColumns: Int = 0, row: Int = 0, extraRows: Int = 0) {
        self.column = column; self.extraColumns = extraColumns
        self.row = row; self.extraRows = extraRows
    }

    /// Fewest pixels worth cutting out: fewer, and drawing nine pieces costs more than the
    /// memory saved (our estimate: a piece is a call and a clip, a pixel a few bytes).
    package static let smallestCut = 8
    /// Pixels kept beyond a corner's reach on each side of the repeated column, for the
    /// rasteriser's rounding at the corners' last pixels (our margin, not a measured value).
    package static let safetyPixels = 2.0

    /// The cut of a shape `size` points large drawn at `scaleX` × `scaleY` device pixels a point
    /// into a texture whose top-left pixel lies at (`x0`, `y0`) from the shape's origin (device
    /// pixels), where anything drawn reaches `reach` pixels beyond the outline (a shadow's blur,
    /// the edge rings) and a stroke is `outline` points wide; nil when there is nothing worth
    /// cutting (a circle, a short shape).
    package static func cut(shape: ShapeKind, size: Size, outline: Double, reach: Double, scaleX: Double, scaleY: Double,
                    x0: Int, y0: Int) -> NineSlice? {
        if case .circle = shape { return nil }
        guard scaleX > 0, scaleY > 0 else { return nil }
        let corner = shape.cornerRadius(in: Rect(x: 0, y: 0, width: size.width, height: size.height))
        func axis(length: Double, scale: Double, origin: Int) -> (first: Int, extra: Int) {
            let margin = (corner + outline) * scale + reach + safetyPixels
            let first = Int((Double(-origin) + margin).rounded(.up))
            let last = Int((Double(-origin) + length * scale - margin).rounded(.down))
            return last - first >= smallestCut ? (first, last - first) : (0, 0)
        }
        let across = axis(length: size.width, scale: scaleX, origin: x0)
        let along = axis(length: size.height, scale: scaleY, origin: y0)
        guard across.extra > 0 || along.extra > 0 else { return nil }
        return NineSlice(column: across.first, extraColumns: across.extra, row: along.first, extraRows: along.extra)
    }

    /// The shape's size once cut: shorter by the repeated pixels, in points.
    package func cutSize(of size: Size, scaleX: Double, scaleY: Double) -> Size {
        Size(width: size.width - Double(extraColumns) / scaleX, height: size.height - Double(extraRows) / scaleY)
    }

    /// Calls `body` with each piece drawing a `width` × `height` texture (already cut) as the
    /// whole shape: its source rectangle in the texture, where it lands relative to the whole
    /// shape's top-left pixel, and how large it lands (a one-pixel source stretched to the
    /// landing size). Nothing is allocated: this runs for every cached shape drawn.
    package func forEachPiece(width: Int, height: Int,
                      _ body: (_ sx: Int, _ sy: Int, _ sw: Int, _ sh: Int, _ dx: Int, _ dy: Int, _ dw: Int, _ dh: Int) -> Void) {
        for i in 0..<3 {
            guard let r = Self.span(i, length: height, cut: row, extra: extraRows) else { continue }
            for k in 0..<3 {
                guard let c = Self.span(k, length: width, cut: column, extra: extraColumns) else { continue }
                body(c.s, r.s, c.sl, r.sl, c.d, r.d, c.dl, r.dl)
            }
        }
    }

    /// Span `i` (before the repeated pixel, the repeated pixel, after it) of an axis `length`
    /// pixels long cut at `cut` with `extra` repeats: source start and length, landing start and
    /// length; nil when empty (an uncut axis is one span).
    private static func span(_ i: Int, length: Int, cut: Int, extra: Int) -> (s: Int, sl: Int, d: Int, dl: Int)? {
        guard extra > 0 else { return i == 0 ? (0, length, 0, length) : nil }
        let span: (s: Int, sl: Int, d: Int, dl: Int) = switch i {
        case 0: (0, cut, 0, cut)
        case 1: (cut, 1, cut, extra + 1)
        default: (cut + 1, length - cut - 1, cut + extra + 1, length - cut - 1)
        }
        return span.sl > 0 ? span : nil
    }
}
