import UICore

/// Directional moves (F7, F8): arrows, D-pad, remote swipes.
extension FocusSystem {
    /// The first strip searched past the origin, in points: it grows by doubling until a
    /// candidate is nearer than its length (our choice; about one control's gap on tvOS).
    static let initialSearchLength = 64.0
    /// How far a search strip reaches beyond the origin's beam on each side, in points: it only
    /// gathers candidates; the beam test itself is exact (a zero-width origin still finds frames).
    static let stripSlack = 0.5
    /// A bound on strip doublings: 64 doublings of 64 points exceed any finite layout (a guard
    /// against non-finite frames, not a tuning value).
    static let maxSearchSteps = 64

    /// Moves focus one step in a direction.
    ///
    /// First the move is offered to `onMoveCommand` handlers along the responder chain; one that
    /// returns `.handled` keeps focus where it is ("handled by onMoveCommand"). Otherwise the
    /// tvOS rule applies: only candidates lying in the direction and overlapping the focused
    /// view's beam qualify; the nearest along the move wins, then the best aligned across it,
    /// then tree order. A focus section qualifies by its full frame and hands focus to its
    /// content: its remembered child (when it remembers), its `defaultFocus` view the first time,
    /// else the content nearest the origin. Directions are spatial (screen) directions in every
    /// layout direction.
    ///
    /// - Parameters:
    ///   - direction: the spatial direction of the move (up, down, left, right on screen).
    ///   - commandHandlers: `onMoveCommand` handlers by view id.
    ///   - explain: list every node with its verdict (a linear pass, for the focus debugger);
    ///     otherwise only the candidates the spatial search examined are listed. Items of lazy
    ///     regions are listed only as far as the spatial search looked, in both modes.
    @discardableResult
    public func move(_ direction: MoveDirection, commandHandlers: [ViewID: MoveCommandHandler] = [:],
                     explain: Bool = false) -> MoveResult {
        let move = FocusMove(direction)
        let from = focusedID
        if let by = MoveCommandHandler.route(direction, chain: responderChain, handlers: commandHandlers) {
            return MoveResult(move: move, from: from, to: from, moved: false, reason: "handled by onMoveCommand",
                              handledBy: by)
        }
        guard let origin = currentTarget(), canFocus(origin) else {
            return takeInitialFocus(move)
        }
        let src = tree.frame(of: origin)
        var scored = searchLazyRegions(origin: origin, src: src, direction: direction)
        var rejected: [Candidate] = []
        if explain {
            for i in tree.entries.indices {
                guard let verdict = verdict(node: i, origin: origin, src: src, direction: direction) else { continue }
                switch verdict {
                case .scored(let major, let minor): scored.append(Scored(target: .node(i), major: major, minor: minor))
                case .rejected(let why): rejected.append(Candidate(id: tree.entries[i].id, verdict: .rejected(why)))
                }
            }
        } else {
            scored += searchNodes(origin: origin, src: src, direction: direction)
        }
        let scope = scrollScope(origin: origin, src: src, direction: direction, scored: &scored, searchedAll: explain)
        scored.sort { ranks($0, before: $1) }
        // When a move stays in a scroll view, what lies beyond its edge ranks after the rest
        // (each candidate asked once, its order within either part kept).
        var beyondEdge: [Scored] = []
        if let scope {
            var ahead: [Scored] = []
            for c in scored {
                if liesBeyond(c, scrollView: scope) { beyondEdge.append(c) } else { ahead.append(c) }
            }
            scored = ahead + beyondEdge
        }
        let candidates = scored.map {
            Candidate(id: tree.id(of: $0.target), verdict: .scored(major: $0.major, minor: $0.minor))
        } + rejected
        guard let best = scored.first else {
            if let next = nextRowTarget(origin: origin, src: src, direction: direction) {
                setFocus(next)
                return MoveResult(move: move, from: from, to: focusedID, moved: true, reason: "nearest in next grid row",
                                  candidates: candidates)
            }
            return MoveResult(move: move, from: from, to: from, moved: false, reason: "no candidate in direction",
                              candidates: candidates)
        }
        if case .node(let i) = best.target, tree.entries[i].kind == .section, tree.entries[i].interactions == nil,
           let entry = entryTarget(section: i, from: src, direction: direction) {
            let (target, how) = entry
            setFocus(target)
            let to = tree.id(of: target)
            return MoveResult(move: move, from: from, to: to, moved: to != from,
                              reason: "entered focus section \(tree.entries[i].id) (\(how))",
                              candidates: candidates, enteredSection: tree.entries[i].id)
        }
        if let redirect = redirectThroughSection(best.target, origin: origin) {
            let (section, target, how) = redirect
            setFocus(target)
            let to = tree.id(of: target)
            return MoveResult(move: move, from: from, to: to, moved: to != from,
                              reason: "entered focus section \(tree.entries[section].id) (\(how))",
                              candidates: candidates, enteredSection: tree.entries[section].id)
        }
        setFocus(best.target)
        let to = tree.id(of: best.target)
        // Say so when the scroll view kept the move from a candidate nearer outside it.
        let kept = beyondEdge.contains { ranks($0, before: best) } ? scope : nil
        return MoveResult(move: move, from: from, to: to, moved: to != from,
                          reason: kept.map { "nearest in beam inside \(tree.entries[$0].id), which scrolls that way" } ?? "nearest in beam",
                          candidates: candidates)
    }

