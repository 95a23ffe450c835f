import UICore

/// The state machine of one scroll view: offset, sizes, margins, target behaviour and the
/// animations that move the offset (S1–S3, S6, S8).
///
/// The app owns one per scroll view and feeds it input — ``wheel(notches:axis:)``, drags
/// (``beginDrag()``, ``drag(by:)``, ``endDrag(velocity:)``), programmatic scrolls
/// (``scroll(to:animated:spring:)``, ``scrollTo(targetIndex:animated:spring:)``, ``scrollTo(id:animated:)``) and
/// focus-driven ``reveal(rect:margin:animated:spring:)`` — then calls ``tick()`` once per frame, which
/// advances every animation from the injected `TimeSource`. Nothing reads the wall clock, so a
/// `ManualClock` gives identical motion on every run.
///
/// Offsets are content offsets: 0 shows the content at its leading inset, and an offset `s`
/// puts content coordinate `s` at the leading inset (see ``ScrollGeometry``). Positive deltas and
/// velocities move toward the trailing/bottom end. Bad input (NaN, infinities, negative sizes) is
/// clamped or ignored and described in ``warnings``; it never traps and never leaves an
/// animation running forever.
public final class ScrollController {
    /// The time source animations are stepped from.
    public let clock: any TimeSource
    /// Sizes, insets and the current offset.
    public internal(set) var geometry: ScrollGeometry
    /// Decides where scrolls come to rest (default ``FreeScrollTargetBehavior``).
    public var behavior: any ScrollTargetBehavior
    /// The deceleration for free flings (default `.normal`); a behaviour's preferred rate wins.
    public var decelerationRate: DecelerationRate = .normal
    /// The scroll targets, for view-aligned snapping and the scroll position.
    public var targets: ScrollTargetSet?
    /// Maps target indices to ids for ``scrollPositionID`` / ``scrollTo(id:animated:)``.
    public var identity: ScrollTargetIdentity?
    /// Whether a drag is in progress.
    public internal(set) var isDragging = false
    /// Clock reading of the last change of offset (for fading indicators), nil before any.
    public internal(set) var lastScrollActivity: Double?
    /// Problems met with the input, oldest first (at most ``maximumWarnings``).
    public private(set) var warnings: [String] = []

    /// 100 warnings: enough to diagnose, bounded so a bad input stream cannot grow memory (our limit).
    public static let maximumWarnings = 100
    /// 100 points per wheel notch: the brief's ≈100 pt, about three 33-pt text lines (desktop "3 lines per notch"; tuned by eye).
    public static let pointsPerNotch = 100.0
    /// 30,000 pt/s: release speeds are capped here, far above real flings (~10,000 pt/s), keeping projections bounded (tuned by eye).
    public static let maximumReleaseVelocity = 30_000.0

    /// Device pixels per point where the view is drawn (the window's scale), when known. Its
    /// springs then settle once no device pixel can change any more, below half a pixel of
    /// energy, rather than at a quarter point: the offset shown is rounded to whole device
    /// pixels, so a motion within half a pixel of its target cannot move the picture, and at a
    /// scale of one or less the quarter-point tail only repeated the same picture for a few
    /// more frames. Nil (the default) keeps ``SpringMotion/restDisplacement``.
    public var pixelsPerPoint: Double?

    /// Half a device pixel: the largest displacement a rounded offset cannot show (see
    /// ``pixelsPerPoint``).
    static let restPixels = 0.5

    /// The displacement below which a spring this controller starts settles (points).
    var springRest: Double {
        guard let s = pixelsPerPoint, s.isFinite, s > 0 else { return SpringMotion.restDisplacement }
        return Self.restPixels / s
    }

    var animations: [Axis: AxisAnimation] = [:]
    var rawDragOffset: Point = .zero

    /// A controller scrolling along `axes`, stepping animations from `clock`.
    public init(axes: AxisSet = .vertical, clock: any TimeSource,
                behavior: any ScrollTargetBehavior = FreeScrollTargetBehavior(),
                containerSize: Size = .zero, contentSize: Size = .zero) {
        self.clock = clock
        self.behavior = behavior
        self.geometry = ScrollGeometry(axes: axes, containerSize: .zero, contentSize: .zero)
        self.geometry.containerSize = sanitized(containerSize, "container size")
        self.geometry.contentSize = sanitized(contentSize, "content size")
    }

    // MARK: State

    /// The axes the view scrolls along.
    public var axes: AxisSet { geometry.axes }
    /// The axis wheels and reveals use by default: vertical when the view scrolls vertically.
    public var primaryAxis: Axis { axes.contains(.vertical) || axes.isEmpty ? .vertical : .horizontal }
    /// The current content offset (may leave the range while rubber-banding).
    public var offset: Point { geometry.contentOffset }
    /// The offset along one axis.
    public func offset(along axis: Axis) -> Double { offset.scrollComponent(axis) }
    /// The visible container size.
    public var containerSize: Size { geometry.containerSize }
    /// The content size, margins excluded.
    public var contentSize: Size { geometry.contentSize }
    /// Whether any animation is running.
    public var isAnimating: Bool { !animations.isEmpty }
    /// Whether the offset is moving: dragging or animating.
    public var isScrolling: Bool { isDragging || isAnimating }
    /// Where the offset will rest when the running animations end (the current offset otherwise).
    public var restingOffset: Point {
        var p = offset
        for (axis, animation) in animations { p = p.withScrollComponent(axis, animation.end) }
        return p
    }

