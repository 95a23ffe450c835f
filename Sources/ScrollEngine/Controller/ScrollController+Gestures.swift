import UICore

extension ScrollController {
    /// Scrolls by mouse-wheel notches with a short ease (``ScrollController/pointsPerNotch`` per
    /// notch over ``EaseOutCurve/wheelDuration``). Positive notches move toward the trailing/bottom
    /// end (SDL reports wheel-up as positive `y`: pass `-y`). Notches arriving during the ease add
    /// to its end, so fast wheeling accumulates; the end is clamped to the offset range.
    public func wheel(notches: Double, axis: Axis? = nil) {
        guard notches.isFinite else { warn("wheel: non-finite notches \(notches) ignored"); return }
        let axis = axis ?? primaryAxis
        guard axes.contains(axis) else { warn("wheel: the view does not scroll \(axis.rawValue)ly; ignored"); return }
        guard !isDragging, notches != 0 else { return }
        let base: Double
        if let running = animations[axis], running.isWheelEase { base = running.end }
        else { base = ScrollMath.clamp(offset(along: axis), 0, geometry.maxOffset(along: axis)) }
        let end = ScrollMath.clamp(base + notches * ScrollController.pointsPerNotch, 0, geometry.maxOffset(along: axis))
        lastScrollActivity = clock.now
        guard end != offset(along: axis) else { animations[axis] = nil; return }
        animations[axis] = AxisAnimation(kind: .ease(EaseOutCurve(from: offset(along: axis), to: end)), startTime: clock.now)
    }

    /// A finger (or trackpad, or stick) touches down: running animations stop where they are.
    public func beginDrag() {
        animations.removeAll()
        isDragging = true
        var raw = offset
        for axis in axes.scrollAxes {
            raw = raw.withScrollComponent(axis, RubberBand.rawOffset(displayed: offset(along: axis),
                                                                     range: geometry.offsetRange(along: axis),
                                                                     dimension: containerSize[axis]))
        }
        rawDragOffset = raw
    }

    /// Moves the content by `delta` in offset terms (a finger moving up by 10 pt is `+10` on y).
    /// Past the edges the content follows with UIScrollView's rubber-band resistance.
    public func drag(by delta: Point) {
        guard delta.x.isFinite, delta.y.isFinite else { warn("drag: non-finite delta \(delta) ignored"); return }
        if !isDragging { beginDrag() }
        var shown = offset
        for axis in axes.scrollAxes {
            let raw = rawDragOffset.scrollComponent(axis) + delta.scrollComponent(axis)
            rawDragOffset = rawDragOffset.withScrollComponent(axis, raw)
            shown = shown.withScrollComponent(axis, RubberBand.offset(raw: raw, range: geometry.offsetRange(along: axis),
                                                                      dimension: containerSize[axis]))
        }
        setOffset(shown)
    }

    /// The finger lifts at `velocity` (offset points per second). Overscrolled content springs back
    /// to its edge; otherwise the natural end of free deceleration is handed to the behaviour and
    /// the offset decelerates (free) or springs (snapped target) there.
    public func endDrag(velocity: Point = .zero) {
        let v = sanitizedVelocity(velocity)
        isDragging = false
        release(velocity: v)
    }

    /// Starts the motion after a release at the current offset.
    func release(velocity v: Point) {
        let now = clock.now
        let rate = behavior.preferredDecelerationRate ?? decelerationRate
        var natural = offset
        for axis in axes.scrollAxes {
            natural = natural.withScrollComponent(axis, rate.projectedEnd(from: offset(along: axis), velocity: v.scrollComponent(axis)))
        }
        var target = ScrollTarget(offset: natural, size: containerSize)
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(offset: offset, size: containerSize), velocity: v,
            contentSize: contentSize, containerSize: containerSize, axes: axes,
            contentInsets: geometry.contentInsets, targets: targets, trigger: .scrollEnded)
        behavior.updateTarget(&target, context: context)
        let proposed = sanitizedOffset(target.offset, "behaviour target")
        animations.removeAll()
        for axis in axes.scrollAxes {
            let range = geometry.offsetRange(along: axis)
            let start = offset(along: axis), speed = v.scrollComponent(axis)
            let naturalEnd = natural.scrollComponent(axis)
            let wanted = proposed.scrollComponent(axis)
            let resting = ScrollMath.clamp(wanted, range.lowerBound, range.upperBound)
            let overscrolled = start < range.lowerBound || start > range.upperBound
            if overscrolled && !range.contains(naturalEnd) {
                animations[axis] = AxisAnimation(kind: .spring(RubberBand.bounceSpring.motion(from: start, to: resting, velocity: speed, rest: springRest)), startTime: now)
            } else if Swift.abs(wanted - naturalEnd) < 1e-6 { // a micro-point: "the behaviour left it alone" (numerical tolerance)
                if start == naturalEnd { continue }
                animations[axis] = AxisAnimation.deceleration(from: start, velocity: speed, rate: rate, range: range, rest: springRest, at: now)
            } else if resting != start || speed != 0 {
                animations[axis] = AxisAnimation(kind: .spring(behavior.settleSpring.motion(from: start, to: resting, velocity: speed, rest: springRest)), startTime: now)
            }
        }
    }
}
