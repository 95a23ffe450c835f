import ScrollEngine
import UICore
/// One `cookbook scroll-debug` scenario: a release along one scroll axis (see docs/interfaces.md).
public struct ScrollScenario: Hashable, Sendable {
    /// The scroll-target behaviour named in the scenario.
    public enum Behavior: String, Hashable, Sendable, CaseIterable {
        case free, paging, viewAligned
    }

    /// Where the targets come from.
    public enum Targets: Hashable, Sendable {
        /// Explicit `[start, length]` pairs.
        case explicit([Span])
        /// A lazy stack: target i starts at i·(length + spacing).
        case lazy(count: Int, length: Double, spacing: Double)
    }

    /// A target's start and length in content space.
    public struct Span: Hashable, Sendable {
        /// Start in content space.
        public var start: Double
        /// Length along the axis (≥ 0).
        public var length: Double
        /// A span.
        public init(start: Double, length: Double) { self.start = start; self.length = length }
    }

    /// Visible length of the scroll view (> 0).
    public var container: Double
    /// Leading content margin.
    public var leadingMargin: Double
    /// Trailing content margin.
    public var trailingMargin: Double
    /// The scroll targets, if any.
    public var targets: Targets?
    /// Content length when given explicitly (otherwise the targets' extent).
    public var contentLength: Double?
    /// The behaviour.
    public var behavior: Behavior
    /// The deceleration rate.
    public var deceleration: DecelerationRate
    /// Offset at release.
    public var offset: Double
    /// Velocity at release, points per second (+ toward the trailing end).
    public var velocity: Double

    /// A scenario (validated by ``ScrollDebugger/scenario(fromJSON:)`` when parsed).
    public init(container: Double, leadingMargin: Double = 0, trailingMargin: Double = 0, targets: Targets? = nil,
                contentLength: Double? = nil, behavior: Behavior = .free, deceleration: DecelerationRate = .normal,
                offset: Double = 0, velocity: Double = 0) {
        self.container = container
        self.leadingMargin = leadingMargin
        self.trailingMargin = trailingMargin
        self.targets = targets
        self.contentLength = contentLength
        self.behavior = behavior
        self.deceleration = deceleration
        self.offset = offset
        self.velocity = velocity
    }
}
