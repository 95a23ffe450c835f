import UICore

extension ScrollController {
    /// tvOS's overscan-safe margins (Apple HIG, tvOS layout: 60 pt top/bottom, 80 pt left/right on
    /// a 1920×1080 screen): how far from the edge ``reveal(rect:margin:animated:spring:)`` keeps a focused view.
    public static func defaultRevealMargin(along axis: Axis) -> Double { axis == .horizontal ? 80 : 60 }

    /// The spring of programmatic and focus-driven scrolls: SwiftUI's `.smooth` (Apple docs: duration 0.5 s, bounce 0).
    public static let programmaticSpring = Spring.smooth

    /// A quick, critically damped spring for jumps that should feel instant but stay legible, such
    /// as type-select scrolling to its match (S8). Response 0.25 s: tuned by eye.
    public static let quickSpring = Spring(response: 0.25, dampingFraction: 1)

    /// How far (in lengths of the scroll view) an animated scroll may travel before it jumps:
    /// farther, the offset first moves at once to one length short of the goal and only that
    /// last length animates. A spring's settle time grows with the distance (End in a list of
    /// 10^6 recipes spun for 1.9 s with the 0.5 s spring, measured live), and every frame of the
    /// spin builds rows no one can read. Three lengths: a page (Page Down) and the rows a held
    /// D-pad reveals stay whole animations. (UIKit's animated `setContentOffset` likewise takes
    /// about the same time however far it goes.)
    public static let longJumpLengths = 3.0

    /// Scrolls to `target` (clamped to the offset range), animated with `spring` (default
    /// ``programmaticSpring``) keeping the current velocity, or at once. Along an axis where
    /// the goal lies more than ``longJumpLengths`` lengths of the scroll view away, the offset
    /// first jumps to one length short of it and the rest animates from rest.
    public func scroll(to target: Point, animated: Bool = true, spring: Spring? = nil) {
        guard target.x.isFinite, target.y.isFinite else { warn("scroll(to:): non-finite offset \(target) ignored"); return }
        isDragging = false
        let clamped = geometry.clamped(target)
        guard animated else { animations.removeAll(); setOffset(clamped); return }
        let now = clock.now
        for axis in axes.scrollAxes {
            let length = containerSize[axis], end = clamped.scrollComponent(axis)
            var current = offset(along: axis)
            if length > 0, abs(end - current) > Self.longJumpLengths * length {
                animations[axis] = nil
                current = end > current ? end - length : end + length
                setOffset(current, along: axis)
                lastScrollActivity = now
            }
            let velocity = animations[axis].map { $0.velocity(at: Swift.max(0, now - $0.startTime)) } ?? 0
            if current == end && velocity == 0 { animations[axis] = nil; continue }
            let motion = (spring ?? ScrollController.programmaticSpring).motion(from: current, to: end, velocity: velocity, rest: springRest)
            animations[axis] = AxisAnimation(kind: .spring(motion),
                                             startTime: now)
        }
    }

    /// Scrolls along one axis to `value` (clamped), keeping the other axis where it rests.
    public func scroll(toOffset value: Double, along axis: Axis, animated: Bool = true, spring: Spring? = nil) {
        scroll(to: restingOffset.withScrollComponent(axis, value), animated: animated, spring: spring)
    }

    /// Scrolls so target `index` is aligned with the leading inset (clamped). Out-of-range
    /// indices and missing targets are ignored with a warning.
    public func scrollTo(targetIndex index: Int, animated: Bool = true, spring: Spring? = nil) {
        guard let targets else { warn("scrollTo(targetIndex: \(index)): the view has no scroll targets; ignored"); return }
        guard index >= 0, index < targets.count else {
            warn("scrollTo(targetIndex: \(index)): no such target (count \(targets.count)); ignored"); return
        }
        scroll(toOffset: targets.start(at: index), along: targets.axis, animated: animated, spring: spring)
    }

    /// Focus-driven scrolling (S8, tvOS style): scrolls just enough that `rect` (content
    /// coordinates) is visible with `margin` points to spare (default ``defaultRevealMargin(along:)``),
    /// animated. Nothing happens when it is already visible past the margin. A rect too long to fit
    /// with its margins is aligned at its leading edge. Pass ``quickSpring`` for type-select.
    /// Returns whether a scroll started.
    @discardableResult
    public func reveal(rect: Rect, margin: Double? = nil, animated: Bool = true, spring: Spring? = nil) -> Bool {
        guard rect.x.isFinite, rect.y.isFinite, rect.width.isFinite, rect.height.isFinite else {
            warn("reveal: non-finite rect \(rect) ignored"); return false
        }
        if let margin, !(margin.isFinite && margin >= 0) { warn("reveal: bad margin \(margin) replaced by the default") }
        let base = restingOffset
        var goal = base
        for axis in axes.scrollAxes {
            let length = containerSize[axis]
            guard length > 0 else { continue }
            let wanted = margin.flatMap { ($0.isFinite && $0 >= 0) ? $0 : nil } ?? ScrollController.defaultRevealMargin(along: axis)
            let lo = rect.min(axis), hi = Swift.max(rect.max(axis), lo)
            let m = Swift.min(wanted, Swift.max(0, (length - (hi - lo)) / 2))
            let visibleStart = base.scrollComponent(axis) - geometry.contentInsets.start(axis)
            var newStart = visibleStart
            if hi - lo + 2 * m > length || lo < visibleStart + m { newStart = lo - m }
            else if hi > visibleStart + length - m { newStart = hi + m - length }
            let newOffset = ScrollMath.clamp(newStart + geometry.contentInsets.start(axis), 0, geometry.maxOffset(along: axis))
            goal = goal.withScrollComponent(axis, newOffset)
        }
        guard goal != base else { return false }
        scroll(to: goal, animated: animated, spring: spring)
        return true
    }
}
