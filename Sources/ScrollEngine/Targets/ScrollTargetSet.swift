import UICore

/// The scroll targets of a scroll view along one axis: views marked `scrollTarget()` (explicit
/// frames) or every child of a `scrollTargetLayout()` lazy container (a `LazyItemGeometry`,
/// including items never created).
///
/// Frames are in content coordinates, so a target starting at `s` is aligned with the leading
/// content inset at offset `s`. Look-ups on a lazy geometry are binary searches over item
/// indices (O(log n) frame queries; items are assumed ordered along the axis, as stacks and
/// grids are), so a million targets cost about twenty frame computations. Explicit frames are
/// searched the same way when ordered, linearly otherwise.
public struct ScrollTargetSet: Sendable {
    /// The axis the targets are ordered along.
    public let axis: Axis
    private let storage: Storage
    private let startsSorted: Bool
    private let midsSorted: Bool
    /// The furthest target end along the axis (content coordinates).
    public let extent: Double

    private enum Storage: Sendable {
        case frames([Rect])
        case layout(any LazyItemGeometry)
    }

    /// Targets from explicit frames (`scrollTarget()` views), in the caller's index order.
    public init(frames: [Rect], axis: Axis) {
        self.axis = axis
        let clean = frames.map { r -> Rect in
            Rect(x: r.x.isFinite ? r.x : 0, y: r.y.isFinite ? r.y : 0,
                 width: (r.width.isFinite && r.width > 0) ? r.width : 0,
                 height: (r.height.isFinite && r.height > 0) ? r.height : 0)
        }
        storage = .frames(clean)
        var starts = true, mids = true, far = 0.0
        for i in clean.indices {
            far = Swift.max(far, clean[i].max(axis))
            if i > 0 {
                if clean[i].min(axis) < clean[i - 1].min(axis) { starts = false }
                if clean[i].mid(axis) < clean[i - 1].mid(axis) { mids = false }
            }
        }
        startsSorted = starts
        midsSorted = mids
        extent = far
    }

    /// Targets along one axis given as `(start, length)` pairs (the scroll-debug form).
    public init(spans: [(start: Double, length: Double)], axis: Axis) {
        let frames = spans.map { span in
            axis == .horizontal ? Rect(x: span.start, y: 0, width: span.length, height: 0)
                                : Rect(x: 0, y: span.start, width: 0, height: span.length)
        }
        self.init(frames: frames, axis: axis)
    }

    /// Every item of a lazy layout (`scrollTargetLayout()`), created or not.
    public init(layout: any LazyItemGeometry, axis: Axis) {
        self.axis = axis
        storage = .layout(layout)
        startsSorted = true
        midsSorted = true
        let size = layout.contentSize[axis]
        extent = size.isFinite ? Swift.max(0, size) : 0
    }

    /// How many targets there are.
    public var count: Int {
        switch storage {
        case .frames(let frames): frames.count
        case .layout(let layout): Swift.max(0, layout.count)
        }
    }

    /// Whether there are no targets.
    public var isEmpty: Bool { count == 0 }

    /// The frame of target `index` (content coordinates).
    public func frame(at index: Int) -> Rect {
        switch storage {
        case .frames(let frames): frames[index]
        case .layout(let layout): layout.frame(ofItem: index)
        }
    }

    /// The start of target `index` along the axis: the offset that aligns it with the leading inset.
    public func start(at index: Int) -> Double { frame(at: index).min(axis) }

    /// The midpoint of target `index` along the axis.
    public func mid(at index: Int) -> Double { frame(at: index).mid(axis) }

    /// The target whose start is nearest `position`; ties go toward `direction`'s sign (the later
    /// target for > 0, the earlier for ≤ 0). Among targets sharing a start, the lowest index.
    public func nearestTarget(to position: Double, direction: Double = 0) -> Int? {
        let n = count
        guard n > 0, !position.isNaN else { return nil }
        if startsSorted {
            let after = lowerBound(n) { start(at: $0) >= position }
            var best: Int? = after < n ? after : nil
            if after > 0 {
                let previousStart = start(at: after - 1)
                let before = lowerBound(n) { start(at: $0) >= previousStart }
                if let a = best {
                    let da = start(at: a) - position, db = position - previousStart
                    if db < da || (db == da && direction <= 0) { best = before }
                } else {
                    best = before
                }
            }
            return best
        }
        var best = 0
        for i in 1..<n {
            let d = Swift.abs(start(at: i) - position), bd = Swift.abs(start(at: best) - position)
            if d < bd { best = i; continue }
            if d == bd && start(at: i) != start(at: best) {
                let later = start(at: i) > start(at: best)
                if (direction > 0) == later { best = i }
            }
        }
        return best
    }

    /// The leading-most target at `offset`: the first (in position along the axis) whose midpoint
    /// is at or past it — the scroll-position rule; the last target when every midpoint lies
    /// before `offset`. Equal midpoints go to the lower index.
    public func leadingTarget(at offset: Double) -> Int? {
        let n = count
        guard n > 0, !offset.isNaN else { return nil }
        if midsSorted {
            let index = lowerBound(n) { mid(at: $0) >= offset }
            return index < n ? index : n - 1
        }
        var best: Int?, last = 0
        for i in 0..<n {
            let m = mid(at: i)
            if m >= offset, best.map({ m < mid(at: $0) }) ?? true { best = i }
            if m > mid(at: last) { last = i }
        }
        return best ?? last
    }

    /// The first target, in the set's own order, whose midpoint is at or past `offset`, or nil when
    /// none is (the scroll-debug contract's `position`). O(log n) for ordered targets.
    public func firstTarget(withMidpointAtOrPast offset: Double) -> Int? {
        let n = count
        guard n > 0, !offset.isNaN else { return nil }
        if midsSorted {
            let index = lowerBound(n) { mid(at: $0) >= offset }
            return index < n ? index : nil
        }
        return (0..<n).first { mid(at: $0) >= offset }
    }

    /// The first index in 0..<n for which `predicate` holds (n when none); `predicate` must be monotone.
    private func lowerBound(_ n: Int, _ predicate: (Int) -> Bool) -> Int {
        var lo = 0, hi = n
        while lo < hi {
            let mid = lo + (hi - lo) / 2
            if predicate(mid) { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
}
