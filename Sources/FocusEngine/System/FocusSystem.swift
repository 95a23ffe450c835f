import UICore

/// The focus engine: owns which view is focused and moves focus by keys, clicks and code.
///
/// Call ``update(tree:)`` every frame with the current focus tree; focus then survives the change
/// (a vanished view hands focus to its nearest sensible neighbour), modal scopes trap it and
/// default focus applies where nothing was focused. Moves go through ``move(_:commandHandlers:explain:)``
/// (arrows, D-pad, swipes), ``moveSequential(forward:explain:)`` (Tab, Shift-Tab), ``click(id:)``
/// and ``focus(id:)`` (`@FocusState` writes). One instance serves one window; it is not
/// thread-safe and is meant to live on the thread that runs the UI.
public final class FocusSystem {
    /// The locale's reading direction: Tab order and default focus follow it (F6, F4).
    public var layoutDirection: LayoutDirection
    /// The system "keyboard navigation" setting (F1): while on, Tab also reaches `.activate`-only
    /// controls (buttons, pickers).
    public var keyboardNavigation: Bool

    /// The focused view's id, nil only while nothing in the tree can take focus.
    public private(set) var focusedID: ViewID?

    /// Called after focus changes, with the previous and the new id (for the trace's `focus` event).
    public var onFocusChange: ((_ from: ViewID?, _ to: ViewID?) -> Void)?

    var tree = IndexedFocusTree() {
        didSet { textFieldAnswer = nil }
    }
    /// The last answer of ``mayBeTextField(_:)``, for the tree it was asked of. A host asks it
    /// of the focused view before every frame; between builds of the tree the lookup in the
    /// index, which no frame drawn from the last layout otherwise touches, waited on memory
    /// (0.011 ms of a lift frame's 0.58 in perf, at 1280×720).
    private var textFieldAnswer: (id: ViewID, answer: Bool)?
    /// The focused view's frame at the last update or move (used to recover when it vanishes).
    var focusedFrame: Rect?
    /// The focused view's ancestors at the last update or move, nearest first.
    var focusedAncestorIDs: [ViewID] = []
    /// For every container id, the last focused view inside it (section memory, scope return).
    var lastFocusedInside: [ViewID: ViewID] = [:]
    /// Sections and scopes that have held focus at least once (default focus applies only the first time).
    var regionsThatHeldFocus: Set<ViewID> = []
    /// Focus remembered per scene by ``rememberFocus(for:)``.
    var remembered: [SceneID: ViewID] = [:]
    /// Where focus was before each open modal scope took it.
    var focusBeforeScope: [ViewID: ViewID] = [:]
    /// The modal scope that was front-most at the last update.
    var activeModalScopeID: ViewID?

    /// An engine with the two settings of F1.
    public init(layoutDirection: LayoutDirection = .leftToRight, keyboardNavigation: Bool = true) {
        self.layoutDirection = layoutDirection
        self.keyboardNavigation = keyboardNavigation
    }

    // MARK: - Update

    /// Takes this frame's focus tree and keeps focus valid in it.
    ///
    /// Rebuilds the index (parent links, id lookup), then: a modal scope that appeared takes focus
    /// (its default focus); a modal scope that went away returns focus to where it was before;
    /// a focused view that vanished, became disabled or fell outside the modal scope hands focus
    /// to its nearest neighbour; with nothing focused, default focus applies (F4).
    public func update(tree root: FocusNode) {
        tree = IndexedFocusTree(root: root)
        let scopeID = tree.modalScope.map { tree.entries[$0].id }
        if scopeID != activeModalScopeID {
            // A scope that closed gives focus back; one merely covered by a newer scope keeps its
            // record until it closes in turn.
            if let closed = activeModalScopeID, !isPresentModalScope(closed),
               let back = focusBeforeScope.removeValue(forKey: closed),
               let target = tree.resolve(back), canFocus(target) {
                setFocus(target)
            }
            if let opened = scopeID, let scope = tree.modalScope {
                let inside = currentTarget().map { tree.node(scope, contains: $0) } ?? false
                if !inside {
                    if let focusedID { focusBeforeScope[opened] = focusedID }
                    if let target = defaultTarget(in: scope) { setFocus(target) }
                }
            }
            activeModalScopeID = scopeID
        }
        keepFocusValid()
    }

