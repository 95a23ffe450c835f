import UICore

/// Default focus (F4) and recovery when the focused view goes away.
extension FocusSystem {
    /// Every target inside `container` (the whole tree when nil) that can take focus now: enabled
    /// focusable nodes, plus the visible items of lazy regions that are not materialised.
    func focusableTargets(in container: Int?) -> [FocusTarget] {
        guard !tree.entries.isEmpty else { return [] }
        let lo = container ?? 0
        let hi = tree.entries[lo].end
        var out: [FocusTarget] = []
        for i in lo...hi {
            let e = tree.entries[i]
            if e.interactions != nil, !e.disabled, !e.shadowed, tree.isInModalScope(.node(i)) { out.append(.node(i)) }
        }
        for r in regions(within: lo) {
            let entry = tree.regions[r], node = tree.entries[entry.node]
            for item in entry.region.items(intersecting: node.frame) {
                let target = tree.target(region: r, item: item)
                if case .item = target, tree.isFocusable(target) { out.append(target) }
            }
        }
        return out
    }

    /// The indices of the lazy regions whose node lies inside node `container` (itself included)
    /// and whose items may take focus now: the node enabled and inside the modal scope.
    func regions(within container: Int) -> [Int] {
        guard !tree.entries.isEmpty else { return [] }
        let hi = tree.entries[container].end
        return tree.regions.indices.filter { r in
            let n = tree.regions[r].node
            return n >= container && n <= hi && !tree.entries[n].disabled && tree.isInModalScope(.node(n))
        }
    }

    /// Where focus goes when a region takes it with nothing focused inside: its `defaultFocus`
    /// view, else the top-most, then leading-most focusable view (top-right in RTL).
    ///
    /// `container` nil means the whole tree, narrowed to the modal scope when one is present.
    func defaultTarget(in container: Int?) -> FocusTarget? {
        let region = container ?? tree.modalScope
        let candidates = focusableTargets(in: region)
        if let marked = candidates.first(where: { target in
            if case .node(let i) = target { return tree.entries[i].isDefaultFocus }
            return false
        }) { return marked }
        return ReadingOrder.first(candidates, direction: layoutDirection) { tree.frame(of: $0) }
    }

    /// The candidate nearest to a frame: smallest gap between the rectangles, then smallest
    /// distance between their centres, then tree order.
    func nearest(to frame: Rect, among candidates: [FocusTarget]) -> FocusTarget? {
        var best: (FocusTarget, Double, Double)? = nil
        for c in candidates {
            let f = tree.frame(of: c)
            let gap = BeamGeometry.gap(frame, f)
            let centre = frame.center.distance(to: f.center)
            if let b = best {
                if gap < b.1 || (gap == b.1 && (centre < b.2 || (centre == b.2 && tree.precedes(c, b.0)))) {
                    best = (c, gap, centre)
                }
            } else {
                best = (c, gap, centre)
            }
        }
        return best?.0
    }

    /// The focused view went away (or became disabled, or fell outside the modal scope): focus
    /// its nearest neighbour by geometry, searching first inside its closest surviving ancestor
    /// (a deleted grocery row hands focus to the next row, not to the toolbar), then everywhere.
    /// Focus becomes nil only when nothing at all can take it.
    func recoverFocus() {
        guard let lastFrame = focusedFrame else {
            if let target = defaultTarget(in: nil) { setFocus(target) } else { clearFocus() }
            return
        }
        for ancestorID in focusedAncestorIDs {
            guard let ancestor = tree.indexByID[ancestorID] else { continue }
            if let scope = tree.modalScope, !tree.node(scope, contains: .node(ancestor)) { continue }
            let candidates = focusableTargets(in: ancestor)
            if let target = nearest(to: lastFrame, among: candidates) {
                setFocus(target)
                return
            }
        }
        if let target = nearest(to: lastFrame, among: focusableTargets(in: tree.modalScope)) {
            setFocus(target)
        } else {
            clearFocus()
        }
    }
}

extension FocusSystem {
    /// Moves focus to the default focus inside a container (its `defaultFocus` view, else its
    /// top-most, leading-most focusable view): how a screen takes focus the first time it shows.
    /// Returns false, leaving focus alone, when the container is unknown or holds nothing focusable.
    @discardableResult
    public func focusDefault(in containerID: ViewID) -> Bool {
        guard let target = tree.resolve(containerID), case .node(let index) = target,
              let inner = defaultTarget(in: index), canFocus(inner) else { return false }
        setFocus(inner)
        return true
    }
}
