import ScrollEngine
import UICore

extension ScrollCoordinator {
    /// Carries out the scrolls ``ScrollViewProxy``s asked for, in the order asked, on the
    /// laid-out `tree`: each moves the scroll views around the view it names inside its reader,
    /// innermost first, so the view's anchor point sits on the same point of each one's visible
    /// region (with no anchor, by the least that shows it whole). A request whose reader or
    /// view is not in the tree is ignored with a warning. Returns whether a scroll view moved or
    /// started moving.
    @discardableResult
    func scroll(to requests: [ScrollToRequest], in tree: Node, reduceMotion: Bool) -> Bool {
        var moved = false
        for request in requests {
            guard let (frame, scrollIDs) = target(of: request, in: tree) else {
                tracer.warn("scrollTo(\(request.id)): no view with that id inside its ScrollViewReader; ignored")
                continue
            }
            if scroll(frame, through: scrollIDs, anchor: request.anchor, animated: request.animated && !reduceMotion) {
                moved = true
            }
        }
        return moved
    }

    /// Where the view `request` names is (window points) and the ids of the scroll views around
    /// it inside its reader, innermost first: a view in the tree (the outermost carrying the id,
    /// an `.id(_:)`'s or a `ForEach` element's, in or out of its scope), else a lazy container's
    /// item never built, from the container's item geometry. Nil when neither is found.
    private func target(of request: ScrollToRequest, in tree: Node) -> (frame: Rect, scrollIDs: [ViewID])? {
        guard let reader = Self.reader(request.reader, in: tree) else { return nil }
        var path: [Node] = []
        func scrollIDs() -> [ViewID] {
            path.reversed().compactMap { n in
                guard case .scroll = n.kind, let id = n.id, controllers[id] != nil else { return nil }
                return id
            }
        }
        func built(_ n: Node) -> Bool {
            path.append(n)
            if let id = n.id, id == request.id || id.unscoped == request.id { return true }
            for child in n.children where built(child) { return true }
            path.removeLast()
            return false
        }
        if built(reader) { return (path.last!.frame, scrollIDs()) }
        func unbuilt(_ n: Node) -> Rect? {
            path.append(n)
            if case .lazy(let spec) = n.kind, let g = n.lazyGeometry, let i = spec.index(request.id), i >= 0, i < g.count {
                let geometry: any LazyItemGeometry = n.environment.layoutDirection == .rightToLeft ? MirroredItemGeometry(g) : g
                return geometry.frame(ofItem: i).offsetBy(dx: n.frame.minX, dy: n.frame.minY)
            }
            for child in n.children { if let found = unbuilt(child) { return found } }
            path.removeLast()
            return nil
        }
        guard let frame = unbuilt(reader) else { return nil }
        return (frame, scrollIDs())
    }

    /// The node the reader at `place` marked (``ScrollViewReader/ReaderKey``), nil when none is in `tree`.
    private static func reader(_ place: Int, in tree: Node) -> Node? {
        var found: Node?
        tree.visit { n in
            if found == nil, n[ScrollViewReader.ReaderKey.self]?.contains(place) == true { found = n }
            return found == nil
        }
        return found
    }

    /// Scrolls the scroll views `ids` (innermost first) to show `frame` as `anchor` says; an
    /// outer one sees the view where the inner ones' scrolls take it.
    private func scroll(_ frame: Rect, through ids: [ViewID], anchor: UnitPoint?, animated: Bool) -> Bool {
        var frame = frame, moved = false
        for id in ids {
            guard let c = controllers[id], let r = reports[id] else { continue }
            let before = c.restingOffset.scrollComponent(r.axis)
            let rect = Self.contentRect(of: frame, in: r, offset: c.offset(along: r.axis))
            let started: Bool
            if let anchor {
                // An anchor's x counts from the leading edge, as the content rect does (right to
                // left, from the right edge).
                started = c.scroll(toShow: rect, anchor: anchor, animated: animated)
            } else {
                started = c.reveal(rect: rect, margin: 0, animated: animated)
            }
            guard started else { continue }
            noteMoving(id)
            moved = true
            let delta = c.restingOffset.scrollComponent(r.axis) - before
            if r.axis == .horizontal { frame.x += r.rightToLeft ? delta : -delta } else { frame.y -= delta }
        }
        return moved
    }
}
