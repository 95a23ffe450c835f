/// The family of a game controller, for its button glyphs (the footer's hints) and the trace's
/// `hints` event.
public enum PadFamily: String, Sendable, CaseIterable, Hashable {
    /// Xbox pads: A/B/X/Y.
    case xbox
    /// PlayStation pads: ✕ ○ □ △.
    case playstation
    /// Nintendo pads: B/A/Y/X by label (positions swapped).
    case nintendo
    /// Anything else (virtual pads, generic controllers): shown with Xbox-style labels.
    case other
}
