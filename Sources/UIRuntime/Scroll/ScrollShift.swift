import ScrollEngine
import UICore

/// Moves the content of a laid-out tree's scroll views to new offsets without resolving or
/// laying the tree out again.
///
/// A frame of a scroll animation that changes nothing but scroll offsets, laid out again, gives
/// the last tree with each scroll view's content moved by the change of its offset — as long as
/// every item a lazy stack or grid inside shows at the new offsets is built already, and nothing
/// inside looks different for where it sits in its scroll view (a scroll transition). ``apply(to:offsets:canvas:)``
/// checks both before it moves anything, so a frame taking this path shows what the frame layout
/// would have built, at a fraction of the cost. Only the unseen prefetch margin may differ:
/// items layout would build there wait for the next layout, and items it would release there
/// stay until then. A vertical move on the recipe grid scrolls for about 0.8 s, and a held
/// direction lays out only the frames its repeats move focus in.
enum ScrollShift {
    /// One scroll view whose content moves.
    fileprivate struct Move {
        let scroll: Node
        let content: Node
        /// The scroll view's part of the skeleton the move was planned on.
        let part: ScrollSkeleton.Part
        let dx: Double, dy: Double
        let placement: ScrollPlacement
        var offset: Point { Point(x: dx, y: dy) }
    }

    /// What moving a tree's scrolled content did: every scroll view of the tree, at its frame
    /// after the move, and the content moved, in order (nested content after the content
    /// holding it; none when every offset is where the tree had it), by its node and by its
    /// scroll view's id.
    struct Shift {
        let scrollViews: [Node]
        fileprivate let moves: [Move]
        /// The content moved, by its node.
        var moved: [RetainedDisplayList.Move] { moves.map { RetainedDisplayList.Move(content: $0.content, offset: $0.offset) } }
        /// The content moved, by its scroll view's id.
        var scrolled: [(id: ViewID, offset: Point)] { moves.compactMap { m in m.scroll.id.map { ($0, m.offset) } } }
    }

    /// Moves each scroll view's content in `tree` to its offset in `offsets` (by scroll view id,
    /// clamped as layout clamps it) and says what moved (``Shift``); returns nil, touching
    /// nothing, when laying the tree out again at those offsets would give anything else.
    /// `canvas` is the size layout was given (what is visible around the outermost scroll views).
    /// `skeleton` keeps the tree's scroll views and lazy containers from frame to frame
    /// (``ScrollSkeleton``), so only those are walked while the tree keeps its shape.
    static func apply(to tree: Node, offsets: [ViewID: Double], canvas: Size, skeleton: inout ScrollSkeleton?) -> Shift? {
        let bones = ScrollSkeleton.of(tree, cached: &skeleton)
        guard !bones.hasTransition else { return nil }
        var moves: [Move] = [], scrolls: [Node] = []
        guard plan(bones.parts, dx: 0, dy: 0, visible: Rect(origin: .zero, size: canvas), offsets: offsets,
                   moves: &moves, scrolls: &scrolls) else { return nil }
        for m in moves {
            bones.translateContent(of: m.part, dx: m.dx, dy: m.dy)
            m.scroll[ScrollSpec.PlacementKey.self] = m.placement
        }
        return Shift(scrollViews: scrolls, moves: moves)
    }

    /// ``apply(to:offsets:canvas:skeleton:)`` with no skeleton kept.
    static func apply(to tree: Node, offsets: [ViewID: Double], canvas: Size) -> Shift? {
        var skeleton: ScrollSkeleton?
        return apply(to: tree, offsets: offsets, canvas: canvas, skeleton: &skeleton)
    }

    /// Walks `parts` as layout would place them moved by (`dx`, `dy`) with `visible` left
    /// visible by the scroll views around them, collecting the content moves and the scroll
    /// views met; false as soon as a lazy container would materialise other items.
    private static func plan(_ parts: [ScrollSkeleton.Part], dx: Double, dy: Double, visible: Rect,
                             offsets: [ViewID: Double], moves: inout [Move], scrolls: inout [Node]) -> Bool {
        for part in parts {
            let node = part.node
            switch part.kind {
            case .lazy(let inner):
                guard case .lazy(let spec) = node.kind, let geometry = node.lazyGeometry else { return false }
                let frame = node.frame.offsetBy(dx: dx, dy: dy)
                let rtl = node.environment.layoutDirection == .rightToLeft
                if LazyLayout.materialized(spec: spec, geometry: geometry, frame: frame, visibleRect: visible,
                                           rightToLeft: rtl) != node.lazyMaterialized {
                    // Layout would build or release items in the prefetch margin: those can wait for
                    // the next layout as long as every item that shows is built already.
                    var showing = spec
                    showing.prefetch = 0
                    let needed = LazyLayout.materialized(spec: showing, geometry: geometry, frame: frame, visibleRect: visible,
                                                         rightToLeft: rtl)
                    guard Self.isSubset(needed, of: node.lazyMaterialized) else { return false }
                }
                guard plan(inner, dx: dx, dy: dy, visible: visible, offsets: offsets, moves: &moves, scrolls: &scrolls) else { return false }
            case .scroll(let content, let rest):
                // A scroll view layout has not placed moves nothing: what is inside it is walked
                // as any other subtree.
                guard case .scroll(let spec) = node.kind, let placed = node[ScrollSpec.PlacementKey.self],
                      let moving = node.children.first else {
                    guard plan(content + rest, dx: dx, dy: dy, visible: visible, offsets: offsets, moves: &moves, scrolls: &scrolls) else {
                        return false
                    }
                    continue
                }
                let frame = node.frame.offsetBy(dx: dx, dy: dy)
                let rtl = node.environment.layoutDirection == .rightToLeft
                scrolls.append(node)
                let offset = placed.clamped(offsets[spec.id] ?? 0)
                let moved = ScrollLayout.contentTranslation(forOffset: offset - placed.offset, axis: spec.axis, rightToLeft: rtl)
                if offset != placed.offset {
                    moves.append(Move(scroll: node, content: moving, part: part, dx: moved.dx, dy: moved.dy,
                                      placement: ScrollPlacement(offset: offset, maxOffset: placed.maxOffset)))
                }
                let inner = ScrollLayout.visibleRect(of: frame, within: visible)
                guard plan(content, dx: dx + moved.dx, dy: dy + moved.dy, visible: inner, offsets: offsets, moves: &moves, scrolls: &scrolls),
                      plan(rest, dx: dx, dy: dy, visible: visible, offsets: offsets, moves: &moves, scrolls: &scrolls) else {
                    return false
                }
            }
        }
        return true
    }

    /// Whether every index of the ascending `a` is in the ascending `b`.
    private static func isSubset(_ a: [Int], of b: [Int]) -> Bool {
        var j = 0
        for x in a {
            while j < b.count, b[j] < x { j += 1 }
            guard j < b.count, b[j] == x else { return false }
        }
        return true
    }
}
