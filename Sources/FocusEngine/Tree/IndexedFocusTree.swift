import UICore

/// The focus tree flattened in preorder with parent links and an id lookup, built once per update.
///
/// Node `i`'s descendants are exactly the indices `i + 1 ... entries[i].end`, so ancestry and
/// scope membership are O(1) comparisons. Lazy regions are listed separately; their items become
/// `FocusTarget/item(region:index:)` targets only when no node carries the same id.
final class IndexedFocusTree {
    /// What a node contributes to focus.
    enum Kind: Equatable { case focusable, section, container, scope, modalScope }

    /// One node, flattened.
    struct Entry {
        var id: ViewID
        var frame: Rect
        var kind: Kind
        /// Interactions when the node can take focus itself.
        var interactions: FocusInteractions?
        var isTextField: Bool
        var isDefaultFocus: Bool
        var remembersLastFocus: Bool
        /// ``FocusNode/entersAtDefault``.
        var entersAtDefault = false
        /// ``FocusNode/clipsContent``: a scroll view, whose content a scroll moves.
        var clipsContent = false
        var parent: Int
        /// The preorder index of the last descendant (== own index for leaves).
        var end: Int
        var depth: Int
        /// Disabled itself or inside a disabled ancestor.
        var disabled: Bool
        /// The nearest clipping (scrolling) ancestor, or -1.
        var clip: Int
        /// The lazy region this node carries, or -1.
        var region: Int
        /// A later node reusing an earlier node's id: invisible to focus.
        var shadowed: Bool
        /// Whether the node or something inside it can take focus (sections with none are skipped).
        var hasFocusableContent: Bool
    }

    /// A lazy region and the node carrying it.
    struct RegionEntry {
        var node: Int
        var region: LazyRegion
    }

    private(set) var entries: [Entry] = []
    private(set) var indexByID: [ViewID: Int] = [:]
    private(set) var regions: [RegionEntry] = []
    /// The front-most modal scope (the last in preorder), or nil.
    private(set) var modalScope: Int?
    /// Union of all node frames.
    private(set) var bounds: Rect = .zero
    private var gridCache: GridIndex?
    private var tabOrderCache: [String: [FocusTarget]] = [:]

    /// An empty tree.
    init() {}

    /// Indexes a tree.
    init(root: FocusNode) {
        // Room for every node at once: grown as nodes come, the table of ids was copied into a
        // larger one several times (a tenth of indexing the recipe grid's tree).
        let count = Self.count(root)
        entries.reserveCapacity(count)
        indexByID.reserveCapacity(count)
        add(root, parent: -1, depth: 0, disabled: false, clip: -1)
        bounds = Self.bounds(of: entries)
        // Content flags, bottom-up (children follow parents in preorder).
        for i in entries.indices.reversed() {
            let e = entries[i]
            var has = !e.disabled && !e.shadowed && e.interactions != nil
            if e.region >= 0, !e.disabled, regions[e.region].region.geometry.count > 0 { has = true }
            if has {
                entries[i].hasFocusableContent = true
            }
            if entries[i].hasFocusableContent, e.parent >= 0 { entries[e.parent].hasFocusableContent = true }
        }
    }

    /// Moves the content of each scroll view `id` by its offset, as
    /// ``FocusNode/movingScrolledContent(_:)`` moves the tree this was indexed from: the same
    /// entries in the same order, so nothing is indexed again. A scrolled frame of a list of
    /// twenty built rows indexed its whole focus tree again, ids hashed and all: about 100,000
    /// instructions a frame under callgrind, where this moves the frames of the entries inside.
    /// The caches worked out from the frames (the spatial grid, Tab orders) are dropped.
    func moveScrolledContent(_ moves: [(id: ViewID, offset: Point)]) {
        for move in moves where move.offset.x != 0 || move.offset.y != 0 {
            guard let scroll = scrollView(move.id) else { continue }
            moveInside(scroll, by: move.offset)
        }
        bounds = Self.bounds(of: entries)
        gridCache = nil
        tabOrderCache = [:]
    }

