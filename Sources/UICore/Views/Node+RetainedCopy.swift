extension Node {
    /// A copy of this node and its subtree as resolved — kind, children, identity, environment,
    /// focus traits, actions, effects, attributes — without anything layout worked out (frames,
    /// lazy geometry, cached sizes): what a view kept from an earlier frame hands out each time it
    /// is reused (``RetainedEvaluations``), so parents, layout and the runtime may change the copy.
    func retainedCopy() -> Node { Node(copying: self) }

    /// A copy of this node and its subtree as resolved, for a view's kept evaluation to hold
    /// (``RetainedEvaluation/node``), sharing what the views inside it already hold;
    /// `copied` counts the nodes made.
    ///
    /// A subtree a kept view handed out (``resolvedOriginal``) is taken by reference from that
    /// view's own copy, so a view resolved again copies only the nodes it made itself, not its
    /// whole subtree once more for each view around it (a root view's copy held every node of
    /// the window, each screen's copy its screen's again, and so on down). Only its root is
    /// copied, whose own fields the modifiers around it set, and the path down to any node the
    /// views around it changed inside it (``changedAfterResolve``). Kept copies are never changed:
    /// every frame hands out copies of them.
    func resolvedCopy(copied: inout Int) -> Node {
        if let original = resolvedOriginal { return resolvedCopy(over: original, copied: &copied) }
        copied += 1
        return Node(resolvedFieldsOf: self, children: children.map { $0.resolvedCopy(copied: &copied) }, layoutFrom: nil)
    }

    /// ``resolvedCopy(copied:)`` of a node that is, below its own fields, `original` as resolved
    /// but for the nodes marked ``changedAfterResolve``.
    private func resolvedCopy(over original: Node, copied: inout Int) -> Node {
        copied += 1
        guard changedAfterResolve else { return Node(resolvedFieldsOf: self, children: original.children, layoutFrom: nil) }
        // Children replaced since: nothing below is known to match.
        guard children.count == original.children.count else {
            return Node(resolvedFieldsOf: self, children: children.map { $0.resolvedCopy(copied: &copied) }, layoutFrom: nil)
        }
        var copies: [Node] = []
        copies.reserveCapacity(children.count)
        for (c, o) in zip(children, original.children) {
            copies.append(c.changedAfterResolve ? c.resolvedCopy(over: o, copied: &copied) : o)
        }
        return Node(resolvedFieldsOf: self, children: copies, layoutFrom: nil)
    }

    /// Whether `a` and `b` resolved alike as far as can be told without comparing closures:
    /// the same kind of layout, identities, focus traits, enabled state and number of actions,
    /// all the way down (debug builds check a kept copy against what it was copied from).
    static func resolvesAlike(_ a: Node, _ b: Node) -> Bool {
        guard a.children.count == b.children.count, a.id == b.id, a.focus == b.focus,
              a.environment.isEnabled == b.environment.isEnabled, (a.action == nil) == (b.action == nil),
              (a.submit == nil) == (b.submit == nil), a.keyPressActions.count == b.keyPressActions.count,
              a.attributeStorage.count == b.attributeStorage.count else { return false }
        if a.kindCase == .lazy, b.kindCase == .lazy {} else if !sameShape(a, b) { return false }
        for (x, y) in zip(a.children, b.children) where !resolvesAlike(x, y) { return false }
        return true
    }

    /// Notes that something other than this node's own view changed it or a node below it after
    /// the view resolved: the views around it (a change inside marks
    /// every node on the way down to it) or the runtime after layout (the focus tree moving an
    /// identity onto the node that takes focus). A kept view then copies the node rather than
    /// sharing it.
    public func markChangedAfterResolve() { changedAfterResolve = true }

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

    /// `laidOut`, last frame's laid-out copy of kept node `original`, handed out again as it is
    /// when nothing changed it since it was copied — neither the views around it (an identity
    /// given down a modifier chain) nor the runtime after layout (an identity the focus tree moved
    /// or gave it: ``changedAfterResolve``) — and every node of it brings its layout along
    /// (``init(resolvedFieldsOf:children:layoutFrom:)``: no scroll view, lazy container, text
    /// field or node the runtime changes after layout); otherwise a copy of `original` bringing
    /// along `laidOut`'s layout where it holds, over the children handed out again or copied so.
    /// One walk decides both, from the leaves up.
    ///
    /// A kept view's subtree is then the same nodes from frame to frame, as SwiftUI keeps a
    /// view's render nodes: nothing is copied, allocated or freed for it, and placed at the size it
    /// had, it is moved. The tree of the frame before shares them and is not read after the new
    /// one is laid out.
    static func handOut(_ original: Node, laidOut: Node) -> Node {
        handOutCopy(original, laidOut: laidOut) ?? laidOut
    }

    /// What ``handOut(_:laidOut:)`` hands out when it is not `laidOut` itself; nil when it is
    /// (`laidOut` then carries its layout again). The walk lends each pair of children to the
    /// next level rather than retaining them, and takes a reference only to a copy: most of a
    /// kept subtree comes back as it was, and counting references for every node of it, twice
    /// over, was most of the walk.
    private static func handOutCopy(_ original: Node, laidOut: Node) -> Node? {
        guard sameShape(original, laidOut) else { return Node(copying: original) }
        // The children handed out, made only once one of them is a copy.
        var copies: [Node]?
        var all = true
        // A leaf (about half the nodes) has no children to hold for the walk.
        if !laidOut.children.isEmpty {
            let originals = original.children, twins = laidOut.children
            originals.withUnsafeBufferPointer { originals in
                twins.withUnsafeBufferPointer { twins in
                    for i in originals.indices {
                        let copy = Unmanaged.passUnretained(originals[i])._withUnsafeGuaranteedRef { o in
                            Unmanaged.passUnretained(twins[i])._withUnsafeGuaranteedRef { t in handOutCopy(o, laidOut: t) }
                        }
                        guard let copy else {
                            // The twin itself, which carries its layout.
                            copies?.append(twins[i])
                            continue
                        }
                        if !copy.carriesLayout { all = false }
                        if copies == nil { copies = Array(twins[..<i]) }
                        copies?.append(copy)
                    }
                }
            }
        }
        guard copies == nil, all, !laidOut.changedAfterResolve, bringsLayout(of: original, from: laidOut) else {
            return Node(resolvedFieldsOf: original, children: copies ?? laidOut.children, layoutFrom: all ? laidOut : nil)
        }
        // What the copy would be: the laid-out node itself, carrying its layout again.
        laidOut.carriesLayout = true
        laidOut.sizeCachePass = Node.carriedSizePass
        return nil
    }

    /// Whether a copy of `original` brings along the layout `twin`, its laid-out copy, worked
    /// out (its children's brought along too): placed, and reading nothing from outside its
    /// subtree; never a scroll view, which lays out by where it sits, a text field, which gets a
    /// caret, or a node the runtime changes after layout (a rolling transition).
    static func bringsLayout(of original: Node, from twin: Node) -> Bool {
        if original.kindCase == .scroll { return false }
        return twin.isPlaced && !twin.layoutReadsOutside && !original.changesAfterLayout && original.focus?.isTextField != true
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
        a.children.count == b.children.count && a.kindCase == b.kindCase && a.kindCase != .lazy
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
