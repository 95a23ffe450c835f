import UICore

/// Pages of exactly one container length per swipe, with its own quicker deceleration (S3, `.paging`).
///
/// Rule (the scroll-debug contract): with |velocity| below ``flickVelocity`` the nearest page
/// boundary (a multiple of the container length) to the release offset; otherwise the next
/// boundary past the release offset in the velocity's direction; clamped to the offset range.
/// On a resize the page index is kept.
public struct PagingScrollTargetBehavior: ScrollTargetBehavior {
    /// 50 pt/s: below it a release is "slow" and settles on the nearest page (the scroll-debug contract).
    public static let flickVelocity = 50.0

    /// The paging behaviour.
    public init() {}

    /// Paging decelerates like UIScrollView paging: `.fast` (UIScrollView.DecelerationRate.fast).
    public var preferredDecelerationRate: DecelerationRate? { .fast }
    /// Settles with SwiftUI's `.snappy` spring (Apple docs: duration 0.5 s, bounce 0.15).
    public var settleSpring: Spring { .snappy }

    /// How a page was chosen.
    public enum Choice: Hashable, Sendable {
        /// Slow release: the nearest page.
        case nearest
        /// Fast release forward.
        case forward
        /// Fast release backward.
        case backward
        /// Resize: the same page index in the new page length.
        case keptPage
    }

    /// The page boundary chosen for a release at `offset` with `velocity` along one axis, unclamped.
    public static func pageBoundary(offset: Double, velocity: Double, page: Double) -> (offset: Double, choice: Choice) {
        guard page > 0, page.isFinite, offset.isFinite else { return (0, .nearest) }
        let v = velocity.isFinite ? velocity : 0
        if Swift.abs(v) < flickVelocity {
            return ((offset / page).rounded(.toNearestOrAwayFromZero) * page, .nearest)
        }
        if v > 0 { return (((offset / page).rounded(.down) + 1) * page, .forward) }
        return (((offset / page).rounded(.up) - 1) * page, .backward)
    }

    /// Moves the target to a page boundary (or, on resize, to the same page index), clamped.
    public func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext) {
        for axis in context.axes.scrollAxes {
            let page = context.containerSize[axis]
            guard page > 0 else { continue }
            let value: Double
            switch context.trigger {
            case .containerResized(let previous):
                let oldPage = previous[axis] > 0 ? previous[axis] : page
                let index = (context.originalTarget.offset.scrollComponent(axis) / oldPage).rounded()
                value = index * page
            case .scrollEnded:
                value = Self.pageBoundary(offset: context.originalTarget.offset.scrollComponent(axis),
                                          velocity: context.velocity.scrollComponent(axis), page: page).offset
            }
            target.offset = target.offset.withScrollComponent(axis, ScrollMath.clamp(value, 0, context.maxOffset(along: axis)))
        }
    }
}

extension ScrollTargetBehavior where Self == PagingScrollTargetBehavior {
    /// One container length per swipe.
    public static var paging: PagingScrollTargetBehavior { PagingScrollTargetBehavior() }
}
