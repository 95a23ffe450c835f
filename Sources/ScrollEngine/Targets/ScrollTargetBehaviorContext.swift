import UICore

/// What a ``ScrollTargetBehavior`` knows when asked for a target (SwiftUI's `ScrollTargetBehaviorContext`).
public struct ScrollTargetBehaviorContext: Sendable {
    /// Why the behaviour is being consulted.
    public enum Trigger: Hashable, Sendable {
        /// A drag (or fling) was released.
        case scrollEnded
        /// The container changed size; holds the previous container size.
        case containerResized(previous: Size)
    }

    /// The target at the moment the scroll ended: the offset at release (or, on resize, before it).
    public var originalTarget: ScrollTarget
    /// Release velocity, points per second, + toward the trailing/bottom end (zero on resize).
    public var velocity: Point
    /// The content size, margins excluded.
    public var contentSize: Size
    /// The visible container size.
    public var containerSize: Size
    /// The axes the view scrolls along.
    public var axes: AxisSet
    /// The content insets (safe-area padding plus content margins).
    public var contentInsets: EdgeInsets
    /// The scroll targets (`scrollTarget()` frames or a `scrollTargetLayout()` geometry), if any.
    public var targets: ScrollTargetSet?
    /// Why the behaviour is consulted.
    public var trigger: Trigger

    /// A context.
    public init(originalTarget: ScrollTarget, velocity: Point = .zero, contentSize: Size, containerSize: Size,
                axes: AxisSet, contentInsets: EdgeInsets = .zero, targets: ScrollTargetSet? = nil,
                trigger: Trigger = .scrollEnded) {
        self.originalTarget = originalTarget
        self.velocity = velocity
        self.contentSize = contentSize
        self.containerSize = containerSize
        self.axes = axes
        self.contentInsets = contentInsets
        self.targets = targets
        self.trigger = trigger
    }

    /// The largest offset along `axis`: max(0, insets + content − container); 0 on a non-scrolling axis.
    public func maxOffset(along axis: Axis) -> Double {
        guard axes.contains(axis) else { return 0 }
        return Swift.max(0, contentInsets.start(axis) + contentSize[axis] + contentInsets.end(axis) - containerSize[axis])
    }
}
