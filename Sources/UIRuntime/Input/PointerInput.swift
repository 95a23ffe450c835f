import ScrollEngine
import UICore

/// The mouse: where it is, what it hovers, and presses that click or drag a scroll view like a
/// finger (flinging on release). It reads the runtime (`InputState`) and asks for changes
/// with `RuntimeCommand`s.
public final class PointerInput {
    /// Seconds after the last pointer activity that hover (and the wheel's pointer targeting)
    /// lapse: the same recency that shows scroll indicators.
    public static let recency = ScrollIndicators.mouseRecency

    /// The pointer's last position in canvas points, nil before the mouse moved.
    public private(set) var position: Point?
    /// Clock time of the last pointer move or button.
    public private(set) var lastActivity = -Double.infinity
    /// The focusable view under a recently used pointer.
    public internal(set) var hoveredID: ViewID?
    private var drag: PointerDrag?
    /// The window's canvas in points (its host keeps it current): the pointer hovers nothing beyond it.
    var canvas = Size(width: Double.infinity, height: Double.infinity)
    private unowned let state: any InputState
    private let apply: CommandSink

    init(state: any InputState, apply: @escaping (RuntimeCommand) -> CommandOutcome) {
        self.state = state
        self.apply = CommandSink(apply)
    }

    /// Whether the pointer moved or clicked within ``recency`` of `now`.
    func isActive(at now: Double) -> Bool { position != nil && now - lastActivity < Self.recency }

    /// The pointer moved: hover follows it, and focus with it; a held button drags.
    ///
    /// Moving onto a focusable view focuses it, as a TV's pointer does (Android TV, spatial
    /// navigation on the web): one highlight shows at a time, and the keyboard or the D-pad go on
    /// from where the pointer left focus. The first report after the window opens (a pointer
    /// resting where the window appeared) only notes where it is, and a view under a pointer
    /// that rests is not focused again after the keys moved focus away.
    func moved(to p: Point) {
        let movedBefore = position != nil
        note(p)
        let under = state.root.flatMap { focusable(at: p, in: $0)?.id }
        if movedBefore, drag == nil, let under, under != hoveredID, under != state.focusedID {
            apply(.focus(under))
        }
        hoveredID = under
        guard var d = drag, state.hasScrollView(d.scrollID) else { return }
        let (delta, began) = d.move(to: p, now: state.now)
        if began { apply(.beginDrag(scrollView: d.scrollID)) }
        if let delta { apply(.drag(scrollView: d.scrollID, by: delta)) }
        drag = d
    }

    /// Button down: remember where, in case it becomes a drag; outside scroll views it clicks.
    func pressed(at p: Point, click: (Point) -> Void) {
        note(p)
        guard let root = state.root, let sv = HitTesting.scrollView(at: p, in: root), let id = sv.scrollID,
              state.hasScrollView(id) else {
            drag = nil
            click(p)
            return
        }
        drag = PointerDrag(scrollID: id, at: p, now: state.now)
    }

    /// Button up: a drag flings (velocity from the recent samples), a press without motion clicks.
    func released(at p: Point, click: (Point) -> Void) {
        note(p)
        guard let d = drag else { return }
        drag = nil
        guard d.isDragging, state.hasScrollView(d.scrollID) else { click(d.start); return }
        apply(.endDrag(scrollView: d.scrollID, velocity: d.releaseVelocity))
    }

    /// Hover for this frame's tree: the focusable view under a recently used pointer.
    ///
    /// `layoutUnchanged`: `tree` is the tree hover was last found in, not laid out or moved
    /// since (a frame drawn from the last layout); a pointer resting where it was then hovers
    /// what it hovered, without walking the tree again (a walk every frame of a focus
    /// animation, a quarter of a millisecond at 1280×720, while the pointer rests over the window).
    func updateHover(in tree: Node, now: Double, layoutUnchanged: Bool = false) {
        guard let p = position, isActive(at: now) else {
            hoveredID = nil
            lastHoverTest = nil
            return
        }
        if layoutUnchanged, let last = lastHoverTest, last.tree === tree, last.point == p { return }
        hoveredID = focusable(at: p, in: tree)?.id
        lastHoverTest = (tree, p)
    }

    /// The tree and pointer position hover was last found for (``updateHover(in:now:layoutUnchanged:)``).
    private var lastHoverTest: (tree: Node, point: Point)?

    /// The focusable view under `p`; none outside the window (``canvas``), where a view
    /// reaching past the edge is not seen (a drag reports positions out there), and a resting
    /// pointer beside the window costs no walk of the tree every frame.
    func focusable(at p: Point, in root: Node) -> Node? {
        guard Rect(origin: .zero, size: canvas).contains(p) else { return nil }
        return HitTesting.focusable(at: p, in: root)
    }

    /// The scroll view under a recently used pointer.
    func scrollViewUnderPointer() -> ViewID? {
        guard let p = position, isActive(at: state.now), let root = state.root else { return nil }
        return HitTesting.scrollView(at: p, in: root)?.scrollID
    }

    private func note(_ p: Point) {
        position = p
        lastActivity = state.now
    }
}

extension Node {
    /// The scroll view's id when this is a scroll view.
    var scrollID: ViewID? { if case .scroll(let s) = kind { return s.id } else { return nil } }
}
