/// A stretch of a line drawn with one face, as a ``GlyphSource`` splits it.
public struct GlyphRun: Hashable, Sendable {
    /// The characters of the run.
    public let text: String
    /// Whether the run is one emoji cluster, drawn from the colour emoji face.
    public let isEmoji: Bool
    /// Which face the source draws it with (the source's own numbering; 0 is its text face).
    public let face: Int

    /// A run of `text` drawn with the source's face `face`.
    public init(text: String, isEmoji: Bool, face: Int) {
        self.text = text
        self.isEmoji = isEmoji
        self.face = face
    }
}
