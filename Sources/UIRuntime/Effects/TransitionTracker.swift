import UICore

/// Runs view transitions across frames: a view whose id appears plays its insertion transition;
/// a text with a content transition plays it when its string changes: a numeric one rolls its
/// changed digits (seed 003's widget), an opacity one fades the old text into the new; a view
/// that only moved, in a change made with an animation, slides from its old place to its new one.
/// Removals are immediate (the view tree keeps no departed nodes).
struct TransitionTracker {
    struct Insertion { var transition: Transition; var animation: Animation; var start: Double }
    /// A text as a frame showed it: its laid-out content, where it stood in the view with the
    /// transition (so a view that moved since fades out its old text where the view is now), and
    /// the value a ``ContentTransition/numericText(value:)`` gave with it.
    struct ShownText { var content: TextContent; var frame: Rect; var value: Double? }
    /// A text's change playing: from `old` (as shown) to the string `new`; characters roll when
    /// `rolls` (up when `increasing`), else the two texts cross-fade.
    struct TextChange {
        var old: ShownText; var new: String; var rolls: Bool; var increasing: Bool
        var animation: Animation; var start: Double
    }

    var present: Set<ViewID> = []
    var insertions: [ViewID: Insertion] = [:]
    var texts: [ViewID: ShownText] = [:]
    var changes: [ViewID: TextChange] = [:]
    var isFirstFrame = true
    /// Where a ``View/animation(_:value:)`` scope is in the tree: the nearest view with an id
    /// around it (itself, if it has one) and the child indices from there, so a view with no id
    /// of its own is known again from frame to frame by its place, as SwiftUI's structural
    /// identity knows it.
    struct ScopePlace: Hashable { var anchor: ViewID?; var path: [Int] }
    /// The ``View/animation(_:value:)`` scopes the last frame showed, by place, with their values.
    var scopes: [ScopePlace: AnimationScope] = [:]
    /// The animation of a change made at once (a nil animation): played out on its first frame.
    static let instant = Animation.linear(duration: 0)
    /// The numeric texts the last frame showed (only their rolls end with time).
    var shownNumbers: Set<ViewID> = []
    /// A view's move playing: drawn `from` away from its laid-out place (points), nearer to it as
    /// `animation` runs from `start`.
    struct Move { var from: Point; var animation: Animation; var start: Double }
    /// The moves playing, by view.
    var moves: [ViewID: Move] = [:]
    /// Where each view with an id stood in the last built frame, noted just before the next is
    /// built (``prepareForBuild(lastTree:transaction:)``) when a change there may animate: the
    /// nodes of views kept from frame to frame are laid out again in place.
    var placesBefore: [ViewID: Place]?
    /// The nodes whose offset a move changed in the last built frame, with the offset each had:
    /// given back before the next frame is built, since kept views hand out the same nodes again.
    var movedNodes: [(node: Node, offset: Point)] = []
    /// Whether the last built frame had an animation scope (``View/animation(_:value:)`` or
    /// ``View/animation(_:)``), under which views may move in the next.
    var hadAnimationScopes = false

    /// Whether an insertion, a number roll or a move is still playing.
    var isRunning: Bool { !insertions.isEmpty || !changes.isEmpty || !moves.isEmpty }

