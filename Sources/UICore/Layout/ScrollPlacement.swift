/// Where layout placed a scroll view's content: the offset it applied and the largest offset
/// the content allows, recorded on the scroll view's node (``ScrollSpec/PlacementKey``).
///
/// A runtime that moves the content of a laid-out tree to a new offset without laying it out
/// again (a scroll animation's frame that changes nothing else) clamps the new offset as layout
/// would and moves the content by the difference.
public struct ScrollPlacement: Sendable, Equatable {
    /// The offset the content was placed at, in points along the scroll axis (clamped).
    public var offset: Double
    /// The largest offset the content's length allows.
    public var maxOffset: Double

    public init(offset: Double, maxOffset: Double) {
        self.offset = offset; self.maxOffset = maxOffset
    }

    /// An offset asked for, clamped as layout clamps it.
    public func clamped(_ requested: Double) -> Double { min(max(0, requested), maxOffset) }
}
