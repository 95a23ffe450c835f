/// Builds a laid-out tree's display list and, while the tree and its layout stay as they were,
/// redraws only the nodes whose focus decorations changed (a lift, ring, shine or marquee
/// step), in place, telling renderers which items those are (``DisplayList/revision``).
///
/// A focus animation changes the decorations of one or two tiles per frame; building the whole
/// list again and comparing it item by item with the last one cost more than drawing those
/// tiles. A node is redrawn in place when it draws as many commands as before and its
/// decoration neither starts nor stops raising it above its siblings (drawing it after them);
/// otherwise, or when legends were moved above a modal's scrim, the list
/// is built whole, as ``DisplayListBuilder/build(_:size:background:decorations:)`` builds it.
///
/// A frame of a scroll animation moves the last tree's scrolled content without laying it out
/// again: the items of each moved subtree are then the ones it drew, moved by as much
/// (``Move``), rather than drawn again from the tree.
///
/// ```swift
/// let lists = RetainedDisplayList()
/// var list = lists.build(tree, size: canvas, decorations: decorations, layoutUnchanged: false)
/// // … a later frame, same tree, only the focus effects moved on:
/// list = lists.build(tree, size: canvas, decorations: newDecorations, layoutUnchanged: true)
/// ```
public final class RetainedDisplayList {
    /// A subtree of the last tree moved by `offset` points since it was drawn (a scroll view's
    /// content moved to a new offset). Moves of nested subtrees add up, as moving their frames did.
    public struct Move {
        /// The node whose subtree moved.
        public let content: Node
        /// How far it moved, in points.
        public let offset: Point

        public init(content: Node, offset: Point) {
            self.content = content; self.offset = offset
        }
    }

    /// The tree the last list was drawn from.
    private var tree: Node?
    /// The last list the tree drew (before anything drawn over it).
    private var last: DisplayList?
    /// The decorations the last list was drawn with.
    private var decorations: DisplayListBuilder.Decorations = [:]
    /// Where every node's commands lie in ``last``.
    private var ranges: [ObjectIdentifier: (node: Node, range: Range<Int>)] = [:]
    /// Whether ``last`` can be patched (no legend was moved above a scrim).
    private var patchable = false
    /// The scroll views whose content positions ``last`` holds (``DisplayList/scrollContents``),
    /// in its order; nil when they could not be told, and moved content is then drawn whole.
    private var scrollViews: [Node]?
    /// Lists made by moving the last one's scrolled items (frames of a scroll animation), since
    /// this was last set; tests read it.
    public var listsMoved = 0

    public init() {}

    /// The display list of `root` drawn with `decorations`. With `layoutUnchanged` the caller
    /// promises that `root` is the tree of the last call, not edited since but for the subtrees
    /// `moved` (in order); then their items are moved and only nodes whose decorations changed
    /// are redrawn, when that can be done in place.
    public func build(_ root: Node, size: Size, background: Color = .background,
                      decorations: DisplayListBuilder.Decorations, layoutUnchanged: Bool, moved: [Move] = []) -> DisplayList {
        if layoutUnchanged, let list = patch(root, size: size, background: background, decorations: decorations, moved: moved) {
            return list
        }
        var list = DisplayList(size: size, background: background)
        var layering = LegendLayering()
        layering.drawnRanges = [:]
        DisplayListBuilder.draw(root, decorations: decorations, into: &list, layering: &layering)
        DisplayListBuilder.drawDeferred(decorations: decorations, into: &list, layering: &layering)
        layering.lift(in: &list)
        list.revision = DisplayListRevision(base: nil, prefixCount: list.items.count, changed: [])
        tree = root
        last = list
        self.decorations = decorations
        ranges = layering.drawnRanges ?? [:]
        patchable = !layering.movesLegends
        scrollViews = Self.scrollViews(drawn: ranges, count: list.scrollContents.count)
        return list
    }

    /// Moves the last list's items of the `moved` subtrees of `root`, the last tree, as a frame
    /// that is not drawn moves its scrolled content: the next drawn frame still patches the
    /// list. Forgets the list when it cannot be moved (``reset()``).
    public func move(_ root: Node, _ moved: [Move]) {
        guard !moved.isEmpty else { return }
        guard patchable, let tree, tree === root, var list = last, let ranges = movedRanges(moved) else { reset(); return }
        last = nil
        moveItems(&list, moved, ranges)
        // No renderer saw it: the next patch of it is a new list to them.
        list.revision = DisplayListRevision(base: nil, prefixCount: list.items.count, changed: [])
        last = list
    }

