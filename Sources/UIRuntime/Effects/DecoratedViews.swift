import FocusEngine
import UICore

/// The views of one laid-out tree that focus effects and marquees may decorate: its focusable
/// views (by id), its marquee texts, and the part of each lifted view that lifts; and, from the
/// same walk, what the runtime asks the tree between frames (focused values, move commands).
/// Found with one walk of the tree (the lifting parts when first asked for) and kept while the
/// tree is, so a frame drawn from the last layout — a lift easing, a marquee scrolling — looks
/// at these few views instead of walking every node again.
final class DecoratedViews {
    /// The tree walked.
    let root: Node
    /// Every view with an id that takes focus (interactions or a text field), by id (several
    /// when views share one, in tree order).
    let focusablesByID: [ViewID: [Node]]
    /// Every text laid out as a marquee (``TextContent/marquee``), in tree order.
    let marqueeTexts: [Node]
    /// The tree's `focusedValue` and `focusedSceneValue` publications, as
    /// `FocusedValueResolver(tree:)` collects them: gathered in the same walk, so reading a
    /// focused value (the app's hints do, before every frame built whole) does not walk the
    /// tree again.
    let focusedValues: FocusedValueResolver
    /// The views' `onMoveCommand` handlers by view id (the last view with an id wins), which a
    /// directional move asks first: gathered in the same walk.
    let moveCommands: [ViewID: MoveCommandHandler]
    /// The ids of the views with `onKeyPress` handlers: a key press whose responder chain holds
    /// none of them needs no walk down to the focused view to find its handlers.
    let keyPressIDs: Set<ViewID>

    init(_ root: Node) {
        self.root = root
        var focusables: [ViewID: [Node]] = [:]
        var texts: [Node] = []
        var published = FocusedValueResolver()
        var handlers: [ViewID: MoveCommandHandler] = [:]
        var keyIDs: Set<ViewID> = []
        // Each node is asked first whether it has what is looked for (answered in place): reading
        // a field from here copies it out, its payload retained, and matching a node's kind
        // copied a text's content for every node of the tree.
        root.visit { n in
            if n.hasID {
                let (moves, presses, traits) = (n.hasMoveCommand, n.hasKeyPressActions, n.hasFocusTraits)
                // The id is read (copied) once, and only for a node with one of those.
                if moves || presses || traits, let id = n.id {
                    if moves, let m = n.moveCommand { handlers[id] = MoveCommandHandler(m) }
                    if presses { keyIDs.insert(id) }
                    if traits, let focus = n.focus, focus.interactions != nil || focus.isTextField { focusables[id, default: []].append(n) }
                }
                // What a view publishes is held in its attributes.
                if n.hasAttributes { published.gather(n) }
            }
            if n.isMarqueeText { texts.append(n) }
            return true
        }
        focusablesByID = focusables
        marqueeTexts = texts
        focusedValues = published
        moveCommands = handlers
        keyPressIDs = keyIDs
    }

    /// The lifting parts found so far, by the node of the view they belong to.
    private var liftTargets: [ObjectIdentifier: (target: Node, isTile: Bool)] = [:]

    /// The part of the focusable view `n` that lifts — `n` itself, or its first descendant marked
    /// ``HoverTarget`` — and whether it lifts as a tile (a marked part, or a card button, whose
    /// whole card is the artwork). Found once per tree: walking a card's views on every frame of
    /// its animation cost as much as the rest of the frame's focus visuals.
    func liftTarget(of n: Node) -> (target: Node, isTile: Bool) {
        if let known = liftTargets[ObjectIdentifier(n)] { return known }
        var target = n
        var isTile = n[Button.CardKey.self] == true
        n.visit { d in
            if d !== n, d[HoverTarget.self] == true { target = d; isTile = true; return false }
            return true
        }
        // A borderless button lifts its label's first image, as tvOS 17 lifts a poster above its
        // title (a view marked as the hover target still wins).
        if target === n, n[Button.BorderlessKey.self] == true {
            n.visit { d in
                guard target === n else { return false }
                if case .image = d.kind { target = d; isTile = true; return false }
                if d[Image.SymbolKey.self] == true { target = d; isTile = true; return false }
                return true
            }
        }
        liftTargets[ObjectIdentifier(n)] = (target, isTile)
        return (target, isTile)
    }
}
