import UICore

/// The custom behaviour of "Beyond scroll views": a fling toward the top that would end near the
/// top goes exactly to the top.
///
/// Mirrors the session's `GalleryScrollTargetBehavior`: when the proposed target lies within
/// ``thresholdFraction`` of a container length from the start and the velocity points toward
/// the start, the target becomes offset 0. Other ends are left unchanged.
public struct TopSnappingScrollTargetBehavior: ScrollTargetBehavior {
    /// The axis the rule applies to (vertical in the session).
    public var axis: Axis
    /// One third of the container: the session's sample uses `containerSize.height / 3`.
    public var thresholdFraction: Double

    /// The behaviour for `axis`, snapping when the target is within `thresholdFraction` of a container of the top.
    public init(axis: Axis = .vertical, thresholdFraction: Double = 1.0 / 3.0) {
        self.axis = axis
        self.thresholdFraction = thresholdFraction
    }

    /// Moves a target within the threshold of the top to 0 when flung toward the top.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        let proposed = target.offset.scrollComponent(axis)
        if proposed < context.containerSize[axis] * thresholdFraction && context.velocity.scrollComponent(axis) < 0 {
            target.offset = target.offset.withScrollComponent(axis, 0)
        }
    }
}
