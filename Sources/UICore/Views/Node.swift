/// One resolved view: what it is, its children, its modifiers' data, and after layout its frame.
///
/// The resolver builds a fresh node tree every frame; layout assigns frames in window points;
/// the display-list builder draws it; the focus and scroll engines read ids, traits and frames.
public final class Node {
    /// What kind of view a node is.
    public enum Kind {
        case empty
        case group
        case text(TextContent)
        case shape(ShapeContent)
        case image(String)
        case stack(Axis, spacing: Double, alignment: Alignment)
        case zstack(Alignment)
        case spacer(minLength: Double)
        case padding(EdgeInsets)
        case frame(FrameSpec)
        /// children[0] is the content; the rest are drawn behind it, sized to it.
        case background(Alignment)
        /// children[0] is the content; the rest are drawn on top of it, sized to it.
        case overlay(Alignment)
        case scroll(ScrollSpec)
        case lazy(LazySpec)
        case custom(CustomLayout)
    }

    // A node's stored properties are read on every walk of its tree, and all of them when a
    // kept view's node is copied: none is checked for exclusive access at run time (each check
    // looks up a thread-local set; in perf they took about 4 % of a frame built after a focus
    // move and 5 % of a replay's frames). A tree is used by one thread at a time.

    @exclusivity(unchecked) public internal(set) var kind: Kind {
        didSet {
            kindCase = KindCase(kind)
            kindIsMarqueeText = Self.isMarqueeText(kind)
            Self.noteStructureChange()
        }
    }
    /// The child nodes.
    @exclusivity(unchecked) public var children: [Node] = [] {
        didSet { Self.noteStructureChange() }
    }
    /// The view's identity (`.id(_:)`, `ForEach`, or a structural id the focus tree gives it).
    @exclusivity(unchecked) public var id: ViewID?
    @exclusivity(unchecked) public internal(set) var environment: EnvironmentValues
    /// The frame in window points, after layout (scroll offsets applied): the layout engine's to
    /// set; a node placed by hand after layout is made with ``init(_:environment:frame:)``.
    @exclusivity(unchecked) public internal(set) var frame: Rect = .zero
    /// Focus declarations, when any focus modifier applies.
    @exclusivity(unchecked) public internal(set) var focus: FocusTraits?
    /// Activation (Button, Toggle, `onTapGesture`): Return/Space/A and clicks run it.
    @exclusivity(unchecked) public internal(set) var action: (() -> Void)?
    /// `onKeyPress` handlers, innermost first.
    @exclusivity(unchecked) public internal(set) var keyPressActions: [KeyPressAction] = []
    /// `onMoveCommand`: returns `.ignored` to let directional traversal go on.
    @exclusivity(unchecked) public internal(set) var moveCommand: ((MoveDirection) -> KeyPress.Result)?
    /// `.focused(...)` bindings on this node.
    @exclusivity(unchecked) public internal(set) var focusBindings: [FocusBindingSpec] = []
    /// `.defaultFocus(state, value)` on this container: (state identity, value).
    @exclusivity(unchecked) public internal(set) var defaultFocusRequest: (stateID: ObjectIdentifier, value: AnyHashable)? {
        didSet { madeDefaultFocusRequest = defaultFocusRequest != nil }
    }
    // Questions walks in other modules ask of every node. There a read of a node's field is
    // checked for exclusive access at run time (the attribute that spares this module's reads
    // does not reach theirs) and an enum or optional is copied, its payload retained, to be
    // matched: in a focus-tree build that was most of the walk. Each answer is read here,
    // unchecked, and these are kept out of line (`@inline(never)`), so the optimizer does not
    // carry the read back into the caller's module.

