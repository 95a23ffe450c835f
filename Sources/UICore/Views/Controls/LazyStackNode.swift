/// A lazy stack's node: items built on demand, each as long along the axis as it measured, those
/// never built as long as the first (``LazyStackGeometry``).
enum LazyStackNode {
    static func make<Data: RandomAccessCollection, ID: Hashable>(axis: Axis, spacing: Double, prefetch: Double,
                                                               alignment: Alignment = .center, pinned: [Int] = [],
                                                               content: ForEach<Data, ID>, in context: ResolveContext) -> Node
        where Data.Index == Int {
        let (itemID, build, index, indexNamed, focus) = itemBuilders(content, in: context)
        let count = content.data.count
        let probe = LazyProbe()
        // What the stack measured of its rows, kept in its state from frame to frame (a stack
        // resolved with no state store measures afresh each time it is resolved).
        let lengths = context.stateStore.map { $0.slot(StateKey(path: context.identityPath, label: "lazy lengths")) { LazyStackLengths() } }
            ?? LazyStackLengths()
        let store = context.stateStore
        var spec = LazySpec(
            makeGeometry: { p, layout in
                var itemSize = Size.zero
                if count > 0 {
                    var probeProposal = ProposedSize(width: nil, height: nil)
                    probeProposal[axis.perpendicular] = p[axis.perpendicular]
                    probeProposal[axis] = nil
                    itemSize = probe.size(probeProposal, in: layout) { build(0) }
                }
                // A vertical lazy stack is as wide as it is offered, as SwiftUI's is (it cannot
                // measure the rows it has not built; Apple's `LazyVStack(alignment: .leading)`
                // lines its rows up on the scroll view's leading edge), and offers that width to
                // every row, each placed by the alignment. A horizontal one is as tall as its
                // items, whatever height it is offered (a shelf of posters in a VStack is as tall
                // as a poster, as tvOS apps show them); items that fill what they are offered make
                // it fill it too. Offered no width, a vertical one is as wide as its first row.
                let offered = axis == .vertical ? LayoutEngine.finite(p[axis.perpendicular]) : nil
                let cross = offered ?? (count > 0 ? itemSize[axis.perpendicular] : (LayoutEngine.finite(p[axis.perpendicular]) ?? 0))
                var geometry = LazyStackGeometry(axis: axis, count: count, itemLength: itemSize[axis], spacing: spacing, crossLength: cross)
                geometry.lengths = lengths.table(count: geometry.count, estimate: geometry.itemLength, crossLength: geometry.crossLength)
                return geometry
            },
            prefetch: prefetch, itemInteractions: nil, id: itemID,
            index: index, indexNamed: indexNamed,
            item: build)
        spec.pinned = pinned
        spec.itemAlignment = alignment
        spec.focusIndex = focus.index(of:boundTo:)
        // A stack of views beside its `ForEach`es: only the elements are rows that take focus.
        if let mixed = content.data as? LazyContent { spec.itemMayFocus = { mixed.isElement(at: $0) } }
        spec.remeasure = { geometry, sizes in
            guard let stack = geometry as? LazyStackGeometry, let updated = lengths.remeasure(stack, sizes) else { return nil }
            // The stack's own length changed with its rows': the frame is laid out again before
            // it is drawn, as for a `GeometryReader` placed at a new size.
            store?.noteGeometryChange()
            return updated
        }
        return Node(.lazy(spec), environment: context.environment)
    }
}