    /// Takes the last focus tree with the content of these scroll views moved by their offsets
    /// (window points), as ``update(tree:)`` would take
    /// `lastTree.movingScrolledContent(moves)` (``FocusNode/movingScrolledContent(_:)``), without
    /// indexing the tree again: a scroll animation's frames move the content and nothing else.
    ///
    /// Only the frames change, so no modal scope opens or closes; a focused view the scroll
    /// moved keeps focus at its new frame.
    public func update(movingScrolledContent moves: [(id: ViewID, offset: Point)]) {
        // The tree is this system's alone: moved in place, it keeps what it answered that does
        // not depend on frames (whether the focused view may be a text field).
        tree.moveScrolledContent(moves)
        keepFocusValid()
    }

    /// Keeps focus on a view that can take it: the focused one where it now is, else its
    /// nearest neighbour, else the default.
    private func keepFocusValid() {
        if let target = currentTarget(), canFocus(target) {
            refreshFocusedGeometry(target)
        } else if focusedID != nil {
            recoverFocus()
        } else if let target = defaultTarget(in: nil) {
            setFocus(target)
        }
    }

    /// Whether an enabled modal scope with that id is in the tree.
    func isPresentModalScope(_ id: ViewID) -> Bool {
        guard let i = tree.indexByID[id] else { return false }
        return tree.entries[i].kind == .modalScope && !tree.entries[i].disabled
    }

    // MARK: - Queries

    /// Whether a view with this id exists (a node, or an item of a lazy region).
    public func contains(id: ViewID) -> Bool { tree.resolve(id) != nil }

    /// Whether a node of the tree has this id: a view built in the last frame that takes focus,
    /// holds focusable views or is a focus section or scope. A lookup in the tree's index only:
    /// lazy regions are not asked about items (``contains(id:)`` asks them, and a region may
    /// look through every item of its data for an id it never handed out).
    public func hasNode(id: ViewID) -> Bool { tree.indexByID[id] != nil }

    /// Whether the view with `id` may be a text field: false only for a node the tree holds as
    /// something else, so a host need not walk its view tree to the view to ask (an id that is
    /// no node of the tree, such as a lazy item's, may be one). A lookup in the tree's index only.
    public func mayBeTextField(_ id: ViewID) -> Bool {
        if let last = textFieldAnswer, last.id == id { return last.answer }
        let answer = tree.indexByID[id].map { tree.entries[$0].isTextField } ?? true
        textFieldAnswer = (id, answer)
        return answer
    }

    /// The id of the view named `name` (`ViewID.description`: how traces, replay scripts and
    /// layout files write ids), a node or a lazy item built or not; nil when no view is.
    public func id(named name: String) -> ViewID? { tree.id(named: name) }

    /// Whether the view can take focus now: focusable, enabled and inside the modal scope.
    public func canTakeFocus(_ id: ViewID) -> Bool {
        guard let target = tree.resolve(id) else { return false }
        return canFocus(target)
    }

    /// The window frame of a view (a lazy item's frame even when it is not materialised).
    public func frame(of id: ViewID) -> Rect? { tree.resolve(id).map { tree.frame(of: $0) } }

    /// For an item of a lazy region: the id of the region's node and the item's index, so the
    /// app can materialise it and scroll it into view (S8).
    public func lazyLocation(of id: ViewID) -> (regionID: ViewID, index: Int)? {
        for entry in tree.regions {
            if let i = entry.region.index(forID: id) { return (tree.entries[entry.node].id, i) }
        }
        return nil
    }

    /// The id of the lazy-region item bound to `value` of a focus state (`.focused(state,
    /// equals: value)`), built or not, asking each region's own mapping (no scan of its items);
    /// nil when no region has such an item.
    public func lazyItem(boundTo value: AnyHashable, of state: ObjectIdentifier) -> ViewID? {
        for entry in tree.regions {
            if let i = entry.region.index(boundTo: value, of: state) { return entry.region.id(forIndex: i) }
        }
        return nil
    }

