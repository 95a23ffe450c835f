import UICore

/// A two-colour gradient's colour table: its clamped 0…1 range in ``size`` steps, each step's
/// colour as an ARGB8888 pixel at a layer opacity, ready for a ``CoverageMask`` to step through.
///
/// A table depends only on the two colours and the opacity, never on the shape, its size or
/// where it is drawn, so a renderer keeps a few (`PixelRenderer.gradientRamp(_:)`)
/// and a gradient drawn again — a card scrolled by a pixel, the next row of the same recipe —
/// costs its pixels only, not a table of 1,024 colours each time.
package struct GradientRamp {
    /// What decides a table.
    package struct Key: Hashable {
        package let from: Color, to: Color
        package let opacity: Double
    }

    /// Entries of the table: the clamped 0…1 range in 1,024 steps, so a pixel's colour is at most
    /// 255 / 2,046 ≈ 0.12 of a level off its exact value.
    package static let size = 1024

    /// The colour at parameter 0 and at parameter 1.
    package let from: Color, to: Color
    /// Each step's colour as a pixel, its alpha times the layer opacity (``ARGB/pixel(_:alpha:)``).
    package let pixels: [UInt32]
    /// Whether every step is opaque (a mask of it can be laid straight over what is below).
    package let isOpaque: Bool

    /// The table of `from` → `to` at layer opacity `opacity`.
    package init(from: Color, to: Color, opacity: Double) {
        self.from = from
        self.to = to
        pixels = (0..<Self.size).map { ARGB.pixel(Self.colour($0, from: from, to: to), alpha: opacity) }
        isOpaque = pixels.allSatisfy { $0 >> 24 == 255 }
    }

    /// The colour of step `entry` (0 ..< ``size``) of the table from `from` to `to`: every
    /// table's steps, and a partly covered pixel's colour (``CoverageMask``), come from here.
    @inline(__always) package static func colour(_ entry: Int, from: Color, to: Color) -> Color {
        from.mix(to, Double(entry) / Double(size - 1))
    }

    /// The bytes a table takes (what a cache of them counts).
    package var byteCount: Int { pixels.count * MemoryLayout<UInt32>.stride }
}
