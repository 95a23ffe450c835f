import UICore

/// Finds the views under a window point: the deepest node with an action, and the deepest focusable.
public enum HitTesting {
    /// The nodes containing `p`, outermost first; the topmost child wins; scroll views clip.
    public static func path(at p: Point, in node: Node, clip: Rect? = nil) -> [Node] {
        let inside = node.frame.contains(p) && (clip?.contains(p) ?? true)
        var childClip = clip
        if case .scroll = node.kind { childClip = clip.map { $0.intersection(node.frame) ?? .zero } ?? node.frame }
        // Topmost first, the reverse of drawing order (a background's content is drawn last).
        var order = Array(node.children.reversed())
        if case .background = node.kind, let content = node.children.first { order = [content] + node.children.dropFirst().reversed() }
        for c in order {
            let sub = path(at: p, in: c, clip: childClip)
            if !sub.isEmpty { return inside ? [node] + sub : sub }
        }
        return inside ? [node] : []
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
