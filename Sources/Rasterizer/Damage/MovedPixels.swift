import UICore

/// How the last damage-only frame was drawn when it scrolled: pixels the target already held
/// were moved, then a few boxes drawn.
///
/// A presenter that keeps a copy of the target on a screen (an X server's window) can repeat
/// the move there and push only ``redrawn``, instead of every moved pixel
/// (``PixelRenderer/lastMove``). Coordinates are the target's pixels.
public struct MovedPixels: Equatable, Sendable {
    /// Where the moved pixels were before the move.
    public let source: Rect
    /// How far they moved, in pixels (right and down positive): each lands at its place in
    /// ``source`` offset by (`dx`, `dy`).
    public let dx: Int, dy: Int
    /// The boxes drawn after the move (what scrolled into view and what changed besides), each
    /// drawn whole (two may overlap); pixels outside these and the moved ones did not change.
    public let redrawn: [Rect]

    /// A move of `source`'s pixels by (`dx`, `dy`) followed by `redrawn`.
    public init(source: Rect, dx: Int, dy: Int, redrawn: [Rect]) {
        self.source = source; self.dx = dx; self.dy = dy; self.redrawn = redrawn
    }
}