    /// The union of the entries' frames (zero when there are none).
    private static func bounds(of entries: [Entry]) -> Rect {
        guard var sum = entries.first?.frame else { return .zero }
        for e in entries.dropFirst() { sum = sum.union(e.frame) }
        return sum
    }

    /// The first node in tree order with this id that clips its content (a scroll view).
    private func scrollView(_ id: ViewID) -> Int? {
        // The index holds the first node with the id; a later one (shadowed) may be the scroll view.
        guard let first = indexByID[id] else { return nil }
        return (first..<entries.count).first { entries[$0].clipsContent && entries[$0].id == id }
    }

    /// Moves everything inside node `i` by `d`, not the node itself: its lazy content and its
    /// descendants with theirs.
    private func moveInside(_ i: Int, by d: Point) {
        for j in i...entries[i].end {
            if j > i { entries[j].frame = entries[j].frame.offsetBy(dx: d.x, dy: d.y) }
            let r = entries[j].region
            if r >= 0 {
                let o = regions[r].region.contentOrigin
                regions[r].region.contentOrigin = Point(x: o.x + d.x, y: o.y + d.y)
            }
        }
    }

    /// The nodes of the tree under `node`, itself included.
    private static func count(_ node: FocusNode) -> Int {
        node.children.reduce(1) { $0 + count($1) }
    }

    private func add(_ node: FocusNode, parent: Int, depth: Int, disabled: Bool, clip: Int) {
        let index = entries.count
        let isDisabled = disabled || node.isDisabled
        let kind: Kind
        switch node.role {
        case .focusable: kind = .focusable
        case .section: kind = .section
        case .container: kind = .container
        case .scope(let modal): kind = modal ? .modalScope : .scope
        }
        let shadowed = indexByID[node.id] != nil
        if !shadowed { indexByID[node.id] = index }
        var regionIndex = -1
        if let lazy = node.lazy, !shadowed {
            regionIndex = regions.count
            regions.append(RegionEntry(node: index, region: lazy))
        }
        entries.append(Entry(id: node.id, frame: node.frame, kind: kind, interactions: node.focusInteractions,
                             isTextField: node.isTextField, isDefaultFocus: node.isDefaultFocus,
                             remembersLastFocus: node.remembersLastFocus, parent: parent, end: index, depth: depth,
                             disabled: isDisabled, clip: clip, region: regionIndex, shadowed: shadowed,
                             hasFocusableContent: false))
        entries[entries.count - 1].entersAtDefault = node.entersAtDefault
        entries[entries.count - 1].clipsContent = node.clipsContent
        if kind == .modalScope, !isDisabled, !shadowed { modalScope = index }
        let childClip = (node.clipsContent || node.lazy != nil) ? index : clip
        for child in node.children {
            add(child, parent: index, depth: depth + 1, disabled: isDisabled, clip: childClip)
        }
        entries[index].end = entries.count - 1
    }

    // MARK: - Targets

    /// The target an id names: a node first, else an item of a lazy region; an app's own value
    /// (unscoped, `focus(id: 3)`) names the first view, in tree order, whose scoped identity
    /// has that value (`ViewID.Scope`).
    func resolve(_ id: ViewID) -> FocusTarget? {
        if let i = indexByID[id] { return .node(i) }
        for (r, entry) in regions.enumerated() {
            if let item = entry.region.index(forID: id) { return .item(region: r, index: item) }
        }
        guard id.scope == nil, let i = entries.firstIndex(where: { !$0.shadowed && $0.id.scope != nil && $0.id.unscoped == id })
        else { return nil }
        return .node(i)
    }

    /// The id named `name` (`ViewID.description`): a node's first (in tree order), else an
    /// item's of a lazy region, built or not. A walk of the nodes: names come from scripts and
    /// layout files, not from every frame.
    func id(named name: String) -> ViewID? {
        if let entry = entries.first(where: { !$0.shadowed && $0.id.description == name }) { return entry.id }
        for entry in regions {
            if let item = entry.region.index(named: name) { return entry.region.id(forIndex: item) }
        }
        return nil
    }

    /// The target for a lazy item: its materialised node when there is one.
    func target(region r: Int, item: Int) -> FocusTarget {
        let id = regions[r].region.id(forIndex: item)
        if let i = indexByID[id] { return .node(i) }
        return .item(region: r, index: item)
    }

