extension Node {
    /// A copy of this node and its subtree as resolved — kind, children, identity, environment,
    /// focus traits, actions, effects, attributes — without anything layout worked out (frames,
    /// lazy geometry, cached sizes): what a view kept from an earlier frame hands out each time it
    /// is reused (``RetainedEvaluations``), so parents, layout and the runtime may change the copy.
    func retainedCopy() -> Node {
        let n = Node(kind, environment: environment)
        n.children = children.map { $0.retainedCopy() }
        n.id = id
        n.focus = focus
        n.action = action
        n.keyPressActions = keyPressActions
        n.moveCommand = moveCommand
        n.focusBindings = focusBindings
        n.defaultFocusRequest = defaultFocusRequest
        n.submit = submit
        n.effects = effects
        n.clipShape = clipShape
        n.shadow = shadow
        n.attributeStorage = attributeStorage
        n.layoutPriority = layoutPriority
        return n
    }
}
