import ScrollEngine
import UICore

/// One `ScrollController` per scroll view, keyed by the view's stable id: created when layout
/// first reports the view, updated from each layout, stepped each frame; it writes scroll
/// positions back to `scrollPosition` bindings and traces each scroll that comes to rest.
///
/// See also: ``InputRouter`` (wheel and drag), ``ViewHost`` (reveal on focus changes).
public final class ScrollCoordinator {
    /// The controllers by scroll view id.
    public private(set) var controllers: [ViewID: ScrollController] = [:]
    /// What the last layout reported per scroll view on screen.
    public private(set) var reports: [ViewID: LayoutContext.ScrollReport] = [:]
    /// Scroll views that were moving at the last tick (a `scroll` trace event when they stop).
    private var wasAnimating: Set<ViewID> = []
    /// The views of the tree last asked about that carry the scroll views' ids (the first of
    /// each, as `Node.find(id:)` finds it), by id: indicators are drawn and scheduled every
    /// frame, and finding each scroll view in the tree again each time walked it whole per view.
    /// Forgotten when the set of reported scroll views changes.
    private var scrollNodes: (tree: Node, nodes: [ViewID: Node])?
    private let clock: any TimeSource
    let tracer: Tracer

    init(clock: any TimeSource, tracer: Tracer) {
        self.clock = clock
        self.tracer = tracer
    }

    /// The controller of a scroll view.
    public subscript(id: ViewID) -> ScrollController? { controllers[id] }

    /// Whether any scroll view is still moving, or one moved (a reduce-motion reveal jumps) and
    /// its resting frame and `scroll` report are still to come: both need one more frame.
    public var isAnimating: Bool {
        controllers.values.contains { $0.isAnimating } || wasAnimating.contains { controllers[$0] != nil }
    }

    /// The offsets layout applies, by scroll view id: each controller's offset snapped to whole
    /// device pixels at `pixelsPerPoint`, as UIKit rounds a scroll view's content offset to the
    /// screen's pixels. Content then moves by whole pixels from frame to frame, so its text and
    /// edges keep their pixel phase while it scrolls, and a renderer can move the pixels it
    /// already drew instead of drawing them again. The controllers keep their exact offsets
    /// (their physics and the `scroll` trace events are unchanged).
    func offsets(pixelsPerPoint: Double) -> [ViewID: Double] {
        controllers.mapValues { Self.snapped($0.offset(along: $0.primaryAxis), pixelsPerPoint: pixelsPerPoint) }
    }

    /// Where each scroll view's running animation rests (``ScrollController/restingOffset``),
    /// along its axis, for the scroll views that are moving.
    func restingOffsets() -> [ViewID: Double] {
        var out: [ViewID: Double] = [:]
        for (id, c) in controllers where c.isAnimating { out[id] = c.restingOffset.scrollComponent(c.primaryAxis) }
        return out
    }

    /// Moves each scroll view's content by what layout asked (``LayoutContext/anchorShifts``):
    /// rows measured above what it shows changed length, and what it shows, and what it will rest
    /// on, stay still. A scroll view never laid out before has nothing to keep.
    func keepAnchored(_ shifts: [ViewID: (now: Double, resting: Double)]) {
        for (id, delta) in shifts {
            guard let c = controllers[id] else { continue }
            c.moveContent(by: delta.now, restingBy: delta.resting, along: c.primaryAxis)
        }
    }

    /// `offset` rounded to the nearest whole device pixel at `pixelsPerPoint` (unchanged when
    /// that is not a positive finite scale).
    static func snapped(_ offset: Double, pixelsPerPoint s: Double) -> Double {
        guard s > 0, s.isFinite, offset.isFinite else { return offset }
        return (offset * s).rounded() / s
    }

    /// Marks a scroll view as moving (its `scroll` trace event comes when it rests).
    func noteMoving(_ id: ViewID) { wasAnimating.insert(id) }

    /// Jumps a scroll view back to its start (content replaced wholesale).
    public func reset(_ id: ViewID) { controllers[id]?.scroll(to: .zero, animated: false) }

