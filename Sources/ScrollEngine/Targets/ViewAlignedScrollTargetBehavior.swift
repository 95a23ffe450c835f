import UICore

/// Rests with a scroll target aligned to the leading content inset (S3, `.viewAligned`).
///
/// The chosen target is the one whose start is nearest the proposed end (the natural end of
/// free deceleration, or on resize the offset keeping the leading target aligned), clamped to
/// the offset range. Only the axis the targets are ordered along is aligned. Look-ups are
/// binary searches, so lazy layouts of a million items cost O(log n).
public struct ViewAlignedScrollTargetBehavior: ScrollTargetBehavior {
    /// The view-aligned behaviour.
    public init() {}

    /// The target index nearest `proposed` and its clamped offset, or nil without targets.
    public static func alignedTarget(proposed: Double, velocity: Double, targets: ScrollTargetSet,
                                     maxOffset: Double) -> (index: Int, offset: Double)? {
        guard let index = targets.nearestTarget(to: proposed, direction: velocity) else { return nil }
        return (index, ScrollMath.clamp(targets.start(at: index), 0, maxOffset))
    }

    /// Moves the target to the nearest scroll target's start, clamped.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        guard let targets = context.targets, context.axes.contains(targets.axis) else { return }
        let axis = targets.axis
        guard let aligned = Self.alignedTarget(proposed: target.offset.scrollComponent(axis),
                                               velocity: context.velocity.scrollComponent(axis),
                                               targets: targets, maxOffset: context.maxOffset(along: axis))
        else { return }
        target.offset = target.offset.withScrollComponent(axis, aligned.offset)
    }
}

extension ScrollTargetBehavior where Self == ViewAlignedScrollTargetBehavior {
    /// Aligns to scroll targets.
    public static var viewAligned: ViewAlignedScrollTargetBehavior { ViewAlignedScrollTargetBehavior() }
}