    /// A move that lands inside a focus section from outside still enters it as a section when
    /// the section has a preference of its own: its remembered child, or its `defaultFocus` view
    /// the first time (outermost such section first). Without a preference the geometric winner stands.
    func redirectThroughSection(_ target: FocusTarget, origin: FocusTarget) -> (Int, FocusTarget, ViewID)? {
        var sections: [Int] = []
        for ancestor in tree.ancestors(of: target) {
            if tree.node(ancestor, contains: origin) { break }
            if tree.entries[ancestor].kind == .section { sections.append(ancestor) }
        }
        for section in sections.reversed() {
            if let entry = preferredEntry(section: section) { return (section, entry.0, entry.1) }
        }
        return nil
    }

    /// With nothing focused, a move only establishes default focus.
    func takeInitialFocus(_ move: FocusMove) -> MoveResult {
        let from = focusedID
        if let target = defaultTarget(in: nil) {
            setFocus(target)
            return MoveResult(move: move, from: from, to: focusedID, moved: true, reason: "took default focus")
        }
        return MoveResult(move: move, from: from, to: from, moved: false, reason: "nothing focusable")
    }

    /// A qualifying candidate and its distances.
    struct Scored {
        var target: FocusTarget
        var major: Double
        var minor: Double
    }

    /// `target`, seen at `frame`, scored for a move from `src`: nil unless it lies in the
    /// direction and in the origin's beam.
    func inBeam(_ target: FocusTarget, at frame: Rect, from src: Rect, _ direction: MoveDirection) -> Scored? {
        guard BeamGeometry.isInDirection(src, frame, direction), BeamGeometry.beamsOverlap(src, frame, direction) else { return nil }
        return Scored(target: target, major: BeamGeometry.majorAxisDistance(src, frame, direction),
                      minor: BeamGeometry.minorAxisDistance(src, frame, direction))
    }

    /// The ranking: major-axis distance, then minor-axis distance, then tree order. (A move that
    /// stays in a scroll view puts what lies beyond its edge after the rest first, ``liesBeyond(_:scrollView:)``.)
    func ranks(_ a: Scored, before b: Scored) -> Bool {
        if a.major != b.major { return a.major < b.major }
        if a.minor != b.minor { return a.minor < b.minor }
        return tree.precedes(a.target, b.target)
    }

    /// A node's verdict as a candidate, or nil for nodes that are no candidates at all (the
    /// origin and its ancestors).
    func verdict(node i: Int, origin: FocusTarget, src: Rect, direction: MoveDirection) -> Candidate.Verdict? {
        if tree.node(i, contains: origin) { return nil }
        let e = tree.entries[i]
        if e.shadowed { return .rejected("duplicate id") }
        if !tree.isInModalScope(.node(i)) { return .rejected("outside modal scope") }
        if e.disabled { return .rejected("disabled") }
        let isSection = e.kind == .section && e.interactions == nil
        if e.interactions == nil && !isSection { return .rejected("not focusable") }
        if isSection && !e.hasFocusableContent { return .rejected("empty section") }
        if isClippedAway(e.frame, clip: e.clip, origin: origin) { return .rejected("scrolled out of view") }
        guard let seen = visibleAcross(e.frame, clip: e.clip, direction: direction) else {
            return .rejected("scrolled out of view")
        }
        if !BeamGeometry.isInDirection(src, seen, direction) { return .rejected("behind") }
        if !BeamGeometry.beamsOverlap(src, seen, direction) { return .rejected("outside beam") }
        return .scored(major: BeamGeometry.majorAxisDistance(src, seen, direction),
                       minor: BeamGeometry.minorAxisDistance(src, seen, direction))
    }