    /// Whether the node is a scroll view (its ``kind`` is `.scroll`).
    @inline(never) public var isScrollView: Bool { kindCase == .scroll }
    /// Whether the node has an ``id``.
    @inline(never) public var hasID: Bool { id != nil }
    /// Whether any attribute is stored on the node (``subscript(_:)``): most nodes hold none,
    /// and a walk asking each node for several keys skips them all at once.
    @inline(never) public var hasAttributes: Bool { !attributeStorage.isEmpty }
    /// Whether the node is a text that scrolls while focused (``Text/marqueeWhenFocused()``).
    @inline(never) public var isMarqueeText: Bool { kindIsMarqueeText }
    /// Whether the node has a ``moveCommand``.
    @inline(never) public var hasMoveCommand: Bool { moveCommand != nil }
    /// Whether the node has ``keyPressActions``.
    @inline(never) public var hasKeyPressActions: Bool { !keyPressActions.isEmpty }
    /// Whether the node carries ``focus`` traits.
    @inline(never) public var hasFocusTraits: Bool { focus != nil }
    /// Whether the node carries a ``defaultFocusRequest``.
    @inline(never) public var hasDefaultFocusRequest: Bool { madeDefaultFocusRequest }
    /// Whether ``defaultFocusRequest`` is set, kept as it is set: asking the optional copied the
    /// pair out, its value retained.
    @exclusivity(unchecked) private var madeDefaultFocusRequest = false
    /// Which case ``kind`` is, its payload left out, kept as it is set: matching the enum
    /// copies it out, retaining its payload, and whether two nodes have the same kind of layout
    /// is asked of every node a kept view hands out each frame.
    @exclusivity(unchecked) public private(set) var kindCase: KindCase = .empty
    /// Whether ``kind`` is a marquee text, kept as it is set (as ``kindCase``).
    @exclusivity(unchecked) private var kindIsMarqueeText = false

    /// Whether `kind` is a text that scrolls while focused.
    private static func isMarqueeText(_ kind: Kind) -> Bool {
        if case .text(let t) = kind { return t.marquee }
        return false
    }
    /// `onSubmit` (Return in a text field).
    @exclusivity(unchecked) public internal(set) var submit: (() -> Void)?
    /// Visual effects that never change layout.
    @exclusivity(unchecked) public var effects = VisualEffects()
    /// Clip drawing of this node's subtree to a shape (`clipShape`).
    @exclusivity(unchecked) public internal(set) var clipShape: ShapeKind?
    /// Drop shadow under this node's own shape (`.shadow`).
    @exclusivity(unchecked) public internal(set) var shadow: ShadowSpec?
    /// Data modifiers hand to the runtime, by typed key (read and written through
    /// ``subscript(_:)`` with a ``ViewAttributeKey``).
    @exclusivity(unchecked) var attributeStorage: [ObjectIdentifier: Any] = [:]
    /// One bit per key ever stored in ``attributeStorage`` (``attributeBit(_:)``; never
    /// cleared): a key whose bit is clear is surely absent, so asking for it costs no
    /// dictionary lookup and no cast (a frame's walks ask most nodes for a few keys they lack).
    @exclusivity(unchecked) var attributeKeys: UInt64 = 0
    /// A lazy container's item geometry and content origin (window points), after layout.
    @exclusivity(unchecked) public internal(set) var lazyGeometry: (any LazyItemGeometry)?
    /// Indices a lazy container materialised in the last layout.
    @exclusivity(unchecked) public internal(set) var lazyMaterialized: [Int] = []
    /// The layout pass whose sizes the size cache holds (``cachedSize(pass:where:)``).
    @exclusivity(unchecked) var sizeCachePass = -1
    /// How many sizes the cache holds for `sizeCachePass`.
    @exclusivity(unchecked) var sizeCacheCount = 0
    /// The first sizes chosen for proposals in `sizeCachePass`, searched in order: a node is
    /// asked for a handful of proposals a pass, where hashing into a dictionary cost more than
    /// comparing them. Four (most nodes of the recipe grid are asked for one to four) are kept
    /// in the node itself, so no array is allocated and freed per node per frame and their
    /// plain reads and writes need no exclusivity checks at run time; the rest go to the overflow.
    @exclusivity(unchecked) var sizeCache0 = SizeCacheEntry(), sizeCache1 = SizeCacheEntry()
    @exclusivity(unchecked) var sizeCache2 = SizeCacheEntry(), sizeCache3 = SizeCacheEntry()
    /// Sizes cached in `sizeCachePass` after the first four, in order.
    @exclusivity(unchecked) var sizeCacheOverflow: [SizeCacheEntry] = []
    /// Layout priority among stack siblings.
    @exclusivity(unchecked) public internal(set) var layoutPriority: Double = 0
    /// Whether the node carries an attribute the runtime acts on after layout
    /// (``ViewAttributeKey/changesNodeAfterLayout``).
    @exclusivity(unchecked) var changesAfterLayout = false
    /// Whether laying this node out read something from outside its subtree
    /// (``LayoutContext/outsideReads``): its layout then does not travel with it.
    @exclusivity(unchecked) var layoutReadsOutside = false
    /// Whether the node's frame and cached sizes were brought from the last frame's copy of a
    /// kept view (``retainedCopy(layoutFrom:)``), valid wherever it is placed at that size:
    /// placing it at the same size moves it instead of laying it out again.
    @exclusivity(unchecked) var carriesLayout = false
    /// Whether ``frame`` holds a placement: layout placed the node, or it brought one along.
    @exclusivity(unchecked) var isPlaced = false
    /// The ``sizeCachePass`` of sizes brought from the last frame: valid in any pass, adopted by
    /// the first pass that caches another size.
    static let carriedSizePass = Int.min

