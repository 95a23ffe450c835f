import UICore

/// The views of one laid-out tree that focus effects and marquees may decorate: its focusable
/// views (by id) and its marquee texts. Found with one walk of the
/// tree and kept while the tree is, so a frame drawn from the last layout — a lift easing, a
/// marquee scrolling — looks at these few views instead of walking every node again.
struct DecoratedViews {
    /// The tree walked.
    let root: Node
    /// Every view with an id that takes focus (interactions or a text field), by id (several
    /// when views share one, in tree order).
    let focusablesByID: [ViewID: [Node]]
    /// Every text laid out as a marquee (``TextContent/marquee``), in tree order.
    let marqueeTexts: [Node]

    init(_ root: Node) {
        self.root = root
        var focusables: [ViewID: [Node]] = [:]
        var texts: [Node] = []
        root.visit { n in
            if let id = n.id, let traits = n.focus, traits.interactions != nil || traits.isTextField { focusables[id, default: []].append(n) }
            if case .text(let t) = n.kind, t.marquee { texts.append(n) }
            return true
        }
        focusablesByID = focusables
        marqueeTexts = texts
    }
}