    /// Starts transitions for what changed since the last frame and applies running ones to `tree`.
    ///
    /// A transition starting now plays with the animation in effect where its view is: the
    /// nearest ``View/animation(_:)`` on the view or around it, or the nearest
    /// ``View/animation(_:value:)`` around it whose value changed since the last frame, else the
    /// animation of `transaction` (the state writes of ``withAnimation(_:_:)``), else the default
    /// spring. A nil animation there makes the change at once.
    mutating func apply(to tree: Node, now: Double, measurer: TextMeasuring, reduceMotion: Bool,
                        transaction: AnimationTransaction? = nil) {
        var seen: Set<ViewID> = []
        var scopesSeen: [ScopePlace: AnimationScope] = [:]
        shownNumbers = []
        // The views that may move this frame (a change around them animates) or are moving.
        var placed: [Placed] = []
        // Places matter only when a move may start (the places before were noted) or is playing:
        // otherwise the walk (every frame built, a held Down's too) works none out.
        let tracksPlaces = placesBefore != nil || !moves.isEmpty
        // Where the walk is: the nearest node with an id around it, and the child indices from
        // the root, of which those from `anchorStart` on lead from that node to here. Kept as
        // one stack and the anchor as its node, so a node costs no copy of an id or a path: a
        // scope's place is made of them only where a scope is (a built frame's walk spent about
        // 900 instructions a node on ids, paths and attribute lookups, 8 % of a replay's frames).
        // The anchor and each child are lent, not retained: the tree holds them for the walk.
        var anchorNode: Unmanaged<Node>?
        var anchorStart = 0
        var path: [Int] = []
        path.reserveCapacity(64)
        /// Walks `n` and its descendants; `scoped` is the animation in effect around `n` (nil:
        /// none; `.some(nil)`: changes at once); `reference` is what `n`'s place is measured from
        /// (nil when places are not tracked: a reference passed down holds an id, copied at each node).
        func walk(_ n: Node, scoped: Animation??, reference: Reference?) {
            var scoped = scoped
            let hasID = n.hasID
            let outer = (anchorNode, anchorStart)
            if hasID { anchorNode = Unmanaged.passUnretained(n); anchorStart = path.count }
            // Most nodes hold no attribute: their lookups are skipped whole.
            let hasAttributes = n.hasAttributes
            if hasAttributes {
                if let scope = n[TransitionAttributes.ScopeKey.self] {
                    let place = ScopePlace(anchor: anchorNode?.takeUnretainedValue().id, path: Array(path[anchorStart...]))
                    if let last = scopes[place], !last.hasSameValue(as: scope) { scoped = .some(scope.animation) }
                    scopesSeen[place] = scope
                }
                if let own = n[TransitionAttributes.AnimationKey.self] { scoped = .some(own); hadAnimationScopes = true }
            }
            if hasID, hasAttributes || reference != nil { visit(n, scoped: scoped, reference: reference) }
            n.forEachChildIndexed { i, child in
                path.append(i)
                walk(child, scoped: scoped, reference: reference.map { Self.reference(inside: n, for: child, around: $0) })
                path.removeLast()
            }
            if hasID { (anchorNode, anchorStart) = outer }
        }
        func visit(_ n: Node, scoped: Animation??, reference: Reference?) {
            guard let id = n.id else { return }
            let chosen: Animation? = if let scoped { scoped } else if let transaction { transaction.animation } else { .default }
            let animation = chosen ?? Self.instant
            if let reference {
                // A move animates only with an animation asked for (SwiftUI changes layout at once
                // otherwise), unlike an insertion, which plays the default spring.
                let moving: Animation? = if let scoped { scoped } else { transaction?.animation }
                if moving != nil || moves[id] != nil {
                    placed.append(Placed(node: n, id: id, place: Place(reference, n), animation: moving))
                }
            }
            if let t = n[TransitionAttributes.TransitionKey.self] {
                seen.insert(id)
                if !present.contains(id), !isFirstFrame {
                    insertions[id] = Insertion(transition: reduceMotion ? .opacity : t, animation: animation, start: now)
                }
                if let ins = insertions[id] {
                    if Self.hasPlayedOut(ins.animation, since: ins.start, at: now) {
                        // Played out: the view rests as it is. A spring's value at its settling
                        // time is within a hair of the end, not at it, and the frames after
                        // this one are drawn from this layout.
                        insertions[id] = nil
                    } else {
                        let p = ins.animation.progress(at: now - ins.start)
                        let e = ins.transition.effects(progress: p, size: n.frame.size)
                        n.effects.opacity *= e.opacity
                        n.effects.scale *= e.scale
                        n.effects.offset = n.effects.offset + e.offset
                    }
                }
            }
            if let content = n[TransitionAttributes.ContentKey.self], content.style != .identity,
               let textNode = Self.firstText(n), case .text(let t) = textNode.kind {
                var value: Double?
                if case .numericText(.byValue(let v)) = content.style { value = v }
                if let old = texts[id], old.content.string != t.string, !reduceMotion {
                    changes[id] = TextChange(old: old, new: t.string, rolls: content.isNumericText,
                                             increasing: Self.isIncreasing(content.style, from: old.value, to: value),
                                             animation: animation, start: now)
                }
                let inView = Rect(x: textNode.frame.minX - n.frame.minX, y: textNode.frame.minY - n.frame.minY,
                                  width: textNode.frame.width, height: textNode.frame.height)
                texts[id] = ShownText(content: t, frame: inView, value: value)
                shownNumbers.insert(id)
                if let c = changes[id] {
                    if Self.hasPlayedOut(c.animation, since: c.start, at: now) {
                        // Rolled: the text is drawn whole again, as a frame built later draws
                        // it (its glyphs one by one sit a pixel or so off the whole string's).
                        changes[id] = nil
                    } else {
                        let p = min(1, max(0, c.animation.progress(at: now - c.start)))
                        if c.rolls {
                            Self.roll(textNode, change: c, progress: p, measurer: measurer)
                        } else {
                            Self.fade(textNode, change: c, progress: p, in: n.frame)
                        }
                    }
                }
            }
        }
        walk(tree, scoped: nil, reference: tracksPlaces ? Reference(anchor: nil, origin: .zero) : nil)
        move(placed, now: now, reduceMotion: reduceMotion)
        scopes = scopesSeen
        hadAnimationScopes = hadAnimationScopes || !scopesSeen.isEmpty
        present = seen
        insertions = insertions.filter { seen.contains($0.key) }
        isFirstFrame = false
    }

