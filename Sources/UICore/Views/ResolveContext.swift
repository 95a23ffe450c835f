/// What the resolver knows while turning views into nodes: the environment, and focus state from the engine.
public struct ResolveContext {
    public var environment: EnvironmentValues
    /// What every copy of this context shares for the whole resolve: focus, time, scopes.
    public var frame: ResolveFrame
    /// The focused view's id (from the focus engine, as of the last update). Reading it makes
    /// the view being evaluated depend on every focus move; ``isFocused(_:)`` depends only on
    /// whether one view is focused.
    public var focusedID: ViewID? {
        get {
            if let record = stateStore?.evaluations.active, record.focusedIDRead == nil { record.focusedIDRead = .some(frame.focusedID) }
            return frame.focusedID
        }
        nonmutating set { frame.focusedID = newValue }
    }
    /// Ids of the focused view and all its ancestors (for `containsFocus`, F12). Reading it
    /// whole depends on every focus move; ``focusPathContains(_:)`` on one view's place.
    public var focusPath: Set<ViewID> {
        get {
            if let record = stateStore?.evaluations.active, record.focusedIDRead == nil { record.focusedIDRead = .some(frame.focusedID) }
            return frame.focusPath
        }
        nonmutating set { frame.focusPath = newValue }
    }

    /// Whether the view with `id` is focused (nil: no).
    public func isFocused(_ id: ViewID?) -> Bool {
        guard let id else { return false }
        let focused = frame.focusedID == id
        stateStore?.evaluations.active?.focusReads.append((id, focused))
        return focused
    }

    /// Whether the focusable view resolved at `position` (an ``identityPath``) is focused: how a
    /// view no `.id` names knows it, its structural id being given after the frame is built.
    public func isFocused(position: Int) -> Bool {
        let focused = frame.focusedPosition == position
        stateStore?.evaluations.active?.positionReads.append((position, focused))
        return focused
    }

    /// Whether the view with `id` is focused or contains focus.
    public func focusPathContains(_ id: ViewID) -> Bool {
        let inside = frame.focusPath.contains(id)
        stateStore?.evaluations.active?.pathReads.append((id, inside))
        return inside
    }

    /// The id an enclosing `.id(_:)` is about to give the view being resolved (controls read it
    /// to know whether they are focused); cleared for children.
    public var pendingID: ViewID? {
        // Whatever names the view now, an `.id` inside it is no longer the element's outermost.
        didSet { elementIdentity = nil }
    }
    /// The identity of the `ForEach` element being resolved (in its `ForEach`'s scope), while
    /// no view inside the element has taken an id yet: an outermost `.id(_:)` with the same
    /// value names the element by that identity (``explicitID(_:)``).
    public var elementIdentity: ViewID?
    /// The `ForEach` element being resolved, kept through everything inside it: its id (which
    /// names it) and its identity.
    var enclosingElement: (id: ViewID, identity: ViewID)?
    /// The scope of the `ForEach` element being resolved: a non-string `.id` deeper inside it
    /// (`HStack { Text(…); Button(…).id(i) }`) is unique within the element, so the same value
    /// in two rows or two lists names two views. Worked out only when such an id asks for it.
    public var idScope: ViewID.Scope? {
        guard let element = enclosingElement else { return nil }
        var h = Hasher()
        h.combine(element.identity)
        h.combine("element")
        return ViewID.Scope(key: h.finalize(), label: element.id.description)
    }
    /// The nearest enclosing view with an identity of its own (an `.id`, a `ForEach` element):
    /// its name labels the scopes opened under it (written out only when one is, not for
    /// every element of every frame).
    public var scopeOwner: ViewID?
    /// The name of ``scopeOwner`` (empty at the top): the label of the scopes opened under it.
    public var scopeLabel: String { scopeOwner?.description ?? "" }
    /// The scopes opened in this resolve, numbered per label (shared by every copy of the
    /// context made from one root).
    public var scopes: ScopeRegistry { frame.scopes }
    /// Where view-local state (`@State`, `@FocusState`) is kept between frames; nil keeps it in
    /// the view values for this pass only.
    ///
    /// The resolve pass's (``ResolveFrame/stateStore``): every copy of the context made from one
    /// root shares it. Held there rather than in each copy, a copy does not retain the store,
    /// whose count is kept in a side table (the state boxes refer to it weakly), where every
    /// retain and release takes the slow path.
    public var stateStore: ViewStateStore? {
        get { frame.stateStore }
        nonmutating set { frame.stateStore = newValue }
    }
    /// The identity of the position being resolved: a hash of the path of child indices,
    /// explicit ids and composite view types from the root.
    public var identityPath = 0
    /// The clock time of the frame being resolved (``TimelineView`` builds its content with
    /// it). Reading it makes the view being evaluated depend on time.
    public var time: Double {
        get {
            stateStore?.evaluations.active?.timeRead = frame.time
            return frame.time
        }
        nonmutating set { frame.time = newValue }
    }