    /// The id of a target.
    func id(of target: FocusTarget) -> ViewID {
        switch target {
        case .node(let i): entries[i].id
        case .item(let r, let item): regions[r].region.id(forIndex: item)
        }
    }

    /// The window frame of a target.
    func frame(of target: FocusTarget) -> Rect {
        switch target {
        case .node(let i): entries[i].frame
        case .item(let r, let item): regions[r].region.frame(ofItem: item)
        }
    }

    /// The interactions a target supports when it can take focus (enabled), else nil.
    func focusInteractions(of target: FocusTarget) -> FocusInteractions? {
        switch target {
        case .node(let i):
            let e = entries[i]
            return (e.disabled || e.shadowed) ? nil : e.interactions
        case .item(let r, let item):
            let e = entries[regions[r].node]
            return e.disabled || !regions[r].region.itemMayFocus(item) ? nil : regions[r].region.itemInteractions
        }
    }

    /// Whether a target can take focus at all (focusable and enabled).
    func isFocusable(_ target: FocusTarget) -> Bool { focusInteractions(of: target) != nil }

    /// The node that is the target's parent (for an item: the region's node).
    func parent(of target: FocusTarget) -> Int {
        switch target {
        case .node(let i): entries[i].parent
        case .item(let r, _): regions[r].node
        }
    }

    /// The scrolling (clipping) nodes around a target, nearest first; an item's region node is
    /// its first.
    func clips(of target: FocusTarget) -> [Int] {
        var c: Int
        switch target {
        case .node(let i): c = entries[i].clip
        case .item(let r, _): c = regions[r].node
        }
        var out: [Int] = []
        while c >= 0 { out.append(c); c = entries[c].clip }
        return out
    }

    /// Ancestor node indices, nearest first.
    func ancestors(of target: FocusTarget) -> [Int] {
        var out: [Int] = []
        var p = parent(of: target)
        while p >= 0 { out.append(p); p = entries[p].parent }
        return out
    }

    /// Whether node `ancestor` is the target itself or contains it.
    func node(_ ancestor: Int, contains target: FocusTarget) -> Bool {
        switch target {
        case .node(let i): return i >= ancestor && i <= entries[ancestor].end
        case .item(let r, _):
            let n = regions[r].node
            return n >= ancestor && n <= entries[ancestor].end
        }
    }

    /// Whether the target lies in the modal scope (always true without one).
    func isInModalScope(_ target: FocusTarget) -> Bool {
        guard let scope = modalScope else { return true }
        return node(scope, contains: target)
    }

    /// Tree order of targets: preorder of the node (items follow their region node, by index).
    func precedes(_ a: FocusTarget, _ b: FocusTarget) -> Bool {
        func key(_ t: FocusTarget) -> (Int, Int) {
            switch t {
            case .node(let i): (i, -1)
            case .item(let r, let item): (regions[r].node, item)
            }
        }
        let ka = key(a), kb = key(b)
        return ka.0 != kb.0 ? ka.0 < kb.0 : ka.1 < kb.1
    }

    // MARK: - Caches

    /// The spatial index of directional targets (enabled focusables and sections with content).
    var grid: GridIndex {
        if let gridCache { return gridCache }
        var items: [(Int, Rect)] = []
        for (i, e) in entries.enumerated() where !e.shadowed && !e.disabled {
            if e.interactions != nil || (e.kind == .section && e.hasFocusableContent) { items.append((i, e.frame)) }
        }
        let built = GridIndex(items: items)
        gridCache = built
        return built
    }

    /// The cached Tab order for a settings key (keyboard navigation and layout direction), if computed.
    func cachedTabOrder(_ key: String) -> [FocusTarget]? { tabOrderCache[key] }

    /// Stores a Tab order under a settings key.
    func cacheTabOrder(_ order: [FocusTarget], _ key: String) { tabOrderCache[key] = order }

    /// The direct children of a node, in view order.
    func children(of node: Int) -> [Int] {
        var out: [Int] = []
        var j = node + 1
        while j <= entries[node].end {
            out.append(j)
            j = entries[j].end + 1
        }
        return out
    }
}