    /// The part of a frame a person sees across the move: its extent across the move clipped to
    /// every scrolling ancestor's visible frame, from `clip` outward; along the move it keeps its
    /// whole extent. Nil when nothing of it shows across the move.
    ///
    /// A poster scrolled 90 % under a sidebar beside its shelf is scored for Down by the sliver
    /// that shows, so the sidebar's next button wins over it; content scrolled out along the
    /// move's axis keeps its full frame, so a move still reaches it and focus-driven scrolling
    /// brings it into view.
    func visibleAcross(_ frame: Rect, clip: Int, direction: MoveDirection) -> Rect? {
        let across = direction.axis.perpendicular
        var low = frame.min(across), high = frame.max(across)
        var c = clip
        while c >= 0 {
            let visible = tree.entries[c].frame
            low = Swift.max(low, visible.min(across))
            high = Swift.min(high, visible.max(across))
            c = tree.entries[c].clip
        }
        // A frame with no extent across (a caret) stays a candidate where it stands inside;
        // a frame with extent keeps only a part that has some.
        guard high > low || (high == low && frame.length(across) == 0) else { return nil }
        return across == .horizontal
            ? Rect(x: low, y: frame.minY, width: high - low, height: frame.height)
            : Rect(x: frame.minX, y: low, width: frame.width, height: high - low)
    }

    /// Whether a frame lies outside a scrolling ancestor's visible frame while the origin is
    /// outside that ancestor: such content is reachable only from inside the scroll view.
    func isClippedAway(_ frame: Rect, clip: Int, origin: FocusTarget) -> Bool {
        var c = clip
        while c >= 0 {
            let clipEntry = tree.entries[c]
            if !tree.node(c, contains: origin), !frame.intersects(clipEntry.frame) { return true }
            c = clipEntry.clip
        }
        return false
    }

    /// The scroll view a move stays inside, or nil: the nearest scrolling ancestor of the origin
    /// that can still scroll toward the move to a candidate (one inside it reaching past its
    /// visible edge that way), unless the best candidate already lies inside it.
    ///
    /// On Apple TV, Up in a collection view scrolled down climbs its rows and reaches the tab bar
    /// above only from the first row, whatever the scroll offset is mid-animation; Android's
    /// `RecyclerView.focusSearch` keeps focus inside the same way while it can scroll that
    /// direction. Across a scroll view's axis nothing reaches past its edge, so geometry alone
    /// decides (a shelf's Down goes to what is nearest below). `scored` gains the nodes inside a
    /// scroll view that the strip search stopped short of, unless it `searchedAll`.
    func scrollScope(origin: FocusTarget, src: Rect, direction: MoveDirection, scored: inout [Scored],
                     searchedAll: Bool) -> Int? {
        guard let best = scored.min(by: { ranks($0, before: $1) }) else { return nil }
        for clip in tree.clips(of: origin) {
            if tree.node(clip, contains: best.target) { return nil }
            if !searchedAll {
                let known = Set(scored.map(\.target))
                scored += searchNodes(origin: origin, src: src, direction: direction, within: clip)
                    .filter { !known.contains($0.target) }
            }
            let visible = tree.entries[clip].frame
            // A candidate reaches past the visible edge when the visible frame does not reach its.
            if scored.contains(where: { tree.node(clip, contains: $0.target)
                                        && !reaches(visible, pastEdgeOf: tree.frame(of: $0.target), direction) }) {
                return clip
            }
        }
        return nil
    }

    /// Whether a candidate lies outside the scroll view `scope` and beyond its visible frame (its
    /// centre outside it): the scroll view's own content comes first. A view outside the scroll
    /// view that floats over it (a button laid over a list) still competes by distance.
    func liesBeyond(_ candidate: Scored, scrollView scope: Int) -> Bool {
        guard !tree.node(scope, contains: candidate.target) else { return false }
        let f = tree.frame(of: candidate.target)
        return !tree.entries[scope].frame.contains(Point(x: f.midX, y: f.midY))
    }

    /// The spatial search over nodes: growing strips along the beam, queried in the grid index,
    /// until the best candidate is nearer than the strip is long or the strip leaves the tree.
    /// With `scope`, only the nodes inside that node are gathered.
    func searchNodes(origin: FocusTarget, src: Rect, direction: MoveDirection, within scope: Int? = nil) -> [Scored] {
        let grid = tree.grid
        var found: [Int: Scored] = [:]
        var length = Swift.max(Self.initialSearchLength, src.length(direction.axis))
        for _ in 0..<Self.maxSearchSteps {
            let strip = gatheringStrip(src, direction, length)
            grid.query(strip) { i in
                guard found[i] == nil, scope.map({ tree.node($0, contains: .node(i)) }) ?? true,
                      case .scored(let major, let minor)? = verdict(node: i, origin: origin, src: src, direction: direction)
                else { return }
                found[i] = Scored(target: .node(i), major: major, minor: minor)
            }
            if let nearest = found.values.map(\.major).min(), nearest < length { break }
            if grid.reachesPastBounds(strip, direction) { break }
            length *= 2
        }
        return Array(found.values)
    }

