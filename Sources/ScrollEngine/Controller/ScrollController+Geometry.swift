import UICore

extension ScrollController {
    /// Moves the offset along `axis` by `delta` points without clamping it to the content, and
    /// where a running animation rests by `restDelta`: the content before what the view shows
    /// (and before what it will rest on) changed length — a lazy stack measured rows above its
    /// first visible one — and both must stay on the same content. A spring toward a target
    /// goes on from the moved offset at its velocity; a deceleration moves along with it. The
    /// content size follows with the next ``setGeometry(container:content:)``.
    public func moveContent(by delta: Double, restingBy restDelta: Double, along axis: Axis) {
        guard axes.contains(axis), delta.isFinite, restDelta.isFinite, delta != 0 || restDelta != 0 else { return }
        let moved = offset(along: axis) + delta
        setOffset(moved, along: axis)
        guard let running = animations[axis] else { return }
        if case .spring(let motion) = running.kind {
            let now = clock.now
            let velocity = running.velocity(at: Swift.max(0, now - running.startTime))
            animations[axis] = AxisAnimation(kind: .spring(motion.spring.motion(from: moved, to: running.end + restDelta, velocity: velocity, rest: springRest)),
                                             startTime: now)
        } else {
            animations[axis]?.shift += delta
        }
    }

    /// Updates the container and content sizes (layout calls this every pass; unchanged sizes
    /// are a no-op). When the container size changes, the behaviour is consulted
    /// (`updateTarget` with a `.containerResized` trigger) with the offset that keeps the same
    /// leading target aligned, and the view jumps there; a content-only change just re-clamps.
    public func setGeometry(container: Size, content: Size) {
        applyGeometry(container: container, content: content, newTargets: targets)
    }

    /// Updates sizes and targets together, so a resize that also moves the targets (items sized
    /// with `containerRelativeFrame`) keeps the same leading target aligned.
    public func setGeometry(container: Size, content: Size, targets newTargets: ScrollTargetSet?) {
        applyGeometry(container: container, content: content, newTargets: newTargets)
    }

    private func applyGeometry(container: Size, content: Size, newTargets: ScrollTargetSet?) {
        let newContainer = sanitized(container, "container size")
        let newContent = sanitized(content, "content size")
        let oldContainer = geometry.containerSize
        let oldTargets = targets
        let containerChanged = newContainer != oldContainer
        if !containerChanged {
            geometry.contentSize = newContent
            targets = newTargets
            settleIfIdle()
            return
        }
        let base = restingOffset
        var proposed = base
        if let old = oldTargets, let new = newTargets, axes.contains(old.axis), old.axis == new.axis,
           let index = old.leadingTarget(at: base.scrollComponent(old.axis)), index < new.count {
            let axis = old.axis
            let oldFrame = old.frame(at: index), newFrame = new.frame(at: index)
            let delta = base.scrollComponent(axis) - oldFrame.min(axis)
            let oldLength = oldFrame.length(axis), newLength = newFrame.length(axis)
            let scaled = oldLength > 0 ? delta * newLength / oldLength : delta
            proposed = proposed.withScrollComponent(axis, newFrame.min(axis) + scaled)
        }
        geometry.containerSize = newContainer
        geometry.contentSize = newContent
        targets = newTargets
        guard !isDragging else { return }
        var target = ScrollTarget(offset: proposed, size: newContainer)
        let context = ScrollTargetBehaviorContext(
            originalTarget: ScrollTarget(offset: base, size: oldContainer), velocity: .zero,
            contentSize: newContent, containerSize: newContainer, axes: axes,
            contentInsets: geometry.contentInsets, targets: newTargets,
            trigger: .containerResized(previous: oldContainer))
        behavior.updateTarget(&target, context: context)
        animations.removeAll()
        setOffset(geometry.clamped(sanitizedOffset(target.offset, "behaviour target on resize")))
    }

    func sanitizedOffset(_ p: Point, _ what: String) -> Point {
        var q = p
        if !q.x.isFinite { warn("\(what): non-finite x \(q.x) replaced by the current offset"); q.x = offset.x }
        if !q.y.isFinite { warn("\(what): non-finite y \(q.y) replaced by the current offset"); q.y = offset.y }
        return q
    }
}