    public init(environment: EnvironmentValues = EnvironmentValues(), focusedID: ViewID? = nil, focusPath: Set<ViewID> = []) {
        self.environment = environment
        frame = ResolveFrame(focusedID: focusedID, focusPath: focusPath)
    }

    /// A context resolving in `frame` (a host keeps one frame object from frame to frame).
    public init(environment: EnvironmentValues, frame: ResolveFrame) {
        self.environment = environment; self.frame = frame
    }

    /// The same context with another environment.
    public func with(environment: EnvironmentValues) -> ResolveContext {
        var c = self; c.environment = environment; return c
    }

    /// Resolves any view into its node tree.
    public func resolve(_ view: any View) -> Node {
        if let node = view.primitiveNode(in: self) { return placed(node) }
        return resolveComposite(view)
    }

    /// `node`, a primitive's, noting where it was resolved when it declares focus and no view
    /// inside it noted a place first (``FocusTraits/position``).
    private func placed(_ node: Node) -> Node {
        if node.focus != nil, node.focus?.position == nil { node.focus?.position = identityPath }
        return node
    }

    /// Resolves a lazy container's item: as ``resolve(_:)``, but a composite item reused from the
    /// last frame may come back as it was laid out (``RetainedEvaluations``), for the container
    /// to move rather than lay out again.
    public func resolveItem(_ view: any View) -> Node {
        // A `ForEach` closure's one view comes in a group of one, which resolves in this context.
        if let group = view as? ViewGroup, group.views.count == 1 { return group.context(self).resolveItem(group.views[0]) }
        return resolveOpenedItem(view)
    }

    /// Resolves lazy item `view` (``resolveItem(_:)``), its type known. Modifiers that all
    /// declared their inputs are kept as a view with a `body` is, through a ``KeptItem`` at this
    /// position (a box has no identity of its own: what is inside it resolves where it would).
    private func resolveOpenedItem<V: View>(_ view: V) -> Node {
        if let store = stateStore, store.evaluations.isEnabled, DeclaredInputs.declared(view) {
            return store.evaluations.resolve(KeptItem(content: view), in: self, store: store, item: true) { item, _ in item.content }
        }
        if let node = view.primitiveNode(in: self) { return placed(node) }
        return resolveComposite(view, item: true)
    }

    /// Resolves a view through its `body`: evaluated, or reused from an earlier frame when
    /// nothing it depends on changed (``RetainedEvaluations``).
    private func resolveComposite<V: View>(_ view: V, item: Bool = false) -> Node {
        let inner = descending(ObjectIdentifier(V.self), id: pendingID)
        guard let store = stateStore else {
            inner.prepare(view)
            return inner.resolveBody(of: view)
        }
        return store.evaluations.resolve(view, in: inner, store: store, item: item) { view, inner in
            inner.prepare(view)
            return view.body
        }
    }