    /// The beam strip, widened by ``stripSlack`` across the move.
    func gatheringStrip(_ src: Rect, _ direction: MoveDirection, _ length: Double) -> Rect {
        let strip = BeamGeometry.strip(from: src, direction, length: length)
        return direction.axis == .vertical
            ? Rect(x: strip.minX - Self.stripSlack, y: strip.minY, width: strip.width + 2 * Self.stripSlack, height: strip.height)
            : Rect(x: strip.minX, y: strip.minY - Self.stripSlack, width: strip.width, height: strip.height + 2 * Self.stripSlack)
    }

    /// The same search over the items of lazy regions that are not materialised, by asking each
    /// region's geometry for the items in the strip: cost follows what a strip holds, never the
    /// region's item count. From outside a region only its visible part is searched.
    func searchLazyRegions(origin: FocusTarget, src: Rect, direction: MoveDirection) -> [Scored] {
        var out: [Scored] = []
        for (r, entry) in tree.regions.enumerated() {
            let node = tree.entries[entry.node]
            guard !node.disabled, !node.shadowed, tree.isInModalScope(.node(entry.node)) else { continue }
            let inside = tree.node(entry.node, contains: origin)
            let content = entry.region.contentFrame
            let limit = inside ? content : (content.intersection(node.frame) ?? .zero)
            guard !limit.isEmpty else { continue }
            if !inside && isClippedAway(node.frame, clip: node.clip, origin: origin) { continue }
            var found: [Int: Scored] = [:]
            var length = Swift.max(Self.initialSearchLength, src.length(direction.axis))
            for _ in 0..<Self.maxSearchSteps {
                let strip = gatheringStrip(src, direction, length)
                if let query = overlap(strip, limit) {
                    for item in entry.region.items(intersecting: query) where found[item] == nil {
                        let target = tree.target(region: r, item: item)
                        guard case .item = target, target != origin, tree.isFocusable(target) else { continue }
                        let whole = entry.region.frame(ofItem: item)
                        guard inside || whole.intersects(node.frame),
                              let f = visibleAcross(whole, clip: entry.node, direction: direction),
                              let scored = inBeam(target, at: f, from: src, direction) else { continue }
                        found[item] = scored
                    }
                }
                if let nearest = found.values.map(\.major).min(), nearest < length { break }
                if reaches(strip, pastEdgeOf: limit, direction) { break }
                length *= 2
            }
            out += found.values
        }
        return out
    }

    /// The overlap of two rectangles, allowing a zero-width result.
    func overlap(_ a: Rect, _ b: Rect) -> Rect? {
        let x0 = Swift.max(a.minX, b.minX), y0 = Swift.max(a.minY, b.minY)
        let x1 = Swift.min(a.maxX, b.maxX), y1 = Swift.min(a.maxY, b.maxY)
        guard x1 >= x0, y1 >= y0 else { return nil }
        return Rect(x: x0, y: y0, width: x1 - x0, height: y1 - y0)
    }

    /// Whether `strip` reaches as far as `area`'s far edge in the move's direction (a search
    /// strip that covers the area; a scroll view's visible frame that shows a candidate's end).
    func reaches(_ strip: Rect, pastEdgeOf area: Rect, _ direction: MoveDirection) -> Bool {
        switch direction {
        case .left: strip.minX <= area.minX
        case .right: strip.maxX >= area.maxX
        case .up: strip.minY <= area.minY
        case .down: strip.maxY >= area.maxY
        }
    }

    /// Where focus lands when a move enters a focus section, and how it was chosen: the
    /// section's own preference, else its content in the origin's beam as a move ranks it (Left
    /// from a guide's first row reaches the sidebar button beside it, not a wider one below),
    /// else the content nearest the origin.
    func entryTarget(section s: Int, from src: Rect, direction: MoveDirection) -> (FocusTarget, ViewID)? {
        if let preferred = preferredEntry(section: s) { return preferred }
        let content = focusableTargets(in: s)
        let ahead = content.compactMap { inBeam($0, at: tree.frame(of: $0), from: src, direction) }
        if let best = ahead.min(by: { ranks($0, before: $1) }) { return (best.target, "nearest content") }
        return nearest(to: src, among: content).map { ($0, "nearest content") }
    }

    /// A section's own preference on entry: its remembered child (when it remembers), else its
    /// `defaultFocus` view the first time it takes focus (every time, when it enters at its
    /// default); nil when it has none.
    func preferredEntry(section s: Int) -> (FocusTarget, ViewID)? {
        let entry = tree.entries[s]
        if entry.remembersLastFocus, let id = lastFocusedInside[entry.id], let target = tree.resolve(id),
           canFocus(target), tree.node(s, contains: target) {
            return (target, "remembered")
        }
        guard entry.entersAtDefault || !regionsThatHeldFocus.contains(entry.id) else { return nil }
        for i in s...entry.end where tree.entries[i].isDefaultFocus && canFocus(.node(i)) {
            return (.node(i), "default focus")
        }
        return nil
    }
}