/// Item id, item builder, id→index and name→index lookups and the focus-value lookup shared by
/// lazy stacks and grids.
///
/// An item is identified by its container and its `ForEach` identity; its id is what its view
/// names itself (an outermost `.id(_:)`, read from the view value without resolving it, or the
/// id its resolved node carries) or else that identity (``ViewID/init(_:)``). Items never built
/// are named the same way, from their own views, so the ids of items not yet built always match
/// the ids they get when built. An id finds its item again through its own value when items are
/// named by their identity, through the ids the container handed out (``LazyItemIDs``), or, for
/// an id never handed out, a scan of the items. A name (``ViewID/description``, from a script)
/// finds its item through the data's own lookup (``IDIndexedCollection``) or a scan. The
/// focus-value lookup finds the item a `@FocusState` value is bound to (``LazyFocusLookup``).
func itemBuilders<Data: RandomAccessCollection, ID: Hashable>(_ content: ForEach<Data, ID>, in context: ResolveContext)
    -> (id: (Int) -> ViewID, build: (Int) -> Node, index: (ViewID) -> Int?, indexNamed: (String) -> Int?, focus: LazyFocusLookup)
    where Data.Index == Int {
    // The `ForEach`'s parts, taken out of it once: the closures below run for every item built,
    // and in code not specialised for `Data` and `ID` each use of the `ForEach` there would look
    // its generic type's metadata up again (about 600 instructions each, callgrind).
    let data = content.data, idOf = content.id, contentOf = content.content
    let forEachType = ObjectIdentifier(ForEach<Data, ID>.self)
    let start = data.startIndex
    let count = data.count
    var inner = context
    inner.pendingID = nil
    // The items' identities are unique within this `ForEach` (``ViewID/Scope``).
    let scope = context.forEachScope()
    let forEachID: (Int) -> ViewID = { ViewID(idOf(data[start + $0]), in: scope) }
    // The identity as a value, as `@FocusState` values are compared with it.
    let identity: (Int) -> AnyHashable = { AnyHashable(idOf(data[start + $0])) }
    // What an item's content closure reads, it depends on (SwiftUI tracks the reads of a lazy
    // item's content): a change to it between frames builds the frame that shows it.
    let make: (Int) -> ViewGroup = { i in
        guard let evaluations = inner.stateStore?.evaluations else { return contentOf(data[start + i]) }
        return evaluations.tracked(forEachType) { contentOf(data[start + i]) }
    }
    let resolve: (Int) -> Node = { i in
        inner.descending(identity(i)).element(forEachID(i)).resolve(make(i))
    }
    /// Item `i`'s outermost `.id(_:)`, read from its view value, as the item's id.
    let outermostID: (ViewGroup, Int) -> ViewID? = { view, i in
        // A string names the item as it is (the common `.id("recipe-\(i)")`): no identity made.
        view.explicitID.map { $0.stringValue != nil ? $0 : ResolveContext.explicitID($0, element: forEachID(i)) }
    }
    // How items name themselves, judged from item 0 (the items of one ForEach share a view type).
    var naming: LazyItemIDs.Naming?
    let itemNaming: () -> LazyItemIDs.Naming = {
        if let known = naming { return known }
        var found = LazyItemIDs.Naming.identity
        if count > 0 {
            if outermostID(make(0), 0) != nil {
                found = .outermost
            } else if let own = resolve(0).id, own != forEachID(0) {
                found = .resolved
            }
        }
        naming = found
        return found
    }
    /// Item `i`'s id, worked out from its own view.
    let name: (Int) -> ViewID = { i in
        switch itemNaming() {
        case .outermost: return outermostID(make(i), i) ?? forEachID(i)
        case .resolved: return resolve(i).id ?? forEachID(i)
        case .identity: return forEachID(i)
        }
    }
    let handedOut = LazyItemIDs.memo(in: context.stateStore, at: context.identityPath)
    var named: [Int: ViewID] = [:]
    let itemID: (Int) -> ViewID = { i in
        if let id = named[i] { return id }
        let id = name(i)
        named[i] = id
        handedOut.record(id, identity: forEachID(i))
        return id
    }
    let build: (Int) -> Node = { i in
        let view = make(i)
        // An outermost `.id(_:)` is read from the view about to be resolved (made once).
        let id: ViewID
        if let known = named[i] {
            id = known
        } else if itemNaming() == .outermost {
            id = outermostID(view, i) ?? forEachID(i)
            named[i] = id
            handedOut.record(id, identity: forEachID(i))
        } else {
            id = itemID(i)
        }
        // Its place includes its identity, as a plain `ForEach`'s elements' do: what is inside
        // it (`HStack { Text(…); Counter() }`) keeps its own state and retained evaluation.
        var ctx = inner.descending(identity(i)).element(id, identity: forEachID(i))
        if ctx.isFocused(id) { ctx.environment.isFocused = true }
        let n = ctx.resolveItem(view)
        if n.id == nil { IdentityChain.give(id, to: n) }
        // Where it sits among all the items, built or not, for readers ("3 of 11").
        n[CollectionPosition.Key.self] = CollectionPosition(index: i + 1, count: count)
        return n
    }
    var table: [ViewID: Int]?
    /// The index of the item with a `ForEach` identity (as an id).
    let indexForForEachID: (ViewID) -> Int? = { id in
        guard count > 0 else { return nil }
        // Consecutive integers (`ForEach(0..<n)`, `id: \.self` over 0…n−1): O(1).
        if let v = id.value(as: Int.self), let first = forEachID(0).value(as: Int.self), v - first >= 0, v - first < count,
           forEachID(v - first) == id {
            return v - first
        }
        // Data that finds its own elements is asked directly (no table of every identity).
        if let indexed = data as? any IDIndexedCollection {
            guard let i = indexed.offset(ofID: id.unscoped.description), i >= 0, i < count, forEachID(i) == id else { return nil }
            return i
        }
        if table == nil { table = Dictionary((0..<count).map { (forEachID($0), $0) }, uniquingKeysWith: { a, _ in a }) }
        return table?[id]
    }
    /// The index of the item with a `ForEach` identity.
    let indexForIdentity: (AnyHashable) -> Int? = { indexForForEachID(ViewID($0, in: scope)) }
    // Whether the data is the same as when an id or a name was last scanned for in vain.
    let fingerprint: () -> [AnyHashable] = { count > 0 ? [count, identity(0), identity(count - 1)] : [0] }
    let isAbsent: (AnyHashable) -> Bool = { key in
        let print = fingerprint()
        let current: Any = data is any Equatable ? data : print
        return handedOut.isAbsent(key, in: current, same: { LazyItemIDs.isSame(data, as: $0, fingerprint: print) })
    }
    let indexOfID: (ViewID) -> Int? = { id in
        // Items named by their identity: the id holds it.
        if itemNaming() == .identity {
            guard let i = indexForForEachID(id), itemID(i) == id else { return nil }
            return i
        }
        if let i = named.first(where: { $0.value == id })?.key { return i }
        if let known = handedOut.identity(of: id), let i = indexForForEachID(known), itemID(i) == id { return i }
        // An id never handed out (an app's own value for an item not built): ask each item, once
        // while the data stays the same.
        guard !isAbsent(AnyHashable(id)) else { return nil }
        for i in 0..<count where name(i) == id {
            named[i] = id
            handedOut.record(id, identity: forEachID(i))
            return i
        }
        handedOut.markAbsent(AnyHashable(id))
        return nil
    }
    // An app's own value (`scrollTo(3)`, `focus(id: 3)`) finds the item it names in this scope.
    let index: (ViewID) -> Int? = { id in
        if let i = indexOfID(id) { return i }
        guard id.scope == nil, !id.isStructural else { return nil }
        let scoped = ViewID(id, in: scope)
        return scoped == id ? nil : indexOfID(scoped)
    }
    let indexNamed: (String) -> Int? = { wanted in
        if let i = named.first(where: { $0.value.description == wanted })?.key { return i }
        // An item named by its identity is the data's to find.
        if itemNaming() == .identity, let indexed = data as? any IDIndexedCollection {
            guard let local = scope.localName(of: wanted), let i = indexed.offset(ofID: local), i >= 0, i < count, itemID(i).description == wanted else { return nil }
            return i
        }
        guard !isAbsent(AnyHashable(wanted)) else { return nil }
        for i in 0..<count {
            let id = name(i)
            guard id.description == wanted else { continue }
            named[i] = id
            handedOut.record(id, identity: forEachID(i))
            return i
        }
        handedOut.markAbsent(AnyHashable(wanted))
        return nil
    }
    let focus = LazyFocusLookup(
        count: count,
        identity: identity,
        indexForIdentity: indexForIdentity,
        build: resolve,
        memo: LazyFocusLookup.memo(data, in: context.stateStore, at: context.identityPath))
    return (itemID, build, index, indexNamed, focus)
}
