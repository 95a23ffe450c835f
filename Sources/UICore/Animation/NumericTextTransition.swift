/// The numeric-text content transition: digits that changed roll vertically, unchanged ones stay.
public enum NumericTextTransition {
    /// One character's drawing at a moment of the transition.
    public struct Glyph: Equatable, Sendable {
        public var character: Character
        /// Vertical offset as a fraction of the line height (−1…1).
        public var offset: Double
        public var opacity: Double
    }

    /// The glyphs to draw when `old` becomes `new` at `progress` 0…1. Strings are aligned at
    /// their trailing end (numbers grow leftward); a changed digit rolls out upward while the new
    /// one rolls in from below when the value increases (down when it decreases).
    public static func glyphs(from old: String, to new: String, progress: Double, increasing: Bool) -> [Glyph] {
        let p = min(max(progress, 0), 1)
        let a = Array(old), b = Array(new)
        let n = max(a.count, b.count)
        let padA = Array(repeating: Character(" "), count: n - a.count) + a
        let padB = Array(repeating: Character(" "), count: n - b.count) + b
        let dir = increasing ? -1.0 : 1.0
        var out: [Glyph] = []
        for i in 0..<n {
            if padA[i] == padB[i] {
                if padB[i] != " " { out.append(Glyph(character: padB[i], offset: 0, opacity: 1)) }
                continue
            }
            if padA[i] != " " { out.append(Glyph(character: padA[i], offset: dir * p, opacity: 1 - p)) }
            if padB[i] != " " { out.append(Glyph(character: padB[i], offset: -dir * (1 - p), opacity: p)) }
        }
        return out
    }
}