    /// Called just before a frame is built over `lastTree`, the last built frame's tree, with
    /// the `transaction` of the writes since: gives back the offsets moves drew on its nodes
    /// (a kept view hands the same nodes out again) and, when a change may animate, notes where
    /// each view stands before layout moves it.
    mutating func prepareForBuild(lastTree: Node?, transaction: AnimationTransaction?) {
        for (node, offset) in movedNodes { node.effects.offset = offset }
        movedNodes = []
        let mayAnimate = transaction?.animation != nil || hadAnimationScopes
        placesBefore = mayAnimate ? lastTree.map(Self.places(in:)) : nil
        hadAnimationScopes = false
    }

    /// What a view's place is measured from: the nearest view around it with an id, or the
    /// content of the nearest scroll view around it, so a scroll is not a move and a view moves
    /// with its container without moving in it.
    struct Reference { var anchor: ViewID?; var origin: Point }
    /// Where a view is: its laid-out origin from its reference's.
    struct Place {
        var anchor: ViewID?; var offset: Point
        init(_ reference: Reference, _ node: Node) {
            anchor = reference.anchor
            offset = Point(x: node.frame.minX - reference.origin.x, y: node.frame.minY - reference.origin.y)
        }
    }
    /// A view the frame shows that may start a move (`animation`, the one asked for around it)
    /// or is moving.
    struct Placed { var node: Node; var id: ViewID; var place: Place; var animation: Animation? }
    /// Places closer than this (points) are the same place: layout's rounding, not a move.
    static let moveTolerance = 0.01

    /// The reference of `child`, a child of `n`, whose own reference is `around`.
    static func reference(inside n: Node, for child: Node, around: Reference) -> Reference {
        if n.isScrollView { return Reference(anchor: n.id, origin: child.frame.origin) }
        if let id = n.id { return Reference(anchor: id, origin: n.frame.origin) }
        return around
    }

    /// Where every view with an id stands in `root`, by id.
    static func places(in root: Node) -> [ViewID: Place] {
        var found: [ViewID: Place] = [:]
        func walk(_ n: Node, from around: Reference) {
            if let id = n.id { found[id] = Place(around, n) }
            for child in n.children { walk(child, from: Self.reference(inside: n, for: child, around: around)) }
        }
        walk(root, from: Reference(anchor: nil, origin: .zero))
        return found
    }

    /// Starts the moves of the views in `placed` whose place changed since the last frame under
    /// an animation (from where they were drawn, so a move interrupted goes on from there), and
    /// draws every move playing at `now` as an offset; ends those played out or not shown.
    private mutating func move(_ placed: [Placed], now: Double, reduceMotion: Bool) {
        let was = reduceMotion ? nil : placesBefore
        placesBefore = nil
        guard !placed.isEmpty || !moves.isEmpty else { return }
        var playing: [ViewID: Move] = [:]
        for p in placed {
            var offset = Point.zero
            if let m = moves[p.id], !Self.hasPlayedOut(m.animation, since: m.start, at: now) {
                let left = 1 - m.animation.progress(at: now - m.start)
                offset = Point(x: m.from.x * left, y: m.from.y * left)
                playing[p.id] = m
            }
            if let animation = p.animation, let old = was?[p.id], old.anchor == p.place.anchor,
               abs(old.offset.x - p.place.offset.x) > Self.moveTolerance || abs(old.offset.y - p.place.offset.y) > Self.moveTolerance,
               !Self.hasPlayedOut(animation, since: now, at: now) {
                offset = Point(x: old.offset.x - p.place.offset.x + offset.x, y: old.offset.y - p.place.offset.y + offset.y)
                playing[p.id] = Move(from: offset, animation: animation, start: now)
            }
            if offset != .zero {
                movedNodes.append((p.node, p.node.effects.offset))
                p.node.effects.offset = p.node.effects.offset + offset
            }
        }
        moves = playing
    }

