/// One row of a lazy ``List`` on its platter. The row's own id moves up to the platter, the
/// lazy stack's item, so item ids (`grocery-N`) stay the rows' ids and appear once in the tree;
/// a row that is one control is its own platter.
struct ListRow: PrimitiveView {
    var row: ViewGroup

    func makeNode(in context: ResolveContext) -> Node {
        var inner = context
        inner.pendingID = nil
        let node = inner.resolve(row)
        let platter = List.platter(node, environment: context.environment)
        // A row that is one control is its own platter and keeps its id.
        guard platter !== node else { return node }
        platter.id = node.id
        node.id = nil
        return platter
    }
}
