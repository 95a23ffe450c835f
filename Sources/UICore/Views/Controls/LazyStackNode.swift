/// A lazy stack's node: items of one length along the axis (the first item's ideal length), built on demand.
enum LazyStackNode {
    static func make<Data: RandomAccessCollection, ID: Hashable>(axis: Axis, spacing: Double, prefetch: Double,
                                                               pinned: [Int] = [],
                                                               content: ForEach<Data, ID>, in context: ResolveContext) -> Node
        where Data.Index == Int {
        let (itemID, build, index, focus) = itemBuilders(content, in: context)
        let count = content.data.count
        let probe = LazyProbe()
        var spec = LazySpec(
            makeGeometry: { p, layout in
                var itemSize = Size.zero
                if count > 0 {
                    var probeProposal = ProposedSize(width: nil, height: nil)
                    probeProposal[axis.perpendicular] = p[axis.perpendicular]
                    probeProposal[axis] = nil
                    itemSize = probe.size(probeProposal, in: layout) { build(0) }
                }
                let cross = LayoutEngine.finite(p[axis.perpendicular]) ?? itemSize[axis.perpendicular]
                return LazyStackGeometry(axis: axis, count: count, itemLength: itemSize[axis], spacing: spacing, crossLength: cross)
            },
            prefetch: prefetch, itemInteractions: nil, id: itemID,
            index: index,
            item: build)
        spec.pinned = pinned
        spec.focusIndex = focus.index(of:boundTo:)
        return Node(.lazy(spec), environment: context.environment)
    }
}

/// Item id, item builder, id→index lookup and focus-value lookup shared by lazy stacks and grids.
///
/// An item's id is its `ForEach` identity, or — when the item view gives itself an explicit id
/// built around that identity, like `.id("cell-\(i)")` — the same pattern applied to every item
/// (learnt from item 0, and from item 1 too when item 0's identity occurs more than once in its
/// id, as in `.id("s0-p0")`), so ids of items never built match the ids they get when built. The
/// focus-value lookup finds the item a `@FocusState` value is bound to (``LazyFocusLookup``).
func itemBuilders<Data: RandomAccessCollection, ID: Hashable>(_ content: ForEach<Data, ID>, in context: ResolveContext)
    -> (id: (Int) -> String, build: (Int) -> Node, index: (String) -> Int?, focus: LazyFocusLookup) where Data.Index == Int {
    let data = content.data
    let start = data.startIndex
    var inner = context
    inner.pendingID = nil
    let forEachID: (Int) -> String = { "\(content.id(data[start + $0]))" }
    let resolve: (Int) -> Node = { i in
        var ctx = inner
        ctx.pendingID = forEachID(i)
        return ctx.resolve(content.content(data[start + i]))
    }
    // An item's explicit id: an item that is an `.id(_:)` names its id without being resolved
    // (resolving it here would only repeat the resolution building it does: the id modifier gives
    // its content the same pending id and focus either way); otherwise the resolved node's id.
    let explicitID: (Int) -> String? = { i in
        (content.content(data[start + i]) as ViewGroup).explicitID ?? resolve(i).id
    }
    // The explicit-id pattern (prefix, suffix) around the ForEach identity, learnt from item 0.
    var pattern: (prefix: String, suffix: String)?
    let learn: () -> (prefix: String, suffix: String) = {
        if let p = pattern { return p }
        var p = (prefix: "", suffix: "")
        if !data.isEmpty, let explicit = explicitID(0) {
            let splits = IDPattern.splits(of: explicit, around: forEachID(0))
            if splits.count > 1, data.count > 1, let second = explicitID(1),
               let agreeing = splits.first(where: { $0.prefix + forEachID(1) + $0.suffix == second }) {
                // `s0-p0`, `s0-p1`: the occurrence that changes from item to item is the identity.
                p = agreeing
            } else if let first = splits.first {
                p = first
            }
        }
        pattern = p
        return p
    }
    let itemID: (Int) -> String = { i in let p = learn(); return p.prefix + forEachID(i) + p.suffix }
    let build: (Int) -> Node = { i in
        var ctx = inner
        let id = itemID(i)
        ctx.pendingID = id
        if id == ctx.focusedID { ctx.environment.isFocused = true }
        let n = ctx.resolve(content.content(data[start + i]))
        if n.id == nil { n.id = id }
        return n
    }
    let count = data.count
    var ids: [String: Int]?
    let index: (String) -> Int? = { id in
        // Fast path for index-like identities (`ForEach(0..<n)`, `id: \.self` over 0…n−1): O(1).
        let p = learn()
        if id.hasPrefix(p.prefix), id.hasSuffix(p.suffix), id.count >= p.prefix.count + p.suffix.count,
           let i = Int(id.dropFirst(p.prefix.count).dropLast(p.suffix.count)), i >= 0, i < count, itemID(i) == id {
            return i
        }
        // Data that finds its own elements is asked directly (no table of every id).
        if let indexed = data as? any IDIndexedCollection {
            guard id.hasPrefix(p.prefix), id.hasSuffix(p.suffix), id.count >= p.prefix.count + p.suffix.count,
                  let i = indexed.offset(ofID: String(id.dropFirst(p.prefix.count).dropLast(p.suffix.count))),
                  i >= 0, i < count, itemID(i) == id else { return nil }
            return i
        }
        if ids == nil { ids = Dictionary((0..<count).map { (itemID($0), $0) }, uniquingKeysWith: { a, _ in a }) }
        return ids?[id]
    }
    let focus = LazyFocusLookup(
        count: count,
        identity: { AnyHashable(content.id(data[start + $0])) },
        indexForIdentity: { value in let p = learn(); return index(p.prefix + "\(value)" + p.suffix) },
        build: resolve,
        memo: LazyFocusLookup.memo(data, in: context.stateStore, at: context.identityPath))
    return (itemID, build, index, focus)
}
