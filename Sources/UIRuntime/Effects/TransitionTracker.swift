import UICore

/// Runs view transitions across frames: a view whose id appears plays its insertion transition;
/// a text with a content transition plays it when its string changes: a numeric one rolls its
/// changed digits (seed 003's widget), an opacity one fades the old text into the new.
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

    /// Whether an insertion or a number roll is still playing.
    var isRunning: Bool { !insertions.isEmpty || !changes.isEmpty }

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
        // Where the walk is: the nearest view with an id around it, and the child indices from there.
        var anchor: ViewID?
        var path: [Int] = []
        /// Walks `n` and its descendants; `scoped` is the animation in effect around `n` (nil:
        /// none; `.some(nil)`: changes at once).
        func walk(_ n: Node, scoped: Animation??) {
            var scoped = scoped
            // Saved only at a view with an id: a copy of the path per node would make every
            // append below copy the array.
            var outer: (anchor: ViewID?, path: [Int])?
            if let id = n.id { outer = (anchor, path); anchor = id; path = [] }
            if let scope = n[TransitionAttributes.ScopeKey.self] {
                let place = ScopePlace(anchor: anchor, path: path)
                if let last = scopes[place], !last.hasSameValue(as: scope) { scoped = .some(scope.animation) }
                scopesSeen[place] = scope
            }
            if let own = n[TransitionAttributes.AnimationKey.self] { scoped = .some(own) }
            visit(n, scoped: scoped)
            for (i, child) in n.children.enumerated() {
                path.append(i)
                walk(child, scoped: scoped)
                path.removeLast()
            }
            if let outer { anchor = outer.anchor; path = outer.path }
        }
        func visit(_ n: Node, scoped: Animation??) {
            guard let id = n.id else { return }
            let chosen: Animation? = if let scoped { scoped } else if let transaction { transaction.animation } else { .default }
            let animation = chosen ?? Self.instant
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
        walk(tree, scoped: nil)
        scopes = scopesSeen
        present = seen
        insertions = insertions.filter { seen.contains($0.key) }
        isFirstFrame = false
    }

    /// A frame at `now` showing the same tree as the last one was skipped: the insertions and
    /// rolls it would have finished end, as ``apply(to:now:measurer:reduceMotion:)`` ends them.
    mutating func skip(to now: Double) {
        insertions = insertions.filter { !Self.hasPlayedOut($0.value.animation, since: $0.value.start, at: now) }
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
