import ScrollEngine
import UICore

/// Keeps focus where it can be seen when the wheel (the Digital Crown) scrolls: tvOS never
/// leaves focus on a view scrolled out of sight, so a wheel turn that will carry the focused view
/// out of its scroll view moves focus to the nearest view that will be in sight once the scroll
/// comes to rest (then spoken, as any focus move is). Scrolling by focus, by a drag or by the app
/// never moves focus: they scroll to show it.
enum FocusInSight {
    /// After the wheel turned the scroll view `id`: the view focus should move to because the
    /// focused view, inside that scroll view, will be wholly out of its sight at the offset the
    /// scroll comes to rest at — the nearest focusable view in sight then; nil when focus stays.
    /// `root`: the last laid-out tree; `focused`: the focused view; `controller`: the scroll
    /// view's controller.
    static func view(toFocusIn root: Node, focused: ViewID, controller: ScrollController, scrollView id: ViewID) -> ViewID? {
        guard let scroll = root.find(id: id),
              case .scroll(let spec) = scroll.kind, let focusedNode = scroll.find(id: focused) else { return nil }
        let rtl = scroll.environment.layoutDirection == .rightToLeft
        let now = ScrollLayout.contentTranslation(forOffset: controller.offset(along: spec.axis), axis: spec.axis, rightToLeft: rtl)
        let rest = ScrollLayout.contentTranslation(forOffset: controller.restingOffset.scrollComponent(spec.axis), axis: spec.axis,
                                                   rightToLeft: rtl)
        // Where a view laid out at the current offset will be once the scroll rests.
        func atRest(_ r: Rect) -> Rect { r.offsetBy(dx: rest.dx - now.dx, dy: rest.dy - now.dy) }
        let sight = scroll.frame
        let from = atRest(focusedNode.frame)
        guard from.intersection(sight) == nil else { return nil }
        var best: (id: ViewID, distance: Double)?
        scroll.visit { n in
            if n !== scroll, case .scroll = n.kind { return false } // a nested scroll view keeps its own
            guard let nid = n.id, nid != focused, n.focus?.interactions != nil, n.environment.isEnabled else { return true }
            let r = atRest(n.frame)
            guard sight.contains(r) else { return true }
            let dx = r.midX - from.midX, dy = r.midY - from.midY
            let d = dx * dx + dy * dy
            if best.map({ d < $0.distance }) ?? true { best = (nid, d) }
            return true
        }
        return best?.id
    }
}
