import UICore

extension KeyPressRouter {
    /// A router over the `onKeyPress` handlers that views on `chain` declared in a laid-out tree
    /// (only the chain's views are looked up: the press can reach no other).
    /// `path`: ``Node/path(to:)`` of the chain's first view, when the caller walked it already
    /// (empty when the tree does not hold that view); walked here otherwise.
    public init(tree: Node, chain: [ViewID], path known: [Node]? = nil) {
        self.init()
        // The chain is the focused view and its ancestors: one walk down to the focused view
        // finds their nodes (a search of the tree per id walked it once for each).
        let path = known ?? chain.first.map { tree.path(to: $0) } ?? []
        // Without a path (the focused view is not in the tree: a lazy item focus reached before
        // it was built, as a held direction outruns the scroll) one walk finds whichever of the
        // chain's views the tree holds. A search per id walked the tree once for each, and to
        // the end for the window's id, which no view tree holds.
        let searched = path.isEmpty ? Self.firstNodes(named: chain, in: tree) : [:]
        for id in chain {
            // An id off that walk is no ancestor in this tree (the focus tree's own root, its
            // window, is in every chain and in no view tree): searching the whole tree for it
            // cost a walk of every node per press.
            let found = path.isEmpty ? searched[id] : path.first(where: { $0.id == id })
            guard let node = found else { continue }
            for declared in node.keyPressActions {
                // Each declaration decides for itself which keys, characters and phases it takes.
                add(KeyPressHandler(phases: .all) { press in declared.matches(press) ? declared.action(press) : .ignored }, to: id)
            }
        }
    }

    /// The first node (depth-first, as ``Node/find(id:)`` finds it) with each of `ids` that
    /// `tree` holds, in one walk that ends once all are found.
    static func firstNodes(named ids: [ViewID], in tree: Node) -> [ViewID: Node] {
        var wanted = Set(ids), found: [ViewID: Node] = [:]
        tree.visit { n in
            guard !wanted.isEmpty else { return false }
            if n.hasID, let id = n.id, wanted.remove(id) != nil { found[id] = n }
            return true
        }
        return found
    }
}
