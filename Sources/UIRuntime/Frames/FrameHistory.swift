import ScrollEngine
import UICore

/// What the last frames of a ``ViewHost`` left for its ``FramePlanner``: whether the last built
/// frame settled, when something other than looks next changes by itself, and whether actions
/// wrote state after the last frame was built.
struct FrameHistory {
    /// Whether each built frame works out if it settled, hashing the tree's shape
    /// (``shape(of:)``); off, no frame ever settles and every frame is rebuilt.
    var tracksShape = true {
        didSet { if !tracksShape { lastShape = nil; settled = false } }
    }
    /// The shape of the last built tree.
    private var lastShape: Int?
    /// Whether the last built frame changed nothing the next one would build from: its tree had
    /// the shape of the one before, no action wrote state after it, and focus and hover did not
    /// move while it was built (a frame drawn from it since may have unsettled it: hover moved).
    private(set) var settled = false
    /// Whether actions views asked for after the last built frame (`OnChangeView`) ran: what
    /// they wrote is not in that frame, so the next one is due at once and built whole.
    private(set) var actionsRan = false
    /// The earliest clock time at which something other than looks changes by itself (the app's
    /// deadline, hover lapsing, a timeline view's moment, a hint coming due), worked out after
    /// the last built, drawn or skipped frame.
    var structuralDeadline: Double?
    /// The earliest next moment of the timeline views in the last built tree (nil: none).
    var timelineMoment: Double?
    /// A frame was skipped (unseen) while part of the look lived in the tree (a transition ran):
    /// the last built tree holds that look as it was then, so the next frame drawn is built
    /// whole, not drawn from it.
    var skippedLooksInTree = false

    /// A frame was built whole with `shape` (nil when shapes are not tracked); `actionsRan`:
    /// actions ran after it; `inputStayed`: focus and hover did not move while it was built.
    mutating func built(shape: Int?, actionsRan: Bool, inputStayed: Bool) {
        self.actionsRan = actionsRan
        skippedLooksInTree = false
        settled = !actionsRan && shape != nil && shape == lastShape && inputStayed
        lastShape = shape
    }

    /// Something moved while a frame was drawn from the last layout (hover): the next frame is
    /// built whole.
    mutating func unsettle() { settled = false }

    /// The planner's facts for the frame due now for `request`: `hasLayout`, a tree was laid
    /// out; the rest as ``FramePlanner/Facts`` names them.
    func facts(for request: FrameRequest, now: Double, hasLayout: Bool, sceneChangePending: Bool, repeatDue: Bool,
               scrollsAnimating: Bool, looksLiveInTree: Bool) -> FramePlanner.Facts {
        FramePlanner.Facts(isInvalidated: request.isInvalidated, isDrawn: request.isDrawn, settled: settled && hasLayout,
                           sceneChangePending: sceneChangePending, repeatDue: repeatDue,
                           structuralChangeDue: structuralDeadline.map { $0 <= now } ?? false,
                           scrollsAnimating: scrollsAnimating, looksLiveInTree: looksLiveInTree)
    }

    /// A hash of what a laid-out tree shows and where: ids, kinds, texts, frames, focusability.
    /// A frame whose tree has the shape of the one before settled (``settled``). Frames count
    /// where they sit in their scroll views' content (each scroll view's offset taken back out,
    /// to 1/256 pt), so two frames of a scroll animation that differ only in offsets have the
    /// same shape, and the frames after them can move the content instead of laying it out.
    static func shape(of tree: Node) -> Int {
        var h = Hasher()
        hashShape(tree, dx: 0, dy: 0, into: &h)
        return h.finalize()
    }

    /// Hashes `n` and its subtree into `h`, its frame moved by (`dx`, `dy`).
    private static func hashShape(_ n: Node, dx: Double, dy: Double, into h: inout Hasher) {
        // 1/256 pt: a moved frame and the one layout computes differ by rounding, far below a pixel.
        let grain = 256.0
        h.combine(n.id)
        h.combine(((n.frame.minX + dx) * grain).rounded())
        h.combine(((n.frame.minY + dy) * grain).rounded())
        h.combine((n.frame.width * grain).rounded())
        h.combine((n.frame.height * grain).rounded())
        h.combine(n.children.count)
        h.combine(n.focus != nil)
        h.combine(n.environment.isEnabled)
        h.combine(n.environment.isFocused)
        var inner = (dx: dx, dy: dy)
        switch n.kind {
        case .text(let t): h.combine(1); h.combine(t.string)
        case .image(let name): h.combine(2); h.combine(name)
        case .scroll(let spec):
            h.combine(3)
            if let placed = n[ScrollSpec.PlacementKey.self] {
                let moved = ScrollLayout.contentTranslation(forOffset: placed.offset, axis: spec.axis,
                                                            rightToLeft: n.environment.layoutDirection == .rightToLeft)
                inner = (dx - moved.dx, dy - moved.dy)
            }
        case .lazy: h.combine(4)
        default: h.combine(0)
        }
        for (i, c) in n.children.enumerated() {
            // Only a scroll view's content moves with its offset.
            if i == 0 { hashShape(c, dx: inner.dx, dy: inner.dy, into: &h) } else { hashShape(c, dx: dx, dy: dy, into: &h) }
        }
    }
}