    /// Where the last list holds the items of each moved subtree; nil when the list cannot be
    /// moved (a subtree it did not draw, or scroll positions it could not tell apart).
    private func movedRanges(_ moved: [Move]) -> [Range<Int>]? {
        guard moved.isEmpty || scrollViews != nil else { return nil }
        var out: [Range<Int>] = []
        for move in moved {
            guard let drawn = ranges[ObjectIdentifier(move.content)] else { return nil }
            out.append(drawn.range)
        }
        return out
    }

    /// Moves the items in `ranges` of `list` by their moves' offsets, and its scroll views'
    /// content positions with them.
    private func moveItems(_ list: inout DisplayList, _ moved: [Move], _ ranges: [Range<Int>]) {
        for (move, range) in zip(moved, ranges) where move.offset != .zero {
            for i in range { list.items[i] = list.items[i].translated(by: move.offset) }
        }
        list.scrollContents = (scrollViews ?? []).compactMap(DisplayListBuilder.scrollContentPosition)
    }

    /// Forgets the last list: the next ``build(_:size:background:decorations:layoutUnchanged:moved:)`` draws whole.
    public func reset() {
        tree = nil; last = nil; decorations = [:]; ranges = [:]; patchable = false; scrollViews = nil
    }

    /// The last list with the items of the `moved` subtrees moved and the nodes whose
    /// decorations changed redrawn in place; nil when that cannot be done exactly.
    private func patch(_ root: Node, size: Size, background: Color, decorations new: DisplayListBuilder.Decorations,
                       moved: [Move]) -> DisplayList? {
        guard patchable, let tree, tree === root, var list = last, let base = list.revision,
              list.size == size, list.background == background else { return nil }
        guard let movedRanges = movedRanges(moved) else { return nil }
        // The list kept is the only other holder of its items once a frame is drawn (the
        // renderer keeps what it needs of them, not the list): let go of it so the items are
        // patched in place rather than copied whole.
        last = nil
        if !moved.isEmpty {
            moveItems(&list, moved, movedRanges)
            listsMoved += 1
        }
        var changed: [(node: Node, range: Range<Int>)] = []
        for key in Set(new.keys).union(decorations.keys) where new[key] != decorations[key] {
            // A node that starts or stops raising reorders its parent's children.
            guard let drawn = ranges[key], Self.raises(new[key]) == Self.raises(decorations[key]) else { return nil }
            changed.append(drawn)
        }
        changed.sort { $0.range.lowerBound < $1.range.lowerBound || ($0.range.lowerBound == $1.range.lowerBound && $0.range.count > $1.range.count) }
        var redrawn: [Range<Int>] = []
        for (node, range) in changed {
            // A node inside one redrawn already is redrawn with it.
            if let outer = redrawn.last, range.upperBound <= outer.upperBound { continue }
            var part = DisplayList(size: size, background: background)
            var layering = LegendLayering()
            DisplayListBuilder.draw(node, decorations: new, into: &part, layering: &layering)
            guard layering.deferred.isEmpty, part.items.count == range.count else { return nil }
            list.items.replaceSubrange(range, with: part.items)
            redrawn.append(range)
        }
        // Moved items make a new list to a renderer comparing revisions, told what moved.
        if moved.isEmpty {
            list.revision = DisplayListRevision(base: base.id, prefixCount: list.items.count, changed: redrawn)
        } else {
            let moves = DisplayListRevision.Moved(from: base.id, ranges: movedRanges, offsets: moved.map(\.offset), changed: redrawn)
            list.revision = DisplayListRevision(base: nil, prefixCount: list.items.count, changed: [], moved: moves)
        }
        last = list
        decorations = new
        return list
    }

    /// The scroll views among the drawn nodes that recorded where their content sits, in the
    /// order the list holds their positions (the order their clips were drawn in); nil unless
    /// there are `count` of them.
    private static func scrollViews(drawn: [ObjectIdentifier: (node: Node, range: Range<Int>)], count: Int) -> [Node]? {
        var found: [(node: Node, at: Int)] = []
        for (node, range) in drawn.values where DisplayListBuilder.scrollContentPosition(of: node) != nil {
            found.append((node, range.lowerBound))
        }
        guard found.count == count else { return nil }
        return found.sorted { $0.at < $1.at }.map(\.node)
    }

    /// Whether a decoration raises its node above its siblings (as the builder reads it when it orders siblings).
    private static func raises(_ d: FocusDecoration?) -> Bool {
        guard let d else { return false }
        return d.scale > 1 || d.shadow != nil
    }
}
