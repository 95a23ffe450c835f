import UICore

extension ScrollController {
    /// The scroll-transition state of an item laid out at `frame` (content coordinates) against the
    /// current visible region, along the primary axis (S7).
    public func transitionState(of frame: Rect, configuration: ScrollTransitionConfiguration = .interactive) -> ScrollTransitionState {
        configuration.state(of: frame, in: geometry.visibleRect, axis: primaryAxis)
    }
}