    /// Steps scroll animations; reports each scroll that comes to rest. Returns whether a
    /// `scrollPosition` binding was written meanwhile (the app's state changed: the tree must be
    /// built again).
    @discardableResult
    func tick(root: Node?) -> Bool {
        positionWritten = false
        for (id, c) in controllers {
            // Bad requests (unknown scroll-position ids, non-finite input) are ignored by the engine
            // and logged here, once each.
            for w in c.warnings { tracer.warn("scroll view \(id): \(w)") }
            if !c.warnings.isEmpty { c.clearWarnings() }
            if c.tick() { writeBackPosition(id, node: root.flatMap { node(id, in: $0) }) }
            if c.isAnimating { wasAnimating.insert(id) } else if wasAnimating.remove(id) != nil, reports[id] != nil {
                report(id, root: root) // only for scroll views still on screen
            }
        }
        return positionWritten
    }

    /// Whether ``writeBackPosition(_:node:)`` wrote a binding since ``tick(root:)`` began.
    private var positionWritten = false
    /// The scroll views and lazy containers of the tree last moved (``ScrollShift``), kept while it keeps its shape.
    private var skeleton: ScrollSkeleton?
    /// How many built trees were walked for their scroll transitions (``applyTransitions(_:)``;
    /// tests read it).
    private(set) var transitionPasses = 0

    /// Moves the content of `tree`'s scroll views to the controllers' offsets (snapped to the
    /// pixels of `pixelsPerPoint`, as layout gets them) without laying the
    /// tree out again (``ScrollShift``), and the reported frames of scroll views inside moved
    /// content with it. Returns what moved (nothing: every snapped offset is where the tree
    /// has it, as in a scroll animation's last frames, which move by less than a pixel); nil,
    /// with nothing moved, when the tree must be laid out again.
    func shiftContent(of tree: Node, canvas: Size, pixelsPerPoint: Double) -> ScrollShift.Shift? {
        guard let shift = ScrollShift.apply(to: tree, offsets: offsets(pixelsPerPoint: pixelsPerPoint), canvas: canvas,
                                                 skeleton: &skeleton) else { return nil }
        for n in shift.scrollViews { if case .scroll(let spec) = n.kind { reports[spec.id]?.frame = n.frame } }
        return shift
    }

    /// The id of the leading-most target at the current offset (S6), written to the
    /// `scrollPosition` binding of the scroll view's `node` (when it has one).
    @discardableResult
    func writeBackPosition(_ id: ViewID, node: Node?) -> String? {
        guard let c = controllers[id] else { return nil }
        let index = c.scrollPositionIndex(at: c.offset)
        let positionID = index.flatMap { c.identity?.id(at: $0) }.map { "\($0.base)" }
        if let binding = node?[ScrollAttributes.PositionKey.self], let positionID,
           binding.wrappedValue != positionID {
            binding.wrappedValue = positionID
            positionWritten = true
        }
        return positionID
    }

    /// A `scroll` trace event and, for views bound with `scrollPosition`, the position write-back (S6).
    func report(_ id: ViewID, root: Node?) {
        guard let c = controllers[id] else { return }
        let index = c.scrollPositionIndex(at: c.offset)
        let positionID = writeBackPosition(id, node: root.flatMap { node(id, in: $0) })
        tracer.emit(.scroll(view: id, offset: c.offset(along: c.primaryAxis).rounded(),
                            position: positionID.map { .string($0) } ?? index.map { .number(Double($0)) } ?? .null))
    }

    /// Creates or updates one controller per scroll view from what layout reported; their
    /// springs settle at the device pixels of `pixelsPerPoint` (``ScrollController/pixelsPerPoint``).
    func sync(_ newReports: [ViewID: LayoutContext.ScrollReport], tree: Node, pixelsPerPoint: Double? = nil) {
        reports = newReports
        scrollNodes = nil
        for (id, r) in newReports {
            let controller: ScrollController
            if let c = controllers[id] { controller = c } else {
                controller = ScrollController(axes: r.axis == .horizontal ? .horizontal : .vertical, clock: clock)
                controllers[id] = controller
            }
            controller.pixelsPerPoint = pixelsPerPoint
            let node = scrollNode(id, in: tree)
            if let b = node?[ScrollAttributes.BehaviorKey.self] { controller.behavior = b }
            var margins = EdgeInsets.zero
            if r.axis == .horizontal { margins.leading = r.margins.leading; margins.trailing = r.margins.trailing } else {
                margins.top = r.margins.leading; margins.bottom = r.margins.trailing
            }
            controller.setContentMargins(margins, for: .scrollContent)
            controller.setContentMargins(r.indicatorMargins, for: .scrollIndicators)
            var content = r.frame.size
            content[r.axis] = max(0, r.contentLength - r.margins.leading - r.margins.trailing)
            let targets = node.flatMap { Self.targets(of: $0, axis: r.axis) }
            if targets != nil, let ids = node?[ScrollAttributes.IdentityKey.self] { controller.identity = ids }
            controller.setGeometry(container: r.frame.size, content: content, targets: targets)
            // A view that comes back (its `@State` binding fresh) learns where its scroll view rests.
            if !controller.isAnimating { writeBackPosition(id, node: node) }
        }
    }