    /// The context for a child position named by `component` (a child index, an id, a role,
    /// a view type) and, optionally, an explicit id.
    public func descending<C: Hashable>(_ component: C, id: ViewID? = nil) -> ResolveContext {
        var h = Hasher()
        h.combine(identityPath)
        h.combine(component)
        h.combine(id)
        var c = self
        c.identityPath = h.finalize()
        return c
    }

    /// This context for the children of a stack along `axis`: they see it as
    /// ``EnvironmentValues/stackAxis`` (a ``Divider`` lies across it).
    func insideStack(along axis: Axis) -> ResolveContext {
        var inner = self
        inner.environment.stackAxis = axis
        return inner
    }

    /// Resolves sibling views, flattening groups into one list of children.
    public func resolveChildren(_ views: [any View]) -> [Node] {
        var out: [Node] = []
        var inner = self
        inner.pendingID = nil
        for (i, v) in views.enumerated() { append(inner.descending(i).resolve(v), to: &out) }
        return out
    }

    /// Appends a node, splicing in the children of an unidentified group.
    func append(_ node: Node, to out: inout [Node]) {
        if node.kindCase == .group, node.focus == nil, node.action == nil, node.keyPressActions.isEmpty {
            // The group's children as its view resolved them are its kept copy's, one by one.
            let originals = node.resolvedOriginal.flatMap { $0.children.count == node.children.count ? $0.children : nil }
            for (i, c) in node.children.enumerated() {
                if node.id != nil, c.id == nil { c.id = node.id; c.markChangedAfterResolve() }
                if let originals, c.resolvedOriginal == nil { c.resolvedOriginal = originals[i] }
                append(c, to: &out)
            }
        } else if node.kindCase == .empty {
            return
        } else {
            out.append(node)
        }
    }

    /// The scope a `ForEach` (or a lazy container's `ForEach`) resolved here opens: keyed by
    /// this position, labelled by ``scopeLabel`` and its number among the scopes opened under
    /// that label in this resolve.
    public func forEachScope() -> ViewID.Scope {
        var h = Hasher()
        h.combine(identityPath)
        h.combine("ForEach")
        let key = h.finalize()
        let n = numberScope(key, under: scopeLabel)
        return ViewID.Scope(key: key, label: n == 1 ? scopeLabel : scopeLabel + "@\(n)")
    }

    /// The number of scope `key` under `label` in this resolve, noted in the evaluation under way
    /// (a view reused from an earlier frame opens its scopes again in order).
    private func numberScope(_ key: Int, under label: String) -> Int {
        stateStore?.evaluations.active?.scopeLog.append((key, label))
        return frame.scopes.number(of: key, under: label)
    }

    /// The context an element of a `ForEach` resolves in: `id` names it (its identity in its
    /// `ForEach`'s scope, or the window-wide id its outermost `.id` gives it) and `identity` is
    /// its identity (`id` when nil).
    public func element(_ id: ViewID, identity: ViewID? = nil) -> ResolveContext {
        var ctx = self
        ctx.pendingID = id
        let identity = identity ?? id
        ctx.elementIdentity = identity
        ctx.scopeOwner = id
        ctx.enclosingElement = (id, identity)
        return ctx
    }

    /// The id of a scroll view (or `List`) resolved here with no `.id`: `scroll-1`, `scroll-2`…
    /// (`list-1`…) in the order they are met under ``scopeLabel`` (`"shelf-3/scroll-1"` in a
    /// `ForEach` element), unique by this position, so each has its own offset and the focus
    /// tree, layout and the scroll coordinator all know it by one id.
    public func unnamedScrollID(kind: String = "scroll") -> ViewID {
        var h = Hasher()
        h.combine(identityPath)
        h.combine(kind)
        let key = h.finalize()
        let n = numberScope(key, under: scopeLabel + "\u{0}" + kind)
        return ViewID("\(kind)-\(n)", in: ViewID.Scope(key: key, label: scopeLabel))
    }