    /// The ids of a view's ancestors, nearest first, up to the root.
    public func ancestors(of id: ViewID) -> [ViewID] {
        guard let target = tree.resolve(id) else { return [] }
        return tree.ancestors(of: target).map { tree.entries[$0].id }
    }

    /// Whether the view is focused or contains the focused view (F12: a selection shows the
    /// accent colour while this holds, grey otherwise).
    public func containsFocus(_ id: ViewID) -> Bool {
        guard let focusedID else { return false }
        return focusedID == id || focusedAncestorIDs.contains(id)
    }

    /// The focused view's id followed by its ancestors' up to the root: the route of key
    /// presses, move commands and focused values.
    public var responderChain: [ViewID] {
        guard let focusedID else { return [] }
        return [focusedID] + focusedAncestorIDs
    }

    /// The id of the front-most modal scope, if one is present.
    public var modalScopeID: ViewID? { activeModalScopeID }

    // MARK: - Programmatic focus

    /// Moves focus to a view (`@FocusState` writes, "add item" focusing the new row).
    ///
    /// Returns false, leaving focus alone, when the id is unknown, cannot take focus (not
    /// focusable, disabled) or lies outside the front-most modal scope.
    @discardableResult
    public func focus(id: ViewID) -> Bool {
        guard let target = tree.resolve(id), canFocus(target) else { return false }
        setFocus(target)
        return true
    }

    /// Takes focus away from a view (a `@FocusState` set to false or nil, the grocery list's
    /// "Done"): focus moves to the nearest other focusable view, preferring views that are not
    /// text fields, so editing ends. Focus never becomes nil while something can take it, so a
    /// view that is the only focusable one keeps focus. Returns whether focus left the view.
    @discardableResult
    public func resignFocus(id: ViewID) -> Bool {
        guard id == focusedID, let target = tree.resolve(id) else { return false }
        let frame = tree.frame(of: target)
        let others = focusableTargets(in: tree.modalScope).filter { t in
            if case .node(let i) = target { return !tree.node(i, contains: t) }
            return t != target
        }
        let calm = others.filter { t in
            if case .node(let i) = t { return !tree.entries[i].isTextField }
            return true
        }
        guard let next = nearest(to: frame, among: calm.isEmpty ? others : calm) else { return false }
        setFocus(next)
        return true
    }

    /// Puts focus back on the default of the whole tree (or of the modal scope).
    @discardableResult
    public func resetFocus() -> Bool {
        guard let target = defaultTarget(in: nil) else { return false }
        setFocus(target)
        return true
    }

    // MARK: - Internals shared by the extensions

    /// The target focus rests on now, if it still exists.
    func currentTarget() -> FocusTarget? { focusedID.flatMap { tree.resolve($0) } }

    /// Focusable, enabled and inside the modal scope.
    func canFocus(_ target: FocusTarget) -> Bool {
        tree.isFocusable(target) && tree.isInModalScope(target)
    }

    /// Moves focus to a target and records where it went.
    func setFocus(_ target: FocusTarget) {
        let id = tree.id(of: target)
        let previous = focusedID
        focusedID = id
        refreshFocusedGeometry(target)
        for ancestor in tree.ancestors(of: target) {
            let entry = tree.entries[ancestor]
            lastFocusedInside[entry.id] = id
            if entry.kind != .container, entry.kind != .focusable { regionsThatHeldFocus.insert(entry.id) }
        }
        if previous != id { onFocusChange?(previous, id) }
    }

    /// Clears focus (only when nothing can take it).
    func clearFocus() {
        guard let previous = focusedID else { return }
        focusedID = nil
        focusedFrame = nil
        focusedAncestorIDs = []
        onFocusChange?(previous, nil)
    }

    func refreshFocusedGeometry(_ target: FocusTarget) {
        focusedFrame = tree.frame(of: target)
        focusedAncestorIDs = tree.ancestors(of: target).map { tree.entries[$0].id }
    }
}