    /// The scroll targets of a scroll view: the children of the `scrollTargetLayout()` container
    /// in its content, wherever it sits there (the whole content, inside `.padding` or a
    /// `.frame`, below a header), not looking into scroll views nested in it. A lazy container
    /// gives every item, built or not; any other container its children. Frames are in the
    /// content's coordinates (its origin at the leading content inset).
    static func targets(of scroll: Node, axis: Axis) -> ScrollTargetSet? {
        guard let content = scroll.children.first else { return nil }
        var layout: Node?
        content.visit { n in
            guard layout == nil else { return false }
            if n[ScrollAttributes.TargetLayoutKey.self] == true { layout = n; return false }
            // Not into nested scroll views, nor into a lazy container's items (a layout marked
            // inside one item is not this scroll view's): the walk stays a handful of nodes
            // each frame, however many items are built.
            switch n.kind {
            case .scroll, .lazy: return false
            default: return true
            }
        }
        guard let layout else { return nil }
        let dx = layout.frame.minX - content.frame.minX, dy = layout.frame.minY - content.frame.minY
        if let lazy = layout.lazyGeometry {
            return ScrollTargetSet(layout: dx == 0 && dy == 0 ? lazy : OffsetItemGeometry(lazy, dx: dx, dy: dy), axis: axis)
        }
        // A stack marked in place: its children (one stack of them when it wraps a single one).
        var items = layout.children
        if items.count == 1, case .stack = items[0].kind { items = items[0].children }
        let frames = items.map { $0.frame.offsetBy(dx: -content.frame.minX, dy: -content.frame.minY) }
        return frames.isEmpty ? nil : ScrollTargetSet(frames: frames, axis: axis)
    }

    /// Takes the scroll requests app code wrote to `scrollPosition` request bindings (after
    /// layout, so app state is never written while the tree is laid out) and starts them.
    func takeRequests(in tree: Node, reduceMotion: Bool) {
        for id in reports.keys.sorted() {
            guard let c = controllers[id], let request = tree.find(id: id)?[ScrollAttributes.RequestKey.self],
                  let want = request.wrappedValue else { continue }
            request.wrappedValue = nil
            c.scrollTo(id: AnyHashable(want), animated: !reduceMotion)
            wasAnimating.insert(id)
        }
    }

    /// Scrolls every scroll view around a newly focused view just enough to show it (S8);
    /// returns whether any moved or started moving. `quickly`: with the quick spring
    /// (``ScrollController/quickSpring``), for the moves of a held direction.
    @discardableResult
    func reveal(frame: Rect, in scrollIDs: [ViewID], reduceMotion: Bool, quickly: Bool = false) -> Bool {
        var moved = false
        for id in scrollIDs {
            guard let c = controllers[id], let r = reports[id] else { continue }
            let rect = Self.contentRect(of: frame, in: r, offset: c.offset(along: r.axis))
            if c.revealSnapping(rect: rect, animated: !reduceMotion, spring: quickly ? ScrollController.quickSpring : nil) {
                wasAnimating.insert(id)
                moved = true
            }
        }
        return moved
    }

    /// `frame` (window points) in the content coordinates of the scroll view `report` describes,
    /// scrolled to `offset` along its axis, as its controller takes rects: from the content's
    /// leading edge after its margins (right-to-left, a horizontal one's content runs leftward
    /// from its right edge; the direction is the scroll view's own, not the window's).
    static func contentRect(of frame: Rect, in report: LayoutContext.ScrollReport, offset: Double) -> Rect {
        var rect = frame
        if report.axis == .horizontal, report.rightToLeft {
            rect.x = report.frame.maxX - report.margins.leading - frame.maxX + offset
        } else if report.axis == .horizontal {
            rect.x = frame.minX - report.frame.minX - report.margins.leading + offset
        } else {
            rect.y = frame.minY - report.frame.minY - report.margins.leading + offset
        }
        return rect
    }