    /// The id an `.id(value)` resolved here gives its view.
    ///
    /// An element's outermost `.id` with the element's own `ForEach` identity (`ForEach(0..<n)
    /// { i in Row(i).id(i) }`, `.id(item.id)`) is that identity, unique within the `ForEach` as
    /// SwiftUI has it; a non-string `.id` deeper inside an element is unique within the element
    /// (named `element/value`). Any string, and any other id outside a `ForEach`, is the app's
    /// own name for the view, unique in the whole window — the name `focus(id:)`, `scrollTo`, scripts and traces use; two views given the
    /// same one are reported in debug builds (``IdentityCheck``).
    public func explicitID(_ id: ViewID) -> ViewID {
        let own = ResolveContext.explicitID(id, element: elementIdentity)
        // Deeper in an element, a value of its own is unique within the element.
        guard own == id, elementIdentity == nil, enclosingElement != nil, id.scope == nil, id.stringValue == nil, !id.isStructural,
              let idScope else { return own }
        return ViewID(id, in: idScope)
    }

    /// ``explicitID(_:)`` for an element whose identity is `element` (nil: not at an element's root).
    public static func explicitID(_ id: ViewID, element: ViewID?) -> ViewID {
        guard let element, id.scope == nil, id.stringValue == nil, element.unscoped == id else { return id }
        return element
    }

    /// Whether the view being resolved is focused: by its pending id, or, when no `.id` names
    /// it, by its place (``isFocused(position:)``).
    public var isPendingFocused: Bool {
        if let pendingID { return isFocused(pendingID) }
        return isFocused(position: identityPath)
    }

    /// Whether the view being resolved is focused with Select held down on it (pressed, as a
    /// custom ``ButtonStyle``'s configuration says); the view is resolved again when that changes.
    public var isPendingPressed: Bool {
        guard isPendingFocused else { return false }
        let held = frame.isSelectHeld
        stateStore?.evaluations.active?.selectHeldRead = held
        return held
    }

    private func resolveBody<V: View>(of view: V) -> Node { resolve(view.body) }

    /// Fills the view's `@Environment` properties and installs its `@State` and `@FocusState`
    /// storage for this identity.
    private func prepare(_ view: any View) { prepareTyped(view) }

    /// ``prepare(_:)`` for a view of a known type: its wrappers are read at the offsets the
    /// type's plan names (``ViewPreparation``), made from the type's field records when they
    /// name every wrapper it can hold; the first view of any other type, and types whose
    /// wrappers the plan cannot name, are reflected with a `Mirror`.
    private func prepareTyped<V: View>(_ view: V) {
        switch ViewPreparation.plan(ObjectIdentifier(V.self)) {
        case .fields(let fields)?:
            prepareFields(fields, of: view)
        case .mirror?:
            _ = reflect(view)
        case nil:
            if let fields = ViewPreparation.recordFromFields(V.self) {
                prepareFields(fields, of: view)
            } else {
                ViewPreparation.record(V.self, reflected: reflect(view))
            }
        }
    }

    /// Fills and installs the view's wrappers at `fields`.
    private func prepareFields<V: View>(_ fields: [PreparedField], of view: V) {
        guard !fields.isEmpty else { return }
        withUnsafeBytes(of: view) { raw in
            for f in fields { f.prepare(in: raw.baseAddress!, environment: environment, store: stateStore, path: identityPath) }
        }
    }

    /// Fills and installs the view's wrappers found by reflection; returns their labels in order.
    private func reflect(_ view: any View) -> [String] {
        var found: [String] = []
        let mirror = Mirror(reflecting: view)
        for child in mirror.children where ViewPreparation.mayHoldWrapper(type(of: child.value)) {
            var wraps = false
            if let reader = child.value as? EnvironmentReading { reader.fill(environment); wraps = true }
            if let state = child.value as? ViewStateInstalling {
                wraps = true
                if let store = stateStore { state.install(in: store, key: StateKey(path: identityPath, label: child.label ?? "")) }
            }
            if wraps { found.append(child.label ?? "") }
        }
        return found
    }
}
