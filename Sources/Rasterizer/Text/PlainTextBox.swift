/// The pixels a plain line of text covers when its font engine draws it: the raster's size and
/// the height of the face box the renderer centres it in (``GlyphSource/plainBox(_:weight:pixels:)``).
///
/// A renderer that knows this before drawing bounds the text's damage by the pixels it really
/// draws, not by an estimate an em wider on every side.
public struct PlainTextBox: Sendable, Equatable {
    /// The raster's width in pixels.
    public let width: Int
    /// The raster's height in pixels: the face box, or more when a glyph reaches past it.
    public let height: Int
    /// The height in pixels of the face box (``GlyphRaster/faceHeight``), centred in the line box.
    public let faceHeight: Int

    /// A raster `width` × `height` pixels laid in a face box `faceHeight` pixels tall.
    public init(width: Int, height: Int, faceHeight: Int) {
        self.width = width
        self.height = height
        self.faceHeight = faceHeight
    }
}