    /// Scroll transitions (S7): each item's visual effects from its place in the visible region.
    func applyTransitions(_ tree: Node) {
        // Most trees have no scroll transition: the skeleton says so without a walk of the tree
        // (it is worked out once per change of shape, and the next scrolled frame wants it too).
        guard ScrollSkeleton.of(tree, cached: &skeleton).hasTransition else { return }
        transitionPasses += 1
        tree.visit { n in
            guard case .scroll(let spec) = n.kind else { return true }
            n.visit { d in
                if let t = d[ScrollAttributes.TransitionKey.self] {
                    t.apply(to: d, visible: n.frame, axis: spec.axis)
                }
                return true
            }
            return true
        }
    }

    /// Scroll indicators (S5): shown while a mouse is in use (automatic), never for `.never`.
    func drawIndicators(into list: inout DisplayList, root: Node?, lastPointerActivity: Double, now: Double) {
        for (id, r) in reports {
            guard let c = controllers[id], let root, let node = scrollNode(id, in: root) else { continue }
            let mode = node[ScrollAttributes.IndicatorsKey.self] ?? .automatic
            let indicators = ScrollIndicators(visibility: mode, lastMouseActivity: lastPointerActivity.isFinite ? lastPointerActivity : nil)
            let alpha = indicators.opacity(at: now, lastScrollActivity: c.lastScrollActivity, isScrolling: c.isScrolling)
            guard alpha > 0, r.contentLength > r.containerLength + 1,
                  var thumb = c.indicatorThumbRect(along: r.axis, in: r.frame) else { continue }
            // The vertical indicator sits on the trailing edge, so it mirrors with the layout: in
            // right-to-left it hugs the scroll view's left edge, as UIKit's does.
            if r.axis == .vertical, node.environment.layoutDirection == .rightToLeft {
                thumb.origin.x = r.frame.minX + r.frame.maxX - thumb.maxX
            }
            // Thumb colour: white at 45 %, as tvOS/macOS overlay scrollers on dark backgrounds (tuned by eye).
            list.append(.fill(.capsule, thumb, Color.white.opacity(0.45 * alpha)))
        }
    }

    /// The first view of `tree` with the id `id`: a reported scroll view's from those
    /// ``scrollNode(_:in:)`` finds once per tree (a scroll animation asks every frame), any
    /// other by a walk.
    private func node(_ id: ViewID, in tree: Node) -> Node? {
        reports[id] != nil ? scrollNode(id, in: tree) : tree.find(id: id)
    }

    /// The first scroll view of `tree` with the id `id` (one of the reported scroll views'),
    /// found once per tree.
    private func scrollNode(_ id: ViewID, in tree: Node) -> Node? {
        if scrollNodes?.tree !== tree {
            var nodes: [ViewID: Node] = [:]
            // The scroll views are the skeleton's, in tree order (worked out once per change of
            // shape: a built frame's is at hand from its scroll transitions, not walked for again).
            func add(_ parts: [ScrollSkeleton.Part]) {
                for part in parts {
                    switch part.kind {
                    case .scroll(let content, let rest):
                        if let nid = part.node.id, reports[nid] != nil, nodes[nid] == nil { nodes[nid] = part.node }
                        add(content)
                        add(rest)
                    case .lazy(let inner):
                        add(inner)
                    }
                }
            }
            add(ScrollSkeleton.of(tree, cached: &skeleton).parts)
            scrollNodes = (tree, nodes)
        }
        return scrollNodes?.nodes[id]
    }

    /// When the indicators next change by themselves (linger ending, fading, the mouse lapsing).
    func nextIndicatorChange(root: Node?, lastPointerActivity: Double, now: Double) -> Double? {
        let mouse = lastPointerActivity.isFinite ? lastPointerActivity : nil
        var due: [Double] = []
        for (id, c) in controllers where reports[id] != nil {
            let mode = root.flatMap { scrollNode(id, in: $0) }?[ScrollAttributes.IndicatorsKey.self] ?? .automatic
            let indicators = ScrollIndicators(visibility: mode, lastMouseActivity: mouse)
            guard indicators.isWanted(at: now) else { continue }
            let mouseInUse = indicators.isMouseInUse(at: now)
            if let mouse, mouseInUse { due.append(mouse + ScrollIndicators.mouseRecency) }
            guard let last = [c.lastScrollActivity, mouseInUse ? mouse : nil].compactMap({ $0 }).max() else { continue }
            let lingerEnd = last + ScrollIndicators.lingerDuration
            if lingerEnd > now { due.append(lingerEnd) } else if now < lingerEnd + ScrollIndicators.fadeDuration { due.append(now) }
        }
        return due.min()
    }
}