    /// Content margins for the scrolled content (`contentMargins(_, for: .scrollContent)`).
    public var contentMargins: EdgeInsets {
        get { geometry.contentMargins }
        set { setInsets(\.contentMargins, newValue, "content margins", moveContent: true) }
    }
    /// Content margins for the indicators (`contentMargins(_, for: .scrollIndicators)`).
    public var indicatorMargins: EdgeInsets {
        get { geometry.indicatorMargins }
        set { setInsets(\.indicatorMargins, newValue, "indicator margins", moveContent: false) }
    }
    /// `safeAreaPadding`: insets content and indicators without clipping.
    public var safeAreaPadding: EdgeInsets {
        get { geometry.safeAreaPadding }
        set { setInsets(\.safeAreaPadding, newValue, "safe area padding", moveContent: true) }
    }
    /// `padding` on the scroll view itself (clips); the container size excludes it.
    public var padding: EdgeInsets {
        get { geometry.padding }
        set { setInsets(\.padding, newValue, "padding", moveContent: false) }
    }

    /// Sets one of the geometry's insets, sanitized (`what` names it in the warning); insets that
    /// move the content (`moveContent`) settle an idle offset into the new range.
    private func setInsets(_ key: WritableKeyPath<ScrollGeometry, EdgeInsets>, _ value: EdgeInsets, _ what: String, moveContent: Bool) {
        geometry[keyPath: key] = sanitized(value, what)
        if moveContent { settleIfIdle() }
    }

    /// Sets margins as `contentMargins(_:for:)` does (`.automatic` sets content and indicators).
    public func setContentMargins(_ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic) {
        let clean = sanitized(insets, "content margins")
        if placement != .scrollIndicators { geometry.contentMargins = clean }
        if placement != .scrollContent { geometry.indicatorMargins = clean }
        settleIfIdle()
    }

    /// Forgets the collected warnings.
    public func clearWarnings() { warnings.removeAll() }

    /// Stops every animation where it is (an out-of-range offset then springs back on the next tick).
    public func stopAnimations() { animations.removeAll() }

    // MARK: Clock

    /// Advances the running animations to the clock's current time; returns whether the offset changed.
    @discardableResult
    public func tick() -> Bool {
        let now = clock.now
        let before = offset
        for (axis, animation) in animations {
            let t = Swift.max(0, now - animation.startTime)
            if !(t < animation.duration) {
                setOffset(animation.end, along: axis)
                animations[axis] = nil
            } else {
                setOffset(animation.value(at: t), along: axis)
            }
        }
        // Safety net: nothing may rest outside the range.
        if !isDragging {
            for axis in axes.scrollAxes where animations[axis] == nil {
                let value = offset(along: axis), range = geometry.offsetRange(along: axis)
                if value < range.lowerBound || value > range.upperBound {
                    let edge = ScrollMath.clamp(value, range.lowerBound, range.upperBound)
                    animations[axis] = AxisAnimation(kind: .spring(RubberBand.bounceSpring.motion(from: value, to: edge, velocity: 0, rest: springRest)),
                                                     startTime: now)
                }
            }
        }
        let changed = before != offset
        if changed { lastScrollActivity = now }
        return changed
    }

    // MARK: Internals

    func setOffset(_ value: Double, along axis: Axis) {
        guard axes.contains(axis), value.isFinite else { return }
        geometry.contentOffset = geometry.contentOffset.withScrollComponent(axis, value)
    }

    func setOffset(_ point: Point) {
        for axis in Axis.allCases { setOffset(point.scrollComponent(axis), along: axis) }
        if !axes.contains(.horizontal) { geometry.contentOffset.x = 0 }
        if !axes.contains(.vertical) { geometry.contentOffset.y = 0 }
        lastScrollActivity = clock.now
    }

    /// Clamps the offset into range when nothing is moving (after margins or sizes change).
    func settleIfIdle() {
        guard !isDragging, animations.isEmpty else { return }
        let clamped = geometry.clamped(offset)
        if clamped != offset { setOffset(clamped) }
    }

    func warn(_ message: String) {
        warnings.append(message)
        if warnings.count > ScrollController.maximumWarnings { warnings.removeFirst(warnings.count - ScrollController.maximumWarnings) }
    }

    func sanitized(_ size: Size, _ what: String) -> Size {
        var s = size
        for axis in Axis.allCases {
            let v = s[axis]
            if !v.isFinite { warn("\(what): non-finite \(axis.rawValue) length \(v) replaced by 0"); s[axis] = 0 }
            else if v < 0 { warn("\(what): negative \(axis.rawValue) length \(v) clamped to 0"); s[axis] = 0 }
        }
        return s
    }

    func sanitized(_ insets: EdgeInsets, _ what: String) -> EdgeInsets {
        func clean(_ v: Double, _ edge: String) -> Double {
            if !v.isFinite { warn("\(what): non-finite \(edge) inset \(v) replaced by 0"); return 0 }
            if v < 0 { warn("\(what): negative \(edge) inset \(v) clamped to 0"); return 0 }
            return v
        }
        return EdgeInsets(top: clean(insets.top, "top"), leading: clean(insets.leading, "leading"),
                          bottom: clean(insets.bottom, "bottom"), trailing: clean(insets.trailing, "trailing"))
    }

    func sanitizedVelocity(_ velocity: Point) -> Point {
        func clean(_ v: Double, _ axis: Axis) -> Double {
            if !v.isFinite { warn("release velocity: non-finite \(axis.rawValue) component \(v) treated as 0"); return 0 }
            return ScrollMath.clamp(v, -ScrollController.maximumReleaseVelocity, ScrollController.maximumReleaseVelocity)
        }
        return Point(x: clean(velocity.x, .horizontal), y: clean(velocity.y, .vertical))
    }
}
