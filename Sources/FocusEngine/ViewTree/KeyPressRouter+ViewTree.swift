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
        var path = known ?? chain.first.map { tree.path(to: $0) } ?? []
        // Without it (the focused view is not in the tree: a lazy item focus reached before the
        // grid built it, as a held direction outruns the scroll) the walk down to its nearest
        // ancestor the tree holds serves: the chain's other views are on it. A search of the
        // tree per id walked it once for each, and to the end for the window's id, which no
        // view tree holds.
        var ancestors = chain.dropFirst()
        while path.isEmpty, let next = ancestors.popFirst() { path = tree.path(to: next) }
        for id in chain {
            // An id off that walk is no ancestor in this tree (the focus tree's own root, its
            // window, is in every chain and in no view tree): searching the whole tree for it
            // cost a walk of every node per press.
            let found = path.first(where: { $0.id == id })
            guard let node = found else { continue }
            for declared in node.keyPressActions {
                // Each declaration decides for itself which keys, characters and phases it takes.
                add(KeyPressHandler(phases: .all) { press in declared.matches(press) ? declared.action(press) : .ignored }, to: id)
            }
        }
    }
}
