import UICore

/// A `scrollTransition` on a view: its configuration and the effect closure of the seed's
/// `scrollTransition { content, phase in … }` (it may only set visual effects).
public struct ScrollTransitionSpec {
    public var configuration: ScrollTransitionConfiguration
    public var body: (inout VisualEffects, ScrollTransitionState) -> Void

    /// Applies the transition to a node laid out at `frame` inside a scroll view's visible region.
    public func apply(to node: Node, visible: Rect, axis: Axis) {
        let state = configuration.state(of: node.frame, in: visible, axis: axis)
        body(&node.effects, state)
    }
}