    /// A frame at `now` showing the same tree as the last one was skipped: the insertions and
    /// rolls it would have finished end, as ``apply(to:now:measurer:reduceMotion:)`` ends them.
    mutating func skip(to now: Double) {
        insertions = insertions.filter { !Self.hasPlayedOut($0.value.animation, since: $0.value.start, at: now) }
        moves = moves.filter { !Self.hasPlayedOut($0.value.animation, since: $0.value.start, at: now) }
        changes = changes.filter { !shownNumbers.contains($0.key) || !Self.hasPlayedOut($0.value.animation, since: $0.value.start, at: now) }
    }

    /// Whether `animation`, started at `start`, has run its whole duration by `now`: the frame
    /// that finds it so draws the view at rest and ends the transition, here and when frames
    /// are skipped alike.
    static func hasPlayedOut(_ animation: Animation, since start: Double, at now: Double) -> Bool {
        now - start >= animation.duration
    }

    static func firstText(_ n: Node) -> Node? {
        var found: Node?
        n.visit { d in if case .text = d.kind { found = d; return false }; return found == nil }
        return found
    }

    /// Whether a numeric text's change rolls as a count going up: as its transition says, or for
    /// ``ContentTransition/numericText(value:)`` by the value it gave now against the last
    /// frame's (up when they are equal or the last frame gave none, as a count that did not
    /// go down).
    static func isIncreasing(_ style: ContentTransition.Style, from old: Double?, to new: Double?) -> Bool {
        switch style {
        case .numericText(.down): false
        case .numericText(.byValue): (new ?? 0) >= (old ?? new ?? 0)
        default: true
        }
    }

    /// Replaces a laid-out text node by the text the last frame showed, fading out where it stood
    /// in its view (whose frame is now `view`), under the new text fading in.
    static func fade(_ node: Node, change c: TextChange, progress p: Double, in view: Rect) {
        guard case .text(var new) = node.kind else { return }
        var old = c.old.content
        old.color = old.color.opacity(1 - p)
        new.color = new.color.opacity(p)
        let env = node.environment
        let oldFrame = Rect(x: view.minX + c.old.frame.minX, y: view.minY + c.old.frame.minY,
                            width: c.old.frame.width, height: c.old.frame.height)
        node.replaceContent(with: [Node(.text(old), environment: env, frame: oldFrame),
                                   Node(.text(new), environment: env, frame: node.frame)], clippedTo: nil)
    }

    /// Replaces a laid-out text node by its glyphs, trailing-aligned: unchanged characters stay,
    /// changed ones roll out and in by up to one line height, clipped to the text's frame.
    static func roll(_ node: Node, change c: TextChange, progress p: Double, measurer: TextMeasuring) {
        guard case .text(let t) = node.kind else { return }
        let a = Array(c.old.content.string), b = Array(c.new)
        let n = max(a.count, b.count)
        let pa = Array(repeating: Character(" "), count: n - a.count) + a
        let pb = Array(repeating: Character(" "), count: n - b.count) + b
        let lineHeight = t.font.lineHeight
        let dir = c.increasing ? -1.0 : 1.0
        let env = node.environment
        var glyphs: [Node] = []
        // Columns from the trailing end: each column's x comes from the width of the new string's
        // suffix (monospaced digits keep old and new columns aligned).
        func glyph(_ ch: Character, x: Double, dy: Double, alpha: Double) {
            guard ch != " ", alpha > 0.01 else { return }
            var tc = TextContent(string: String(ch), font: t.font, color: t.color.opacity(alpha))
            tc.lines = [String(ch)]
            let w = measurer.size(of: String(ch), font: t.font).width
            tc.lineWidths = [w]
            let g = Node(.text(tc), environment: env, frame: Rect(x: x, y: node.frame.minY + dy, width: w, height: lineHeight))
            glyphs.append(g)
        }
        var x = node.frame.minX + measurer.size(of: c.new, font: t.font).width
        for i in stride(from: n - 1, through: 0, by: -1) {
            let wNew = pb[i] == " " ? measurer.size(of: String(pa[i]), font: t.font).width : measurer.size(of: String(pb[i]), font: t.font).width
            x -= wNew
            if pa[i] == pb[i] {
                glyph(pb[i], x: x, dy: 0, alpha: 1)
            } else {
                glyph(pa[i], x: x, dy: dir * p * lineHeight, alpha: 1 - p)
                glyph(pb[i], x: x, dy: -dir * (1 - p) * lineHeight, alpha: p)
            }
        }
        node.replaceContent(with: glyphs, clippedTo: .rect)
    }
}
