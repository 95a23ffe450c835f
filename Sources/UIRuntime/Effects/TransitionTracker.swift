import UICore

/// Runs view transitions across frames: a view whose id appears plays its insertion transition;
/// a text with the numeric content transition rolls its changed digits (seed 003's widget).
/// Removals are immediate (the view tree keeps no departed nodes).
struct TransitionTracker {
    struct Insertion { var transition: Transition; var animation: Animation; var start: Double }
    struct TextChange { var old: String; var new: String; var increasing: Bool; var animation: Animation; var start: Double }

    var present: Set<ViewID> = []
    var insertions: [ViewID: Insertion] = [:]
    var texts: [ViewID: String] = [:]
    var changes: [ViewID: TextChange] = [:]
    var isFirstFrame = true
    /// The numeric texts the last frame showed (only their rolls end with time).
    var shownNumbers: Set<ViewID> = []

    /// Whether an insertion or a number roll is still playing.
    var isRunning: Bool { !insertions.isEmpty || !changes.isEmpty }

    /// Starts transitions for what changed since the last frame and applies running ones to `tree`.
    mutating func apply(to tree: Node, now: Double, measurer: TextMeasuring, reduceMotion: Bool) {
        var seen: Set<ViewID> = []
        shownNumbers = []
        tree.visit { n in
            guard let id = n.id else { return true }
            let animation = n[TransitionAttributes.AnimationKey.self] ?? .default
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
            if n[TransitionAttributes.ContentKey.self] == .numericText,
               let textNode = Self.firstText(n), case .text(let t) = textNode.kind {
                if let old = texts[id], old != t.string, !reduceMotion {
                    changes[id] = TextChange(old: old, new: t.string, increasing: Self.number(t.string) >= Self.number(old),
                                             animation: animation, start: now)
                }
                texts[id] = t.string
                shownNumbers.insert(id)
                if let c = changes[id] {
                    if Self.hasPlayedOut(c.animation, since: c.start, at: now) {
                        // Rolled: the text is drawn whole again, as a frame built later draws
                        // it (its glyphs one by one sit a pixel or so off the whole string's).
                        changes[id] = nil
                    } else {
                        let p = min(1, max(0, c.animation.progress(at: now - c.start)))
                        Self.roll(textNode, change: c, progress: p, measurer: measurer)
                    }
                }
            }
            return true
        }
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

    /// The leading number in a string ("192 mg" → 192), for the roll direction.
    static func number(_ s: String) -> Double { Double(s.prefix { $0.isNumber || $0 == "." }) ?? 0 }

    /// Replaces a laid-out text node by its glyphs, trailing-aligned: unchanged characters stay,
    /// changed ones roll out and in by up to one line height, clipped to the text's frame.
    static func roll(_ node: Node, change c: TextChange, progress p: Double, measurer: TextMeasuring) {
        guard case .text(let t) = node.kind else { return }
        let a = Array(c.old), b = Array(c.new)
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