    /// The node its view's kept evaluation holds (``RetainedEvaluation/node``) for this node and
    /// its subtree as they resolved: set on the node a kept view hands out, so the views around
    /// it keep that subtree by reference rather than copying it again (``resolvedCopy(copied:)``).
    @exclusivity(unchecked) var resolvedOriginal: Node?
    /// Whether this node or one below it was changed, after the view that made it resolved, by
    /// the views around it reaching inside (an identity given down a modifier chain, `disabled`,
    /// `onSubmit`, an alert's actions) or by the runtime after layout (an identity the focus tree
    /// moved or gave): the path down to the change is then copied, not shared, when a view is
    /// kept (``resolvedCopy(copied:)``) or handed out again (``handOut(_:laidOut:)``). The
    /// node's own fields, which any modifier around it sets, are always copied.
    @exclusivity(unchecked) var changedAfterResolve = false

    public init(_ kind: Kind, environment: EnvironmentValues) {
        self.kind = kind; self.environment = environment
        kindCase = KindCase(kind)
        kindIsMarqueeText = Self.isMarqueeText(kind)
    }

    /// A copy of `other` and its subtree as resolved, without what layout worked out
    /// (``retainedCopy()``).
    ///
    /// With a `twin` — last frame's laid-out copy of the same resolved node — the copy brings
    /// along what layout worked out where it holds wherever the node sits: the frames, the cached
    /// sizes and the broken lines of each node whose layout read nothing from outside its subtree
    /// (``layoutReadsOutside``), that the runtime does not change after layout, and whose
    /// descendants all brought theirs (``retainedCopy(layoutFrom:)``). A node whose twin has
    /// another shape (other children, another kind) is copied without.
    ///
    /// A child whose whole subtree would be copied with its layout is not copied: the twin's
    /// child is handed out again as it is (``handOut(_:laidOut:)``), and layout moves it.
    convenience init(copying other: Node, layoutFrom twin: Node? = nil) {
        var all = twin != nil
        let children: [Node]
        if let twin {
            children = other.children.indices.map { i in
                let c = Node.handOut(other.children[i], laidOut: twin.children[i])
                if !c.carriesLayout { all = false }
                return c
            }
        } else {
            children = other.children.map { Node(copying: $0) }
        }
        self.init(resolvedFieldsOf: other, children: children, layoutFrom: all ? twin : nil)
    }

    /// `other`'s resolved fields — kind, identity, environment, focus traits, actions, effects,
    /// attributes — over `children`, and with `twin`, the layout it worked out, where it holds
    /// (``init(copying:layoutFrom:)``, whose children all brought theirs): every field is set
    /// here, in the designated initializer, where stores need no exclusivity checks.
    init(resolvedFieldsOf other: Node, children: [Node], layoutFrom twin: Node?) {
        kind = other.kind
        kindCase = other.kindCase
        kindIsMarqueeText = other.kindIsMarqueeText
        environment = other.environment
        self.children = children
        id = other.id
        focus = other.focus
        action = other.action
        keyPressActions = other.keyPressActions
        moveCommand = other.moveCommand
        focusBindings = other.focusBindings
        defaultFocusRequest = other.defaultFocusRequest
        madeDefaultFocusRequest = other.madeDefaultFocusRequest
        submit = other.submit
        effects = other.effects
        clipShape = other.clipShape
        shadow = other.shadow
        attributeStorage = other.attributeStorage
        attributeKeys = other.attributeKeys
        layoutPriority = other.layoutPriority
        changesAfterLayout = other.changesAfterLayout
        // A node the runtime changes after layout is laid out afresh, and so are the nodes
        // holding it; so is a scroll view (its content brings its layout along).
        guard let twin, Node.bringsLayout(of: other, from: twin) else { return }
        // A text's kind holds its broken lines, worked out when it was placed.
        if case .text = other.kind { kind = twin.kind }
        frame = twin.frame
        isPlaced = true
        carriesLayout = true
        sizeCachePass = Node.carriedSizePass
        sizeCacheCount = twin.sizeCacheCount
        sizeCache0 = twin.sizeCache0; sizeCache1 = twin.sizeCache1
        sizeCache2 = twin.sizeCache2; sizeCache3 = twin.sizeCache3
        if twin.sizeCacheCount > 4 { sizeCacheOverflow = twin.sizeCacheOverflow }
    }

