extension Node {
    /// A copy of this node and its subtree as resolved — kind, children, identity, environment,
    /// focus traits, actions, effects, attributes — without anything layout worked out (frames,
    /// lazy geometry, cached sizes): what a view kept from an earlier frame hands out each time it
    /// is reused (``RetainedEvaluations``), so parents, layout and the runtime may change the copy.
    func retainedCopy() -> Node { Node(copying: self) }
}
