import FocusEngine
import UICore

/// Keeps the focus engine in step with the view tree: the engine's focused id is the one focus
/// truth; this type feeds it each frame's tree, applies `@FocusState` writes, remembers focus
/// per scene, and reports each change once.
///
/// See also: ``FocusEffects`` (how focus looks), ``InputRouter`` (what moves it).
public final class FocusCoordinator {
    /// The focus engine: read by the runtime's parts; changed only here (each frame's tree,
    /// scenes, `@FocusState` writes) and by the commands `ViewHost.apply(_:)` applies.
    let system = FocusSystem()
    /// The last move or Tab step (the focus debugger overlay draws its candidates).
    public internal(set) var lastMove: MoveResult?
    /// Clock time of the last focus change (focus animations and the caret blink count from it).
    public internal(set) var lastChange = -Double.infinity
    /// Seconds between the last focus change and the one before it (infinite before a second
    /// change): a short one makes the focus animations quick (``FocusEffects``). Unlike
    /// ``lastChange``, typing (`touch(now:)`) does not move it.
    public private(set) var moveInterval = Double.infinity
    /// Clock time of the last focus change itself, for ``moveInterval``.
    private var lastMoveTime = -Double.infinity
    /// The focused id last reported as a change.
    private var reported: ViewID?
    /// The scene whose focus is remembered, and whether it changed since the last tree.
    private(set) var scene: SceneID?
    private var sceneChanged = true
    /// The view keeping focus through the current scene change (a tab), if any.
    private var keptFocus: ViewID?
    /// The last view tree fed to the engine and the canvas it was laid out on.
    private var lastTree: (tree: Node, canvas: Size)?
    /// The `.focused(...)` bindings of the last tree, grouped by focus state.
    private var bindings: [ObjectIdentifier: [(Node, FocusBindingSpec)]] = [:]

    init() {}

    /// The focused id (the engine's).
    public var focusedID: ViewID? { system.focusedID }

    /// Switches scenes: remembers focus for the scene left; focus is restored (or entered) when
    /// the new scene's tree arrives, unless it rests on a view that `keeps` across scenes.
    func enter(scene key: SceneID, keeps: (ViewID) -> Bool = { _ in false }) {
        guard key != scene else { return }
        keptFocus = system.focusedID.flatMap { keeps($0) ? $0 : nil }
        if let old = scene, keptFocus == nil { system.rememberFocus(for: old) }
        scene = key
        sceneChanged = true
    }

    /// Feeds the engine a laid-out tree; a newly shown scene gets its remembered focus, else
    /// `enterScene` chooses one. `scrolled`: the tree is the last one with these scroll views'
    /// content moved (``ScrollShift``), so its focus tree is the last one moved alike and its
    /// `.focused(...)` bindings are the ones already read.
    func update(tree: Node, canvas: Size, scrolled: [(id: ViewID, offset: Point)]? = nil, enterScene: (SceneID) -> Void) {
        if let scrolled, let last = lastTree, last.tree === tree, last.canvas == canvas {
            system.update(movingScrolledContent: scrolled)
        } else {
            system.update(tree: FocusTreeBuilder.build(tree, windowSize: canvas))
            bindings = Self.bindings(in: tree)
        }
        lastTree = (tree, canvas)
        guard sceneChanged, let scene else { return }
        sceneChanged = false
        if let kept = keptFocus, system.focus(id: kept) { return }
        if !system.restoreFocus(for: scene) { enterScene(scene) }
    }

    /// Whether the focus tree was built from `tree` and holds no view with `id`. Every view of
    /// a tree that can take focus is a node of the focus tree built from it (a lazy item once
    /// its container built it), so `tree` then holds no focusable view with that id. An index
    /// lookup: a lazy region is not asked (``FocusSystem/hasNode(id:)``).
    func holdsNoView(_ id: ViewID, builtFrom tree: Node) -> Bool {
        guard let last = lastTree, last.tree === tree else { return false }
        return !system.hasNode(id: id)
    }

    /// Whether focus moved since the last frame reported where it is (``takeChange(now:)``).
    var hasUnreportedChange: Bool { system.focusedID != reported }

    /// The focus change since the last call, if any: (from, to).
    func takeChange(now: Double) -> (from: ViewID?, to: ViewID?)? {
        guard system.focusedID != reported else { return nil }
        let change = (reported, system.focusedID)
        reported = system.focusedID
        lastChange = now
        moveInterval = now - lastMoveTime
        lastMoveTime = now
        return change
    }

    /// Marks the caret as just moved (typing keeps it visible).
    func touch(now: Double) { lastChange = now - 0.001 }

    /// Applies `@FocusState` writes made by app code to the bindings of the last tree the engine
    /// saw: the bound view with the requested value takes focus; writing the resting value
    /// (nil/false) while a bound view is focused resigns focus. A value no built view is bound to
    /// focuses the item of a lazy stack or grid bound to it, built or not (``lazyItem(for:of:)``):
    /// the engine then scrolls it into view as it does for a move, and it is built there.
    func applyRequests() {
        for (_, entries) in bindings {
            guard let first = entries.first, first.1.requested() != nil else { continue }
            if let (node, _) = entries.first(where: { $0.1.requested() == true }), let id = node.id {
                if !system.focus(id: id) { continue }
            } else if first.1.requestsResting() {
                // Writing the resting value (false/nil) ends editing: focus leaves for the nearest
                // control that is not a text field (the seed's "Done" button).
                if let id = system.focusedID, entries.contains(where: { $0.0.id == id }) { _ = system.resignFocus(id: id) }
            } else if let value = first.1.requestedValue(), let id = lazyItem(for: value, of: first.1.stateID), system.focus(id: id) {
                // Focused an item of a lazy container that is not built (type-select far down a grid).
            } else {
                continue // a request for a view not built yet (a row added this frame) stays pending
            }
            first.1.consumeRequest()
        }
    }

    /// The id of the lazy-container item bound to a `@FocusState` value when no built view is:
    /// each lazy stack or grid's `ForEach` maps the value to its item from the item's data (its
    /// identity, or a table of the items' bound values), so the item is found whatever its id
    /// looks like (``LazyFocusLookup``). Nil when no item is bound to it: the request then waits
    /// for a bound view, as before.
    func lazyItem(for value: AnyHashable, of state: ObjectIdentifier) -> ViewID? {
        system.lazyItem(boundTo: value, of: state)
    }

    /// Tells every `@FocusState` bound in the last tree where focus is: the value of the bound
    /// view focused, else its resting value — one write, which changes nothing while focus stays
    /// (views reading the state must not see it change with every frame).
    func reportStates() {
        let focused = system.focusedID
        for (_, entries) in bindings {
            var told = false
            for (n, b) in entries where n.id == focused {
                b.report(true)
                told = true
            }
            if !told { entries.first?.1.report(false) }
        }
    }

    /// The `.focused(...)` bindings of a tree, grouped by focus state.
    static func bindings(in tree: Node) -> [ObjectIdentifier: [(Node, FocusBindingSpec)]] {
        var bound: [ObjectIdentifier: [(Node, FocusBindingSpec)]] = [:]
        tree.visit { n in
            for b in n.focusBindings { bound[b.stateID, default: []].append((n, b)) }
            return true
        }
        return bound
    }
}
