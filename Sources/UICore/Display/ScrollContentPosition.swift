/// Where a scroll view's content sat when a ``DisplayList`` was drawn: the scroll view's frame
/// (the rectangle of the clip it draws its content in) and how far its content was moved from
/// where it lies at offset zero.
///
/// Two lists that show the same scroll view at two offsets differ by the change of
/// ``translation`` inside that clip: a renderer that keeps the last frame's pixels can move them
/// by that much instead of drawing the content again, and draw only what scrolled into view and
/// what changed besides.
public struct ScrollContentPosition: Sendable, Hashable {
    /// The scroll view's frame in window points: its clip rectangle in the list.
    public let clip: Rect
    /// How far the content is moved from its place at offset zero, in points.
    public let translation: Point

    public init(clip: Rect, translation: Point) {
        self.clip = clip
        self.translation = translation
    }
}
