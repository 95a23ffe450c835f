import ScrollEngine
import UICore

/// The nodes of a laid-out tree that moving its scrolled content has to look at — its scroll
/// views and lazy containers, nested as in the tree — so each frame of a scroll animation
/// walks those few instead of the whole tree (``ScrollShift``).
///
/// It is worked out from a tree once and holds while that tree keeps its shape
/// (``Node/structureGeneration``): a scroll frame changes frames and scroll placements only.
/// Where each node sits, what a lazy container built and where a scroll view is placed are read
/// from the nodes themselves as each frame asks.
final class ScrollSkeleton {
    /// One scroll view or lazy container, and those inside it.
    struct Part {
        enum Kind {
            /// A lazy container, and the parts inside its items.
            case lazy([Part])
            /// A scroll view: the parts inside its content (its first child), then those inside
            /// its other children (drawn around the content, not scrolled with it).
            case scroll(content: [Part], rest: [Part])
        }
        /// Not held: the skeleton is asked only while its tree is alive and keeps its shape,
        /// when every part is in it.
        unowned let node: Node
        let kind: Kind
        /// A scroll view's content and every node inside it, as their places in ``contentNodes``
        /// (empty for a lazy container).
        var content: Range<Int> = 0..<0
    }

    /// The tree it was worked out from, not held (a tree the app let go of is freed where it
    /// was before; another tree made where it was is not it, as the reference is then nil).
    private(set) weak var tree: Node?
    /// ``Node/structureGeneration`` when it was worked out.
    let generation: UInt64
    /// The outermost parts, in tree order.
    let parts: [Part]
    /// Whether some view of the tree has a scroll transition (it looks different for where it
    /// sits, so no scrolled frame may be moved rather than laid out).
    let hasTransition: Bool
    /// Every node inside a scroll view's content, in tree order (each content's subtree is one
    /// run, ``Part/content``; nested content lies inside its outer run), not held.
    ///
    /// A scroll frame moves one content's nodes through this list: the walk down its subtree
    /// read each node's children too, and a held Down through the grid spent 4 % of the app's
    /// CPU there (`perf`, 1920×1080), more in cache misses than in instructions.
    let contentNodes: [Unmanaged<Node>]

    /// The skeleton of `tree`: `cached` when it was worked out from this tree and the tree kept
    /// its shape since, else a new one (kept in `cached`).
    static func of(_ tree: Node, cached: inout ScrollSkeleton?) -> ScrollSkeleton {
        let generation = Node.structureGeneration
        if let kept = cached, kept.tree === tree, kept.generation == generation { return kept }
        let made = ScrollSkeleton(tree, generation: generation)
        cached = made
        return made
    }

    private init(_ tree: Node, generation: UInt64) {
        self.tree = tree
        self.generation = generation
        var parts: [Part] = [], transition = false, nodes: [Unmanaged<Node>] = []
        Self.collect(tree, into: &parts, transition: &transition, nodes: &nodes, inContent: false)
        self.parts = parts
        hasTransition = transition
        contentNodes = nodes
    }

    /// Moves the nodes of `part`'s content (a scroll view's, worked out from this skeleton's
    /// tree, which kept its shape) by an offset, as ``Node/translate(dx:dy:)`` moves its subtree.
    func translateContent(of part: Part, dx: Double, dy: Double) {
        contentNodes.withUnsafeBufferPointer { nodes in
            for i in part.content { nodes[i]._withUnsafeGuaranteedRef { $0.offsetFrame(dx: dx, dy: dy) } }
        }
    }

    /// Appends the parts in `node`'s subtree to `parts`, in tree order.
    ///
    /// Every node of the tree is asked, each frame built: each is asked in place (whether it
    /// holds attributes, which case its kind is) and each child lent to the next level, not
    /// copied out and retained. `inContent`: the node is inside a scroll view's content, and
    /// is listed in `nodes` (``contentNodes``).
    private static func collect(_ node: Node, into parts: inout [Part], transition: inout Bool,
                                nodes: inout [Unmanaged<Node>], inContent: Bool) {
        if inContent { nodes.append(Unmanaged.passUnretained(node)) }
        if node.hasAttributes, node[ScrollAttributes.TransitionKey.self] != nil { transition = true }
        switch node.kindCase {
        case .lazy:
            var inner: [Part] = []
            node.forEachChild { collect($0, into: &inner, transition: &transition, nodes: &nodes, inContent: inContent) }
            parts.append(Part(node: node, kind: .lazy(inner)))
        case .scroll:
            var content: [Part] = [], rest: [Part] = []
            var first = true, moved = 0..<0
            node.forEachChild { c in
                if first {
                    let start = nodes.count
                    collect(c, into: &content, transition: &transition, nodes: &nodes, inContent: true)
                    moved = start..<nodes.count
                } else {
                    collect(c, into: &rest, transition: &transition, nodes: &nodes, inContent: inContent)
                }
                first = false
            }
            parts.append(Part(node: node, kind: .scroll(content: content, rest: rest), content: moved))
        default:
            node.forEachChild { collect($0, into: &parts, transition: &transition, nodes: &nodes, inContent: inContent) }
        }
    }
}
