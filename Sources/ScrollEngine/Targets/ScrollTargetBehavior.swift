import UICore
/// Decides where a scroll comes to rest (SwiftUI's `ScrollTargetBehavior`, S3).
///
/// The engine calls ``updateTarget(_:context:)`` when a drag is released — `target` then holds
/// the natural end of free deceleration — and when the container resizes, with `target` holding
/// the offset that keeps the same leading target aligned. The behaviour may move the target;
/// the controller then clamps it to the offset range and animates there.
public protocol ScrollTargetBehavior: Sendable {
    /// Adjusts `target` given the scroll's context.
    func updateTarget(_ target: inout ScrollTarget, context: ScrollTargetBehaviorContext)

    /// The deceleration this behaviour prefers for computing the natural end; nil uses the scroll view's.
    var preferredDecelerationRate: DecelerationRate? { get }

    /// The spring that carries the offset to a target the behaviour moved away from the natural end.
    var settleSpring: Spring { get }
}

extension ScrollTargetBehavior {
    /// SwiftUI's name for the context, so custom behaviours read as in the session's code.
    public typealias TargetContext = ScrollTargetBehaviorContext

    /// No preference: the scroll view's rate.
    public var preferredDecelerationRate: DecelerationRate? { nil }
    /// SwiftUI's `.smooth` spring (duration 0.5 s, bounce 0; Apple docs).
    public var settleSpring: Spring { .smooth }
}
