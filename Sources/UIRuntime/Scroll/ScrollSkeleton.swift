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
        var parts: [Part] = [], transition = false
        Self.collect(tree, into: &parts, transition: &transition)
        self.parts = parts
        hasTransition = transition
    }

    /// Appends the parts in `node`'s subtree to `parts`, in tree order.
    ///
    /// Every node of the tree is asked, each frame built: each is asked in place (whether it
    /// holds attributes, which case its kind is) and each child lent to the next level, not
    /// copied out and retained.
    private static func collect(_ node: Node, into parts: inout [Part], transition: inout Bool) {
        if node.hasAttributes, node[ScrollAttributes.TransitionKey.self] != nil { transition = true }
        switch node.kindCase {
        case .lazy:
            var inner: [Part] = []
            node.forEachChild { collect($0, into: &inner, transition: &transition) }
            parts.append(Part(node: node, kind: .lazy(inner)))
        case .scroll:
            var content: [Part] = [], rest: [Part] = []
            var first = true
            node.forEachChild { c in
                if first { collect(c, into: &content, transition: &transition) } else { collect(c, into: &rest, transition: &transition) }
                first = false
            }
            parts.append(Part(node: node, kind: .scroll(content: content, rest: rest)))
        default:
            node.forEachChild { collect($0, into: &parts, transition: &transition) }
        }
    }
}