    /// A node placed by hand at `frame` (window points) in a tree already laid out — a text
    /// field's caret, a transition's rolling glyph — which no layout pass will move.
    public convenience init(_ kind: Kind, environment: EnvironmentValues, frame: Rect) {
        self.init(kind, environment: environment)
        self.frame = frame
        isPlaced = true
    }

    /// Depth-first visit of this node and its descendants; return false to skip a subtree.
    public func visit(_ body: (Node) -> Bool) {
        guard body(self) else { return }
        forEachChild { $0.visit(body) }
    }

    /// The first node (depth-first) with this id.
    public func find(id: ViewID) -> Node? {
        if self.id == id { return self }
        return firstChild { $0.find(id: id) }
    }

    /// Calls `body` with each child in order.
    ///
    /// Each child is lent from the children array (held for the walk) rather than retained and
    /// released around its call: the walks of the whole tree every frame (moving scrolled
    /// content, finding a view, collecting what the runtime reads) spent about half their time
    /// counting references in perf. A leaf — about half of a tree's nodes — holds nothing for
    /// its (empty) walk: the array was retained and released for it all the same.
    @inlinable @inline(__always)
    public func forEachChild(_ body: (Node) -> Void) {
        forEachChildIndexed { _, child in body(child) }
    }

    /// Calls `body` with each child and its index in ``children``, in order, each lent as
    /// ``forEachChild(_:)`` lends it (a walk that keeps the path of indices it took).
    @inlinable @inline(__always)
    public func forEachChildIndexed(_ body: (_ index: Int, _ child: Node) -> Void) {
        guard !children.isEmpty else { return }
        let kids = children
        kids.withUnsafeBufferPointer { buffer in
            for i in buffer.indices { Unmanaged.passUnretained(buffer[i])._withUnsafeGuaranteedRef { body(i, $0) } }
        }
    }

    /// The first non-nil answer of `body` for the children in order, each lent as
    /// ``forEachChild(_:)`` lends it.
    @inline(__always)
    func firstChild<T>(_ body: (Node) -> T?) -> T? {
        firstChild(visiting: { k, _ in k }, body)
    }

    /// The first non-nil answer of `body` for the children taken in the order `visiting` gives
    /// (the `k`-th child visited is `visiting(k, count)`; each index once), each lent as
    /// ``forEachChild(_:)`` lends it: a walk that stops at what it finds, topmost child first
    /// for a hit test.
    @inlinable @inline(__always)
    public func firstChild<T>(visiting order: (_ k: Int, _ count: Int) -> Int, _ body: (Node) -> T?) -> T? {
        guard !children.isEmpty else { return nil }
        let kids = children
        return kids.withUnsafeBufferPointer { buffer in
            for k in buffer.indices {
                if let found = Unmanaged.passUnretained(buffer[order(k, buffer.count)])._withUnsafeGuaranteedRef(body) { return found }
            }
            return nil
        }
    }

    /// The nodes from this one down to the first node (depth-first) with this id, both ends
    /// included; empty when there is none. One walk answers what a `find` per ancestor would.
    public func path(to id: ViewID) -> [Node] {
        var path: [Node] = []
        guard appendReversedPath(to: id, into: &path) else { return [] }
        path.reverse()
        return path
    }

    /// Appends the nodes from the first one with `id` (depth-first) up to this one to `path`,
    /// deepest first; false, with `path` as it was, when there is none below. Nodes are added
    /// only on the way back up from the one found: a walk that finds nothing — the focused view
    /// a lazy grid has not built yet — retains and releases none of the nodes it passes, as
    /// adding each on the way down and taking it off again did. (One array for the whole walk:
    /// building the path from each level's answer copied it once per level.)
    private func appendReversedPath(to id: ViewID, into path: inout [Node]) -> Bool {
        guard self.id == id || firstChild({ $0.appendReversedPath(to: id, into: &path) ? true : nil }) == true else {
            return false
        }
        path.append(self)
        return true
    }

