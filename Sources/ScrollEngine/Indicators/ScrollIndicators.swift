import UICore

/// Scroll-indicator state of one scroll view: visibility, mouse use, fading and the thumb (S5).
///
/// A mouse counts as "in use" when a pointer move or wheel event was seen within
/// ``mouseRecency`` seconds (we cannot see whether one is connected). The indicator is wanted
/// for `.visible`, and for `.automatic`/`.hidden` only while a mouse is in use; `.never` hides it.
/// A wanted indicator is fully opaque while scrolling, the mouse is active, or within
/// ``lingerDuration`` after both stop, then fades out over ``fadeDuration``.
public struct ScrollIndicators: Hashable, Sendable {
    /// The visibility setting.
    public var visibility: ScrollIndicatorVisibility
    /// Clock reading of the last pointer or wheel event, nil when no mouse was ever seen.
    public private(set) var lastMouseActivity: Double?

    /// 5 s: pointer/wheel activity this recent means a mouse is in use (tuned by eye).
    public static let mouseRecency = 5.0
    /// 1 s: the indicator stays after scrolling stops (tuned by eye, close to iOS's indicator fade delay).
    public static let lingerDuration = 1.0
    /// 0.3 s: length of the fade-out (tuned by eye).
    public static let fadeDuration = 0.3
    /// 6 pt: thumb thickness, between iOS's ~3 pt indicator and macOS's ~7 pt overlay scroller (tuned by eye).
    public static let thickness = 6.0
    /// 2 pt: gap between the thumb and the container edge (tuned by eye).
    public static let edgeGap = 2.0
    /// 24 pt: the thumb never gets shorter than this (tuned by eye).
    public static let minimumThumbLength = 24.0

    /// Indicators with a visibility setting and, optionally, the clock reading of the last pointer or wheel event.
    public init(visibility: ScrollIndicatorVisibility = .automatic, lastMouseActivity: Double? = nil) {
        self.visibility = visibility
        self.lastMouseActivity = lastMouseActivity.flatMap { $0.isFinite ? $0 : nil }
    }

    /// Records a pointer move or wheel event at `time` (clock seconds).
    public mutating func noteMouseActivity(at time: Double) {
        guard time.isFinite else { return }
        lastMouseActivity = Swift.max(lastMouseActivity ?? time, time)
    }

    /// Whether a mouse counts as in use at `now`.
    public func isMouseInUse(at now: Double) -> Bool {
        guard let last = lastMouseActivity else { return false }
        return now - last <= ScrollIndicators.mouseRecency
    }

    /// Whether the setting wants indicators at all at `now` (before fading).
    public func isWanted(at now: Double) -> Bool {
        switch visibility {
        case .never: false
        case .visible: true
        case .automatic, .hidden: isMouseInUse(at: now)
        }
    }

    /// Indicator opacity 0…1 at `now`, given the scroll view's last offset change and whether it is moving.
    public func opacity(at now: Double, lastScrollActivity: Double?, isScrolling: Bool) -> Double {
        guard isWanted(at: now) else { return 0 }
        if isScrolling { return 1 }
        let last = [lastScrollActivity, isMouseInUse(at: now) ? lastMouseActivity : nil].compactMap { $0 }.max()
        guard let last else { return 0 }
        let idle = now - last - ScrollIndicators.lingerDuration
        if idle <= 0 { return 1 }
        return Swift.max(0, 1 - idle / ScrollIndicators.fadeDuration)
    }

    /// The opacity for a controller's state at its clock's time.
    public func opacity(for controller: ScrollController) -> Double {
        opacity(at: controller.clock.now, lastScrollActivity: controller.lastScrollActivity, isScrolling: controller.isScrolling)
    }

    /// The thumb rectangle along `axis` in the scroll view's frame coordinates (like
    /// ``ScrollGeometry/clipRect``), inside the indicator insets; nil when the content fits or the
    /// view does not scroll that way. Overscrolling shortens the thumb.
    public static func thumbRect(for geometry: ScrollGeometry, axis: Axis) -> Rect? {
        let maxOffset = geometry.maxOffset(along: axis)
        guard maxOffset > 0 else { return nil }
        let clip = geometry.clipRect, insets = geometry.indicatorInsets
        let trackStart = clip.min(axis) + insets.start(axis)
        let track = clip.length(axis) - insets.start(axis) - insets.end(axis)
        guard track > 0 else { return nil }
        let total = geometry.insetContentLength(along: axis)
        let offset = geometry.contentOffset.scrollComponent(axis)
        let overscroll = offset < 0 ? -offset : Swift.max(0, offset - maxOffset)
        var length = track * geometry.containerSize[axis] / Swift.max(total, 1) - overscroll
        length = Swift.min(track, Swift.max(Swift.min(minimumThumbLength, track), length))
        let fraction = ScrollMath.clamp(offset / maxOffset, 0, 1)
        let start = trackStart + (track - length) * fraction
        let cross = axis.perpendicular
        let crossEnd = clip.max(cross) - (cross == .horizontal ? insets.trailing : insets.bottom) - edgeGap
        let crossStart = crossEnd - thickness
        return axis == .vertical
            ? Rect(x: crossStart, y: start, width: thickness, height: length)
            : Rect(x: start, y: crossStart, width: length, height: thickness)
    }
}
