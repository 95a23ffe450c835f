import UICore

/// Where a ``PixelRenderer`` gets its text from: a platform's font engine, which splits a line
/// into runs, rasterises them and knows the emoji face.
///
/// SDLBackend's is SDL_ttf over the app's fonts, with fontconfig's fallback faces for the
/// characters they lack. The renderer keeps what a source gives it (its rasters are cached), so
/// a source need not cache rasters itself.
public protocol GlyphSource: AnyObject {
    /// The runs `string` is drawn in, left to right: stretches drawn with one face each, every
    /// emoji cluster a run of its own.
    func runs(of string: String) -> [GlyphRun]
    /// The raster of a (non-emoji) run drawn `pixels` pixels to the em in `rgb` (0xRRGGBB),
    /// straight alpha, and where it sits in its line; nil when no face can draw it.
    func raster(of run: GlyphRun, weight: Font.Weight, pixels: Int, rgb: UInt32) -> GlyphRaster?
    /// An emoji cluster's colour strike, straight alpha (resized to the size drawn by the
    /// renderer); nil without an emoji face or when it lacks the cluster.
    func emojiStrike(_ cluster: String) -> PixelRaster?
    /// The box, in points, an emoji cluster takes in a line of `fontSize` points.
    func emojiBox(_ cluster: String, fontSize: Double) -> Size
    /// The width in pixels of `string` drawn `pixels` pixels to the em, when it is one plain
    /// left-to-right run of the text face and that face is open already (measuring must not open
    /// a face drawing has not); nil otherwise.
    func plainWidth(_ string: String, weight: Font.Weight, pixels: Int) -> Int?
    /// The box of `string`'s raster drawn `pixels` pixels to the em, on the same terms as
    /// ``plainWidth(_:weight:pixels:)``: the raster ``raster(of:weight:pixels:rgb:)`` gives for
    /// it is exactly this size. Nil otherwise, and by default (the renderer then bounds the
    /// text's height by estimate).
    func plainBox(_ string: String, weight: Font.Weight, pixels: Int) -> PlainTextBox?
}

extension GlyphSource {
    /// No box is known: the renderer bounds the text's height by estimate.
    public func plainBox(_ string: String, weight: Font.Weight, pixels: Int) -> PlainTextBox? { nil }
}
