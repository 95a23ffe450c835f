import UICore

/// Finds the views under a window point: the deepest node with an action, and the deepest focusable.
public enum HitTesting {
    /// The nodes containing `p`, outermost first; the topmost child wins; scroll views clip;
    /// views that only lay out their children are hit only through a child;
    /// views with `allowsHitTesting(false)` are passed through. A
    /// stroked shape without a fill is hit only on its stroke, as in SwiftUI, so a ring drawn over
    /// a control (a focus stroke in an overlay) lets clicks through to what is inside it.
    public static func path(at p: Point, in node: Node, clip: Rect? = nil) -> [Node] {
        // `allowsHitTesting(false)`: the pointer passes through the view and everything in it.
        // Each node is asked in place (whether it holds attributes, which case its kind is) and
        // each child lent from its parent's array: a pointer over the window walks much of the
        // tree each frame built, and copying each node's kind out (its payload retained) and
        // each child was most of the walk.
        if node.hasAttributes, node[HitTestingDisabled.self] == true { return [] }
        let kind = node.kindCase
        let inside = node.frame.contains(p) && (clip?.contains(p) ?? true) && !(kind == .shape && insideStrokeOnly(node, p))
        var childClip = clip
        if kind == .scroll { childClip = clip.map { $0.intersection(node.frame) ?? .zero } ?? node.frame }
        // Nothing inside a clip that leaves `p` out can be hit: its subtree is not walked (a
        // resting pointer beside a scrolled grid walked every item of it each frame).
        if childClip?.contains(p) ?? true {
            // Topmost first, the reverse of drawing order (a background's content is drawn last).
            let contentFirst = kind == .background
            let found: [Node]? = node.firstChild(visiting: { k, count in contentFirst ? (k == 0 ? 0 : count - k) : count - 1 - k }) { c in
                let sub = path(at: p, in: c, clip: childClip)
                return sub.isEmpty ? nil : (inside ? [node] + sub : sub)
            }
            if let found { return found }
        }
        return inside && !isLayoutOnly(node) ? [node] : []
    }

    /// Whether `node` only arranges its children and draws nothing of its own (a stack,
    /// padding, frame or group without an action or focus): as in SwiftUI, where only drawn
    /// content is hit, such a view is hit only through a child, so its empty area lets the
    /// pointer through to the views under it. (An archived widget places each control in a
    /// padding wrapper reaching from the card's corner; the topmost empty wrapper used to
    /// swallow clicks meant for every control under it.)
    static func isLayoutOnly(_ node: Node) -> Bool {
        guard node.action == nil, !node.hasFocusTraits else { return false }
        switch node.kindCase {
        case .empty, .group, .stack, .zstack, .spacer, .padding, .frame, .custom: return true
        case .text, .shape, .image, .background, .overlay, .scroll, .lazy: return false
        }
    }

    /// Whether `node` is a stroke-only shape and `p` lies inside its stroke band.
    static func insideStrokeOnly(_ node: Node, _ p: Point) -> Bool {
        guard case .shape(let shape) = node.kind, shape.fill == nil, node.children.isEmpty else { return false }
        let w = max(0, shape.lineWidth)
        let inner = Rect(x: node.frame.minX + w, y: node.frame.minY + w,
                         width: node.frame.width - 2 * w, height: node.frame.height - 2 * w)
        return inner.width > 0 && inner.height > 0 && inner.contains(p)
    }

    /// The deepest node under `p` whose focus traits make it focusable (or a text field).
    public static func focusable(at p: Point, in root: Node) -> Node? {
        path(at: p, in: root).last { $0.focus?.interactions != nil || $0.focus?.isTextField == true }
    }

    /// The deepest node under `p` with an action.
    public static func actionable(at p: Point, in root: Node) -> Node? {
        path(at: p, in: root).last { $0.action != nil }
    }

    /// The innermost scroll view under `p`.
    public static func scrollView(at p: Point, in root: Node) -> Node? {
        path(at: p, in: root).last { if case .scroll = $0.kind { return true } else { return false } }
    }
}
