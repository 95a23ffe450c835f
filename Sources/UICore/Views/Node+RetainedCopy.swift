extension Node {
    /// A copy of this node and its subtree as resolved — kind, children, identity, environment,
    /// focus traits, actions, effects, attributes — without anything layout worked out (frames,
    /// lazy geometry, cached sizes): what a view kept from an earlier frame hands out each time it
    /// is reused (``RetainedEvaluations``), so parents, layout and the runtime may change the copy.
    func retainedCopy() -> Node { Node(copying: self) }

    /// ``retainedCopy()`` bringing along the layout `twin` (the copy handed out last frame, laid
    /// out) worked out below its root (``init(copying:layoutFrom:)``): a subtree placed at the
    /// size it had is moved rather than laid out again. The root itself is laid out afresh: the
    /// parent's modifiers change it each time it is handed out.
    func retainedCopy(layoutFrom twin: Node) -> Node {
        guard Node.sameShape(self, twin) else { return Node(copying: self) }
        let copy = Node(copying: self, layoutFrom: twin)
        copy.forgetCarriedLayout()
        return copy
    }

    /// Marks this node, handed out again as last frame laid it out (a lazy item kept whole), as
    /// carrying that layout where it holds wherever the node sits (``layoutReadsOutside``):
    /// placed at the size it had, it is moved rather than laid out again.
    func carryOwnLayout() {
        guard isPlaced, !layoutReadsOutside else { return }
        carriesLayout = true
        if sizeCachePass != -1 { sizeCachePass = Node.carriedSizePass }
    }

    /// Drops the layout this node itself brought along (not its children's).
    private func forgetCarriedLayout() {
        guard carriesLayout else { return }
        carriesLayout = false
        isPlaced = false
        frame = .zero
        sizeCachePass = -1
        sizeCacheCount = 0
        sizeCacheOverflow = []
    }

    /// Whether `a` and `b` have the same kind of layout (the kind's case) and as many children.
    /// A lazy container's items are built by layout, so its copy has none to bring theirs.
    static func sameShape(_ a: Node, _ b: Node) -> Bool {
        guard a.children.count == b.children.count else { return false }
        switch (a.kind, b.kind) {
        case (.empty, .empty), (.group, .group), (.text, .text), (.shape, .shape), (.image, .image),
             (.stack, .stack), (.zstack, .zstack), (.spacer, .spacer), (.padding, .padding),
             (.frame, .frame), (.background, .background), (.overlay, .overlay), (.custom, .custom),
             (.scroll, .scroll):
            return true
        default:
            return false
        }
    }

    /// Moves this node, which brought its layout from the last frame, and its subtree by an
    /// offset, taking that layout as this frame's (``carriesLayout``).
    func settleCarriedLayout(dx: Double, dy: Double) {
        visit {
            $0.frame = $0.frame.offsetBy(dx: dx, dy: dy)
            $0.carriesLayout = false
            return true
        }
    }
}
