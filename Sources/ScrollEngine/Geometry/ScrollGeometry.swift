import UICore

/// A scroll view's geometry: sizes, insets, offset, and what is visible and clipped.
///
/// Coordinates: *content coordinates* start at the content's own top-leading corner (margins
/// excluded); the content offset is 0 when the content sits at its leading content inset, so an
/// offset `s` puts content point `s` exactly at the leading inset (the scroll-debug rule).
/// Insets on the content are `safeAreaPadding + contentMargins(.scrollContent)`: they move the
/// content inward without clipping it — content scrolls under them. `padding` shrinks the
/// scroll view itself, so content is clipped at the padded edge (SwiftUI's S2 distinction).
public struct ScrollGeometry: Hashable, Sendable {
    /// The axes the view scrolls along.
    public var axes: AxisSet
    /// The visible size of the scroll view (its frame minus ``padding``).
    public var containerSize: Size
    /// The size of the content, margins excluded.
    public var contentSize: Size
    /// The content offset (0 at the leading inset; may be outside the range while rubber-banding).
    public var contentOffset: Point
    /// `contentMargins(..., for: .scrollContent)`.
    public var contentMargins: EdgeInsets
    /// `contentMargins(..., for: .scrollIndicators)`.
    public var indicatorMargins: EdgeInsets
    /// `safeAreaPadding`: insets content and indicators, never clips.
    public var safeAreaPadding: EdgeInsets
    /// `padding` applied to the scroll view itself: shrinks the visible area, clips.
    public var padding: EdgeInsets

    /// A geometry; negative or non-finite sizes are clamped to 0.
    public init(axes: AxisSet = .vertical, containerSize: Size, contentSize: Size,
                contentOffset: Point = .zero, contentMargins: EdgeInsets = .zero,
                indicatorMargins: EdgeInsets = .zero, safeAreaPadding: EdgeInsets = .zero,
                padding: EdgeInsets = .zero) {
        self.axes = axes
        self.containerSize = ScrollGeometry.sanitized(containerSize)
        self.contentSize = ScrollGeometry.sanitized(contentSize)
        self.contentOffset = Point(x: contentOffset.x.isFinite ? contentOffset.x : 0,
                                   y: contentOffset.y.isFinite ? contentOffset.y : 0)
        self.contentMargins = contentMargins
        self.indicatorMargins = indicatorMargins
        self.safeAreaPadding = safeAreaPadding
        self.padding = padding
    }

    /// Sets margins the way `contentMargins(_:for:)` does: `.automatic` sets both kinds.
    public mutating func setContentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) {
        if placement != .scrollIndicators { contentMargins = insets }
        if placement != .scrollContent { indicatorMargins = insets }
    }

    /// Insets applied to the content: safe-area padding plus content margins.
    public var contentInsets: EdgeInsets { safeAreaPadding + contentMargins }
    /// Insets applied to the scroll indicators: safe-area padding plus indicator margins.
    public var indicatorInsets: EdgeInsets { safeAreaPadding + indicatorMargins }
    /// The scroll view's full frame size (container plus padding).
    public var frameSize: Size {
        Size(width: containerSize.width + padding.horizontal, height: containerSize.height + padding.vertical)
    }

    /// Content length including its insets along `axis`.
    public func insetContentLength(along axis: Axis) -> Double {
        contentInsets.start(axis) + contentSize[axis] + contentInsets.end(axis)
    }

    /// The largest offset along `axis`: max(0, content + insets − container); 0 on a non-scrolling axis.
    public func maxOffset(along axis: Axis) -> Double {
        guard axes.contains(axis) else { return 0 }
        return Swift.max(0, insetContentLength(along: axis) - containerSize[axis])
    }

    /// The resting range of offsets along `axis`.
    public func offsetRange(along axis: Axis) -> ClosedRange<Double> { 0...maxOffset(along: axis) }

    /// `offset` limited to the resting ranges (non-finite components become 0).
    public func clamped(_ offset: Point) -> Point {
        Point(x: ScrollMath.clamp(offset.x.isFinite ? offset.x : 0, 0, maxOffset(along: .horizontal)),
              y: ScrollMath.clamp(offset.y.isFinite ? offset.y : 0, 0, maxOffset(along: .vertical)))
    }

    /// Whether the current offset lies outside its range (rubber-banding).
    public var isOverscrolled: Bool { clamped(contentOffset) != contentOffset }

    /// The visible region in content coordinates (the whole container, insets included).
    public var visibleRect: Rect {
        Rect(x: contentOffset.x - contentInsets.leading, y: contentOffset.y - contentInsets.top,
             width: containerSize.width, height: containerSize.height)
    }

    /// The visible region minus the content insets, in content coordinates: where content rests
    /// when not scrolled under a margin.
    public var insetVisibleRect: Rect {
        Rect(x: contentOffset.x, y: contentOffset.y,
             width: Swift.max(0, containerSize.width - contentInsets.horizontal),
             height: Swift.max(0, containerSize.height - contentInsets.vertical))
    }

    /// The clip rectangle in the scroll view's frame coordinates: the frame minus ``padding``.
    public var clipRect: Rect {
        Rect(x: padding.leading, y: padding.top, width: containerSize.width, height: containerSize.height)
    }

    /// Where content point (0, 0) is drawn, in the scroll view's frame coordinates.
    public var contentOrigin: Point {
        Point(x: padding.leading + contentInsets.leading - contentOffset.x,
              y: padding.top + contentInsets.top - contentOffset.y)
    }

    /// A rectangle in content coordinates converted to the scroll view's frame coordinates.
    public func frameRect(forContent rect: Rect) -> Rect {
        rect.offsetBy(dx: contentOrigin.x, dy: contentOrigin.y)
    }

    static func sanitized(_ size: Size) -> Size {
        Size(width: (size.width.isFinite && size.width > 0) ? size.width : 0,
             height: (size.height.isFinite && size.height > 0) ? size.height : 0)
    }
}