    /// The first node (depth-first) whose id is named `name` (``ViewID/description``): a
    /// script's or a layout file's name for a view.
    public func find(named name: String) -> Node? {
        if self.id?.description == name { return self }
        for c in children { if let n = c.find(named: name) { return n } }
        return nil
    }

    /// Takes out everything the node itself draws — its content, children, shadow and clip —
    /// keeping its frame, id and focus traits: a widget archive draws such a piece from a
    /// drawing of its own, over the hole left in the rest.
    public func removeDrawing() {
        kind = .empty
        children = []
        shadow = nil
        clipShape = nil
    }

    /// Draws the node as `layers` stacked over each other in its frame, clipped to `clip`
    /// (nil: not clipped), instead of its own content: a numeric text transition rolls the old
    /// digits out and the new ones in as glyphs laid out by hand.
    public func replaceContent(with layers: [Node], clippedTo clip: ShapeKind?) {
        kind = .zstack(.center)
        children = layers
        clipShape = clip
    }

    /// Moves this node and every descendant by an offset.
    public func translate(dx: Double, dy: Double) {
        // Walked directly, not through `visit`'s closure, which cost twice as much a node in
        // perf. (A scroll frame moves its content through a list of its nodes instead,
        // ``offsetFrame(dx:dy:)``.)
        frame.origin.x += dx
        frame.origin.y += dy
        forEachChild { $0.translate(dx: dx, dy: dy) }
    }

    /// Moves this node alone by an offset, not its children: for a mover that holds the nodes
    /// of a subtree in a list of its own (a scroll frame's content).
    @inline(__always)
    package func offsetFrame(dx: Double, dy: Double) {
        frame.origin.x += dx
        frame.origin.y += dy
    }

    /// The size cached in layout pass `pass` for the first proposal `matches` accepts, in the
    /// order they were cached; nil when none (or the cache holds another pass).
    @inline(__always)
    func cachedSize(pass: Int, where matches: (ProposedSize) -> Bool) -> Size? {
        guard sizeCachePass == pass || sizeCachePass == Node.carriedSizePass else { return nil }
        let count = sizeCacheCount
        guard count > 0 else { return nil }
        if matches(sizeCache0.proposal) { return sizeCache0.size }
        guard count > 1 else { return nil }
        if matches(sizeCache1.proposal) { return sizeCache1.size }
        guard count > 2 else { return nil }
        if matches(sizeCache2.proposal) { return sizeCache2.size }
        guard count > 3 else { return nil }
        if matches(sizeCache3.proposal) { return sizeCache3.size }
        guard count > 4 else { return nil }
        for entry in sizeCacheOverflow where matches(entry.proposal) { return entry.size }
        return nil
    }

    /// The sizes the overflow cache has room for once it is used: the proposals past the four
    /// kept inline that a stack's flexibility probes ask of one child in a pass.
    static let overflowCapacity = 8

    /// Caches the size chosen for a proposal in layout pass `pass` (dropping other passes' sizes).
    func cacheSize(_ size: Size, for proposal: ProposedSize, pass: Int) {
        if sizeCachePass == Node.carriedSizePass {
            sizeCachePass = pass // the sizes brought along stay valid
        } else if sizeCachePass != pass {
            sizeCachePass = pass
            sizeCacheCount = 0
            if !sizeCacheOverflow.isEmpty { sizeCacheOverflow.removeAll(keepingCapacity: true) }
        }
        let entry = SizeCacheEntry(proposal: proposal, size: size)
        switch sizeCacheCount {
        case 0: sizeCache0 = entry
        case 1: sizeCache1 = entry
        case 2: sizeCache2 = entry
        case 3: sizeCache3 = entry
        default:
            // Room for a stack's probes at once (a stack measures a child at up to eight
            // proposals a pass): growing from none one by one reallocated at the 5th, 6th and
            // 8th size (about 100 reallocations a focus move on the settings screen, callgrind).
            if sizeCacheOverflow.capacity < Node.overflowCapacity { sizeCacheOverflow.reserveCapacity(Node.overflowCapacity) }
            sizeCacheOverflow.append(entry)
        }
        sizeCacheCount += 1
    }
}
