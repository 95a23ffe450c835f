import UICore

extension ScrollController {
    /// The indicator thumb along `axis` in window coordinates, for a scroll view whose frame
    /// (padding included) is `frame`; nil when the content fits. See ``ScrollIndicators/thumbRect(for:axis:)``.
    public func indicatorThumbRect(along axis: Axis, in frame: Rect) -> Rect? {
        ScrollIndicators.thumbRect(for: geometry, axis: axis)?.offsetBy(dx: frame.minX, dy: frame.minY)
    }
}
